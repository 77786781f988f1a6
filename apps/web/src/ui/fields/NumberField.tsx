import { useLingui } from '@lingui/react/macro'
import { TextInput } from '@mantine/core'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useKitFormatters } from '../useKitFormatters'
import { formatNumberFieldText, getNumberFieldState } from './fieldRules'

export type NumberFieldProps = {
  readonly label: ReactNode
  /** The last valid value; the field shows it and reverts to it. */
  readonly value: number | undefined
  /** Called only with a number within the bounds (docs/product.md §5). */
  readonly onChange: (value: number) => void
  readonly min?: number
  readonly max?: number
  /** After the number ("%"). */
  readonly suffix?: ReactNode
  readonly description?: ReactNode
  readonly placeholder?: string
  readonly disabled?: boolean
  readonly testId?: string
}

/**
 * A plain number box (slippage, percentages) by the rules of docs/product.md §5: an error
 * shows above the max, a change reaches the form only within range, and
 * on blur out-of-range text reverts to the last valid value. The decimal
 * mark is the language's (a dot is read too).
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  suffix,
  description,
  placeholder,
  disabled,
  testId,
}: NumberFieldProps) {
  const { t } = useLingui()
  const { separators } = useKitFormatters()
  const mark = separators.decimalSeparator
  const [text, setText] = useState(() => formatNumberFieldText(value, mark))
  const focused = useRef(false)
  const state = getNumberFieldState(text, { min, max }, mark)

  // A value set from outside (a preset, a reset) replaces the text, unless it
  // is what the text already says.
  useEffect(() => {
    if (focused.current) return
    setText((current) =>
      getNumberFieldState(current, { min, max }, mark).value === value
        ? current
        : formatNumberFieldText(value, mark),
    )
  }, [value, mark, min, max])

  const maxText = formatNumberFieldText(max, mark)
  const error =
    state.error === 'ABOVE_MAX'
      ? t`At most ${maxText}`
      : state.error === 'INVALID'
        ? t`Enter a number`
        : undefined

  return (
    <TextInput
      label={label}
      description={description}
      placeholder={placeholder}
      disabled={disabled}
      value={text}
      inputMode="decimal"
      autoComplete="off"
      rightSection={suffix}
      error={error}
      data-testid={testId}
      onFocus={() => {
        focused.current = true
      }}
      onChange={(event) => {
        const next = event.currentTarget.value
        setText(next)
        const nextState = getNumberFieldState(next, { min, max }, mark)
        if (nextState.inRange && nextState.value !== undefined)
          onChange(nextState.value)
      }}
      onBlur={() => {
        focused.current = false
        if (!state.inRange) setText(formatNumberFieldText(value, mark))
      }}
    />
  )
}
