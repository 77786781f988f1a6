/** The counter under a textarea with an optional max length. */
export type TextareaCounter = {
  /** Characters typed, in UTF-16 units like the DOM's `maxlength`. */
  readonly length: number
  readonly maxLength: number | undefined
  /** `maxLength − length`, `undefined` without a max. */
  readonly remaining: number | undefined
  readonly overLimit: boolean
  /** The Clear button is useful only when there is text. */
  readonly canClear: boolean
}

/**
 * Counter state of a textarea (spec §5: optional max-length counter with
 * a Clear button). Counts UTF-16 code units, as the browser's `maxlength`
 * does, so the counter and the limit agree.
 *
 * @example getTextareaCounter('hello', 200) // { length: 5, maxLength: 200, remaining: 195, overLimit: false, canClear: true }
 */
export function getTextareaCounter(
  text: string,
  maxLength?: number,
): TextareaCounter {
  const length = typeof text === 'string' ? text.length : 0
  const max =
    maxLength !== undefined && Number.isFinite(maxLength) && maxLength >= 0
      ? Math.floor(maxLength)
      : undefined
  return {
    length,
    maxLength: max,
    remaining: max === undefined ? undefined : max - length,
    overLimit: max !== undefined && length > max,
    canClear: length > 0,
  }
}
