/**
 * The widget rules of docs/product.md §5 and §9, for percentages and other plain numbers
 * (token amounts go through core's `parseUnits` instead).
 */

/** What a number field's text means. */
export type NumberFieldState = {
  /** The number typed; `undefined` when blank or unreadable. */
  readonly value: number | undefined
  /** `ABOVE_MAX` (the one error the product shows), `INVALID` text; blank is no error. */
  readonly error: 'ABOVE_MAX' | 'INVALID' | undefined
  /** A number within the bounds: only then does the change propagate. */
  readonly inRange: boolean
}

/**
 * Reads a number field's text. The decimal mark is the language's or a
 * dot; digit grouping is not accepted (these are small numbers).
 *
 * @example getNumberFieldState('0,5', { max: 100 }, ',') // { value: 0.5, error: undefined, inRange: true }
 */
export function getNumberFieldState(
  text: string,
  { min, max }: { readonly min?: number; readonly max?: number },
  decimalSeparator: string,
): NumberFieldState {
  const trimmed = text.trim()
  if (trimmed === '')
    return { value: undefined, error: undefined, inRange: false }
  const normalized = trimmed.split(decimalSeparator).join('.')
  if (!/^\d*\.?\d*$/.test(normalized) || normalized === '.') {
    return { value: undefined, error: 'INVALID', inRange: false }
  }
  const value = Number(normalized)
  const aboveMax = max !== undefined && value > max
  const belowMin = min !== undefined && value < min
  return {
    value,
    error: aboveMax ? 'ABOVE_MAX' : undefined,
    inRange: !aboveMax && !belowMin,
  }
}

/** A number as field text in the language's notation (`0.5` → `0,5`). */
export function formatNumberFieldText(
  value: number | undefined,
  decimalSeparator: string,
): string {
  if (value === undefined || !Number.isFinite(value)) return ''
  return String(value).replace('.', decimalSeparator)
}

/** Decimals of a step (`0.01` → 2, `1e-7` → 7). */
function decimalsOf(step: number): number {
  const text = String(step)
  const exponent = /e-(\d+)$/.exec(text)
  if (exponent) return Number(exponent[1])
  const dot = text.indexOf('.')
  return dot === -1 ? 0 : text.length - dot - 1
}

/**
 * A slider value clamped to `[min, max]` (default 0–100) and snapped to
 * `step` (default 0.01) counted from `min`, rounded to the step's decimals
 * so that 0.1 + 0.2 lands on 0.3. A non-finite value becomes `min`.
 *
 * @example clampSlider(120) // 100
 * @example clampSlider(33.3333) // 33.33
 */
export function clampSlider(
  value: number,
  {
    min = 0,
    max = 100,
    step = 0.01,
  }: {
    readonly min?: number
    readonly max?: number
    readonly step?: number
  } = {},
): number {
  const low = Math.min(min, max)
  const high = Math.max(min, max)
  if (!Number.isFinite(value)) return low
  let result = Math.min(high, Math.max(low, value))
  if (step > 0 && Number.isFinite(step)) {
    const decimals = Math.min(20, Math.max(decimalsOf(step), decimalsOf(low)))
    result = Number(
      (low + Math.round((result - low) / step) * step).toFixed(decimals),
    )
    if (result > high) result = Number((result - step).toFixed(decimals))
  }
  return Math.min(high, Math.max(low, result))
}
