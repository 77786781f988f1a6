import { ok, type Result, safeTry } from 'neverthrow'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import { CURRENT_PROTOCOL } from '../protocol/protocolParams.js'
import { checkAmount } from './payloadChecks.js'
import type { PayloadError } from './payloadError.js'

/**
 * wdoge deposit (wrap): mints exactly `amt` WDOGE. The reveal needs exactly
 * three outputs: actor, custody ≥ amt, fee ≥ `max(amt × 3 // 1000, 0.5 DOGE)`
 * (docs/protocol.md §7.2). `tick` is ignored by the indexer; the wallet shows it.
 */
export type WdogeDepositPayload = {
  readonly p: 'wdoge'
  readonly op: 'deposit'
  readonly tick: typeof WDOGE_TICK
  readonly amt: string
}

/** wdoge withdraw (unwrap): burns exactly `amt` WDOGE (≥ 1 DOGE), no fee. */
export type WdogeWithdrawPayload = {
  readonly p: 'wdoge'
  readonly op: 'withdraw'
  readonly tick: typeof WDOGE_TICK
  readonly amt: string
}

/** Parameters of {@link createWdogeDepositPayload}. */
export type CreateWdogeDepositPayloadParameters = {
  /** DOGE base units to wrap, ≥ 1 (the protocol's only floor; the product's 0.9 DOGE floor is checked by the wrap rules). */
  readonly amt: bigint
}

/**
 * Builds a wdoge deposit. Checks `amt ≥ 1`.
 *
 * @example createWdogeDepositPayload({ amt: 100_000_000n })
 * // ok({ p: 'wdoge', op: 'deposit', tick: 'WDOGE(WRAPPED-DOGE)', amt: '100000000' })
 */
export function createWdogeDepositPayload({
  amt,
}: CreateWdogeDepositPayloadParameters): Result<
  WdogeDepositPayload,
  PayloadError
> {
  return safeTry(function* () {
    const value = yield* checkAmount('amt', amt)
    return ok({
      p: 'wdoge' as const,
      op: 'deposit' as const,
      tick: WDOGE_TICK,
      amt: value,
    })
  })
}

/** Parameters of {@link createWdogeWithdrawPayload}. */
export type CreateWdogeWithdrawPayloadParameters = {
  /** WDOGE base units to unwrap, ≥ 100,000,000 (1 DOGE). */
  readonly amt: bigint
}

/**
 * Builds a wdoge withdraw. Checks `amt ≥ 100,000,000` (docs/protocol.md §7.3;
 * below it fails with `the amount of tokens exceeds the 1`).
 */
export function createWdogeWithdrawPayload({
  amt,
}: CreateWdogeWithdrawPayloadParameters): Result<
  WdogeWithdrawPayload,
  PayloadError
> {
  return safeTry(function* () {
    const value = yield* checkAmount('amt', amt, {
      min: CURRENT_PROTOCOL.unwrapMinimum,
    })
    return ok({
      p: 'wdoge' as const,
      op: 'withdraw' as const,
      tick: WDOGE_TICK,
      amt: value,
    })
  })
}
