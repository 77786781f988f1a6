import { err, ok, type Result } from 'neverthrow'
import { readDogeOutputValue } from './readDogeOutputValue.js'

export type AcceptedDogeOutputError =
  /** No output value reads as at least `required` (above about 2^63 koinu). */
  { readonly code: 'OUTPUT_UNREADABLE'; readonly required: bigint }

/** Beyond this no float64 reading fits int64, so the search stops. */
const SEARCH_LIMIT = 2n ** 63n

/**
 * The smallest output value `v ≥ required` (koinu) whose indexer reading
 * (`readDogeOutputValue`) is at least `required`: what to pay on an output
 * the indexer compares with `≥ required` (the custody output of a wdoge
 * deposit or a `doge: 1` pair reveal, and its fee output). Equal to
 * `required` below 2^26 DOGE (`FLOAT64_EXACT_OUTPUT_LIMIT`); at and above
 * it, `required + k` for the few units k the float64 reading loses.
 * Never less than `required`, even where a smaller value would read high
 * enough: the output must carry the DOGE it stands for.
 *
 * Search: the reading is non-decreasing in `v` (up to the int64 limit), so
 * an exponential probe finds an accepted value and a binary search the
 * smallest one.
 *
 * @example getAcceptedDogeOutput(6_710_901_985_553_450n) // ok(6_710_901_985_553_451n)
 */
export function getAcceptedDogeOutput(
  required: bigint,
): Result<bigint, AcceptedDogeOutputError> {
  if (required < 0n)
    throw new RangeError('getAcceptedDogeOutput: negative amount')
  const accepts = (value: bigint) => readDogeOutputValue(value) >= required
  if (accepts(required)) return ok(required)
  let low = required
  let step = 1n
  let high = required + step
  while (!accepts(high)) {
    if (high >= SEARCH_LIMIT)
      return err({ code: 'OUTPUT_UNREADABLE', required })
    low = high
    step *= 2n
    high = required + step
  }
  // accepts(high), !accepts(low): narrow to the first accepted value.
  while (high - low > 1n) {
    const middle = (low + high) / 2n
    if (accepts(middle)) high = middle
    else low = middle
  }
  return ok(high)
}
