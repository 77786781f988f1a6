import { Slider, Text } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { useKitFormatters } from '../useKitFormatters'
import { clampSlider, formatNumberFieldText } from './fieldRules'

/** How long a slider waits after the last move before it reports (docs/product.md §9). */
export const SLIDER_DEBOUNCE_MS = 100

export type SliderFieldProps = {
  readonly label: ReactNode
  readonly value: number
  /** Called 100 ms after the last change (a drag or key presses in a row report once). */
  readonly onChange: (value: number) => void
  /** Default 0. */
  readonly min?: number
  /** Default 100. */
  readonly max?: number
  /** Default 0.01. */
  readonly step?: number
  /** Ticks under the track ("25%", "50%"). */
  readonly marks?: readonly {
    readonly value: number
    readonly label?: ReactNode
  }[]
  /** After the number in the value label ("%"). */
  readonly unit?: string
  readonly disabled?: boolean
}

/**
 * A slider by the rules of docs/product.md §5 and §9: values clamped to min–max (default 0–100),
 * step 0.01, reported 100 ms after the last move so that a drag does not
 * recompute a quote on every pixel.
 */
export function SliderField({
  label,
  value,
  onChange,
  min = 0,
  max = 100,
  step = 0.01,
  marks,
  unit = '',
  disabled,
}: SliderFieldProps) {
  const { separators } = useKitFormatters()
  const labelId = useId()
  const [local, setLocal] = useState(() =>
    clampSlider(value, { min, max, step }),
  )
  const report = useDebouncedCallback(onChange, SLIDER_DEBOUNCE_MS)
  useEffect(() => {
    if (!report.isPending()) setLocal(clampSlider(value, { min, max, step }))
  }, [value, min, max, step, report])
  const text = `${formatNumberFieldText(local, separators.decimalSeparator)}${unit}`
  return (
    <div>
      <Text id={labelId} size="sm" fw={500} mb={6}>
        {label}
      </Text>
      <Slider
        value={local}
        min={min}
        max={max}
        step={step}
        marks={marks ? [...marks] : undefined}
        disabled={disabled}
        label={text}
        thumbValueText={() => text}
        thumbProps={{ 'aria-labelledby': labelId }}
        onChange={(next) => {
          const clamped = clampSlider(next, { min, max, step })
          setLocal(clamped)
          report(clamped)
        }}
        mb={marks ? 'lg' : undefined}
      />
    </div>
  )
}
