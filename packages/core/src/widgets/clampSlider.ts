/** Options of {@link clampSlider}. */
export type ClampSliderOptions = {
  /** Default 0. */
  readonly min?: number
  /** Default 100. */
  readonly max?: number
  /** Snap step counted from `min`; default 0.01. 0 disables snapping. */
  readonly step?: number
}

function decimalsOf(step: number): number {
  const text = String(step)
  const exponent = /e-(\d+)$/.exec(text)
  if (exponent) return Number(exponent[1])
  const dot = text.indexOf('.')
  return dot === -1 ? 0 : text.length - dot - 1
}

/**
 * A slider value (a percentage, not an amount) clamped to `[min, max]` and
 * snapped to the nearest `step` from `min` (spec §5: min default 0, max
 * default 100). Rounded to the step's decimals so 0.1 + 0.2 lands on 0.3.
 * A non-finite value becomes `min`.
 *
 * @example clampSlider(120) // 100
 * @example clampSlider(33.3333) // 33.33
 */
export function clampSlider(
  value: number,
  { min = 0, max = 100, step = 0.01 }: ClampSliderOptions = {},
): number {
  const low = Math.min(min, max)
  const high = Math.max(min, max)
  if (!Number.isFinite(value)) return low
  let result = Math.min(high, Math.max(low, value))
  if (step > 0 && Number.isFinite(step)) {
    const decimals = Math.min(20, Math.max(decimalsOf(step), decimalsOf(low)))
    result = low + Math.round((result - low) / step) * step
    result = Number(result.toFixed(decimals))
    if (result > high) result = Number((result - step).toFixed(decimals))
  }
  return Math.min(high, Math.max(low, result))
}
