import { useMantineTheme } from '@mantine/core'
import { useId } from 'react'

export type SparklineProps = {
  /** The values, oldest first (display numbers: prices). */
  readonly values: readonly number[]
  /** Read out instead of the drawing ("7-day price: up 4%"). */
  readonly label: string
  readonly width?: number
  readonly height?: number
}

/**
 * A small price line for table rows (a plain SVG: no chart library in
 * the route chunk). Non-finite values are dropped; fewer than two points
 * draw nothing but keep the space. Rising lines are teal, falling red,
 * and the label says the same in words.
 */
export function Sparkline({
  values,
  label,
  width = 96,
  height = 28,
}: SparklineProps) {
  const theme = useMantineTheme()
  const id = useId()
  const points = values.filter(Number.isFinite)
  const first = points[0]
  const last = points.at(-1)
  let path = ''
  if (points.length >= 2 && first !== undefined && last !== undefined) {
    const low = Math.min(...points)
    const high = Math.max(...points)
    const span = high - low || 1
    path = points
      .map((value, i) => {
        const x = (i / (points.length - 1)) * (width - 2) + 1
        const y = height - 1 - ((value - low) / span) * (height - 2)
        return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`
      })
      .join(' ')
  }
  const rising = last !== undefined && first !== undefined && last >= first
  const color = rising ? theme.colors.teal[7] : theme.colors.red[7]
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={id}
      data-testid="sparkline"
    >
      <title id={id}>{label}</title>
      {path ? (
        <path d={path} fill="none" stroke={color} strokeWidth={1.5} />
      ) : null}
    </svg>
  )
}
