/** Bounds of a number input. Either may be left open. */
export type NumberInputRange = {
  readonly min?: number
  readonly max?: number
}

/**
 * What a number input shows for its current text:
 * - `value`: the number typed, `undefined` when blank or unreadable;
 * - `error`: `ABOVE_MAX` above `max` (the spec shows an error only there),
 *   `INVALID` for unreadable text;
 * - `inRange`: a number within the bounds;
 * - `propagate`: whether the change should reach the form (only in range).
 */
export type NumberInputState = {
  readonly value: number | undefined
  readonly error: 'ABOVE_MAX' | 'INVALID' | undefined
  readonly inRange: boolean
  readonly propagate: boolean
}

const NUMBER_TEXT = /^\d*\.?\d*$/

/** Reads plain decimal text (digits, one optional dot, spaces around). */
function readNumber(text: string): number | undefined {
  const trimmed = typeof text === 'string' ? text.trim() : ''
  if (trimmed === '' || trimmed === '.' || !NUMBER_TEXT.test(trimmed)) {
    return undefined
  }
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : undefined
}

/**
 * State of a number input (slippage, percentages; amounts go through
 * `parseUnits`) for its text (spec §5: error above max; changes propagate
 * only within range). Blank text is not an error and does not propagate.
 *
 * @example getNumberInputState('120', { max: 100 })
 * // { value: 120, error: 'ABOVE_MAX', inRange: false, propagate: false }
 */
export function getNumberInputState(
  text: string,
  { min, max }: NumberInputRange = {},
): NumberInputState {
  const blank = typeof text !== 'string' || text.trim() === ''
  const value = readNumber(text)
  if (value === undefined) {
    return {
      value: undefined,
      error: blank ? undefined : 'INVALID',
      inRange: false,
      propagate: false,
    }
  }
  const aboveMax = max !== undefined && value > max
  const belowMin = min !== undefined && value < min
  const inRange = !aboveMax && !belowMin
  return {
    value,
    error: aboveMax ? 'ABOVE_MAX' : undefined,
    inRange,
    propagate: inRange,
  }
}

/**
 * The text a number input keeps when it loses focus (spec §5: reverts on
 * blur if out of range): the text itself when it is a number in range,
 * else the last valid value (or blank when there is none).
 *
 * @example revertOnBlur('150', { max: 100, lastValid: 0.5 }) // '0.5'
 */
export function revertOnBlur(
  text: string,
  {
    min,
    max,
    lastValid,
  }: NumberInputRange & { readonly lastValid: number | undefined },
): string {
  const state = getNumberInputState(text, { min, max })
  if (state.inRange) return text.trim()
  return lastValid === undefined || !Number.isFinite(lastValid)
    ? ''
    : String(lastValid)
}
