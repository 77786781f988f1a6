import { useMemo } from 'react'
import { getIdenticon } from './getIdenticon'
import { useParamShell } from './ParamShell'

export type IdenticonProps = {
  /** The address (or any text) drawn. */
  readonly value: string
  /** Width and height in px. Default 20. */
  readonly size?: number
}

/**
 * A small picture of an address, so a look-alike address with the same
 * first and last characters is told apart at a glance. Decorative: the
 * address itself is the text next to it.
 */
export function Identicon({ value, size = 20 }: IdenticonProps) {
  // A param shell's address is a sample: its picture is a plain tile.
  const shell = useParamShell()
  const { cells, hue } = useMemo(() => getIdenticon(value), [value])
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 5 5"
      aria-hidden="true"
      focusable="false"
      shapeRendering="crispEdges"
      style={{ borderRadius: 4, flex: 'none' }}
      data-identicon={value}
    >
      <rect
        width="5"
        height="5"
        fill={
          shell ? 'var(--mantine-color-default-border)' : `hsl(${hue} 45% 92%)`
        }
      />
      {shell
        ? null
        : cells.map((filled, index) =>
            filled ? (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed 5×5 grid
                key={index}
                x={index % 5}
                y={Math.floor(index / 5)}
                width="1"
                height="1"
                fill={`hsl(${hue} 60% 42%)`}
              />
            ) : null,
          )}
    </svg>
  )
}
