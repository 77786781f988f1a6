import { err, ok, type Result, safeTry } from 'neverthrow'
import type { DogecoinNetwork } from '../identifiers/dogecoinNetwork.js'
import { isTxHash } from '../identifiers/isTxHash.js'
import { normalizeTick } from '../identifiers/normalizeTick.js'
import { utf8ByteLength } from '../identifiers/utf8ByteLength.js'
import { validateDogecoinAddress } from '../identifiers/validateDogecoinAddress.js'
import { validateTick } from '../identifiers/validateTick.js'
import { isWdogeTick } from '../identifiers/wdogeTick.js'
import { MIN_CREATE_LIQUIDITY_PRODUCT } from './minCreateLiquidityProduct.js'
import type { PayloadError } from './payloadError.js'

// Internal checks shared by the payload builders. Each returns the wire
// value (amounts as base-10 strings, ticks upper-cased) or a PayloadError.

/** `min ≤ value (≤ max)`, serialised as a base-10 integer string. */
export function checkAmount(
  field: string,
  value: bigint,
  { min = 1n, max }: { min?: bigint; max?: bigint } = {},
): Result<string, PayloadError> {
  if (typeof value !== 'bigint' || value < min) {
    return err({ code: 'AMOUNT_TOO_SMALL', field, minimum: min })
  }
  if (max !== undefined && value > max) {
    return err({ code: 'AMOUNT_TOO_LARGE', field, maximum: max })
  }
  return ok(value.toString(10))
}

/** A tick the user creates: ASCII letters and digits, 2..max bytes. */
export function checkNewTick(
  field: string,
  text: string,
  maxLength = 8,
): Result<string, PayloadError> {
  return validateTick(text, { maxLength }).mapErr(
    (error): PayloadError => ({ code: 'INVALID_TICK', field, error }),
  )
}

/**
 * An existing tick, upper-cased as the indexer does. With `byteRange`, its
 * UTF-8 length must fall in it (drc-20 mint verifies 2..8).
 */
export function checkTick(
  field: string,
  text: string,
  byteRange?: readonly [number, number],
): Result<string, PayloadError> {
  if (typeof text !== 'string' || text.trim() === '') {
    return err({ code: 'TICK_REQUIRED', field })
  }
  const tick = normalizeTick(text)
  if (byteRange) {
    const [min, max] = byteRange
    const length = utf8ByteLength(tick)
    if (length < min || length > max) {
      return err({
        code: 'INVALID_TICK',
        field,
        error: { code: 'TICK_LENGTH', length, min, max },
      })
    }
  }
  return ok(tick)
}

/**
 * A pair-v2 tick id, verbatim (case-sensitive, never upper-cased). An id
 * under 64 characters names a DRC-20 tick and must already be upper-case
 * (`unix` would not find `UNIX`, docs/protocol.md §6.2), so a lower-case one is
 * refused rather than silently changed.
 */
export function checkTickId(
  field: string,
  text: string,
): Result<string, PayloadError> {
  if (typeof text !== 'string' || text.trim() === '') {
    return err({ code: 'TICK_REQUIRED', field })
  }
  if (text.length < 64 && normalizeTick(text) !== text) {
    return err({ code: 'INVALID_ID', field })
  }
  return ok(text)
}

/** An id that is a transaction hash (`exid`, `ex_id`, `file_id`), verbatim. */
export function checkTxId(
  field: string,
  text: string,
): Result<string, PayloadError> {
  return isTxHash(text) ? ok(text) : err({ code: 'INVALID_ID', field })
}

/** A free-form id (`pair_id`): non-blank, verbatim. */
export function checkId(
  field: string,
  text: string,
): Result<string, PayloadError> {
  return typeof text === 'string' && text.trim() !== ''
    ? ok(text)
    : err({ code: 'INVALID_ID', field })
}

/** A JSON integer field: a safe integer ≥ `min`. */
export function checkInteger(
  field: string,
  value: number,
  min = 0,
): Result<number, PayloadError> {
  // `-0` is the integer 0 (JSON writes both as `0`); return it as `+0`.
  return Number.isSafeInteger(value) && value >= min
    ? ok(value === 0 ? 0 : value)
    : err({ code: 'INVALID_INTEGER', field })
}

/** `doge` as the wire integer; `doge: 1` needs a WDOGE leg among `ticks`. */
export function checkDoge(
  doge: boolean | undefined,
  ticks: readonly string[],
): Result<0 | 1, PayloadError> {
  if (!doge) return ok(0)
  return ticks.some(isWdogeTick) ? ok(1) : err({ code: 'DOGE_WITHOUT_WDOGE' })
}

/** Two ticks (or ids) that must differ. */
export function checkDistinct(
  a: string,
  b: string,
): Result<void, PayloadError> {
  return a === b ? err({ code: 'SAME_TICK' }) : ok(undefined)
}

/** `tick0` and `tick1`, each checked with {@link checkTick}, that must differ. */
export function checkTickPair(
  tick0: string,
  tick1: string,
): Result<readonly [string, string], PayloadError> {
  return safeTry(function* () {
    const t0 = yield* checkTick('tick0', tick0)
    const t1 = yield* checkTick('tick1', tick1)
    yield* checkDistinct(t0, t1)
    return ok([t0, t1] as const)
  })
}

/** `tick0_id` and `tick1_id`, each checked with {@link checkTickId}, that must differ. */
export function checkTickIdPair(
  tick0Id: string,
  tick1Id: string,
): Result<readonly [string, string], PayloadError> {
  return safeTry(function* () {
    const id0 = yield* checkTickId('tick0_id', tick0Id)
    const id1 = yield* checkTickId('tick1_id', tick1Id)
    yield* checkDistinct(id0, id1)
    return ok([id0, id1] as const)
  })
}

/** A pool create's amounts: `amt0 × amt1 ≥ MIN_CREATE_LIQUIDITY_PRODUCT`. */
export function checkCreateLiquidity(
  amt0: bigint,
  amt1: bigint,
): Result<void, PayloadError> {
  return amt0 * amt1 < MIN_CREATE_LIQUIDITY_PRODUCT
    ? err({
        code: 'LIQUIDITY_TOO_LOW',
        minimumProduct: MIN_CREATE_LIQUIDITY_PRODUCT,
      })
    : ok(undefined)
}

/** A minimum (`field`) no larger than the amount it bounds. */
export function checkMinNotAbove(
  field: string,
  min: bigint,
  amount: bigint,
): Result<void, PayloadError> {
  return min > amount ? err({ code: 'MIN_ABOVE_AMOUNT', field }) : ok(undefined)
}

/** A recipient address (`to`), checked with Base58Check for `network`. */
export function checkRecipient(
  field: string,
  address: string,
  network: DogecoinNetwork = 'livenet',
): Result<string, PayloadError> {
  return validateDogecoinAddress(address, network)
    .map((valid) => valid.address)
    .mapErr(
      (error): PayloadError => ({
        code: 'INVALID_ADDRESS',
        field,
        reason: error.code,
      }),
    )
}
