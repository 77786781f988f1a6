import { ok, type Result, safeTry } from 'neverthrow'
import {
  checkAmount,
  checkCreateLiquidity,
  checkDoge,
  checkMinNotAbove,
  checkTickPair,
} from './payloadChecks.js'
import type { PayloadError } from './payloadError.js'

/** pair-v1 create: opens the pool `tick0`/`tick1` with both amounts. */
export type PairV1CreatePayload = {
  readonly p: 'pair-v1'
  readonly op: 'create'
  readonly tick0: string
  readonly tick1: string
  readonly amt0: string
  readonly amt1: string
  /** JSON integer: 1 pays the WDOGE leg in native DOGE. */
  readonly doge: 0 | 1
}

/** pair-v1 add: desired amounts and the minimums that pick the branch (docs/protocol.md §5.5). */
export type PairV1AddPayload = {
  readonly p: 'pair-v1'
  readonly op: 'add'
  readonly tick0: string
  readonly tick1: string
  readonly amt0: string
  readonly amt1: string
  readonly amt0_min: string
  readonly amt1_min: string
  readonly doge: 0 | 1
}

/** pair-v1 remove: burns `liquidity` LP for both reserves pro rata. */
export type PairV1RemovePayload = {
  readonly p: 'pair-v1'
  readonly op: 'remove'
  readonly tick0: string
  readonly tick1: string
  readonly liquidity: string
  /** 1 receives the WDOGE leg as native DOGE. */
  readonly doge: 0 | 1
}

/**
 * pair-v1 swap: pays exactly `amt0` of `tick0` for at least `amt1_min` of
 * `tick1`. `amt1` carries the quoted output (ignored by the newest indexer,
 * required ≥ 1 by the older one; docs/protocol.md §5.1 note).
 */
export type PairV1SwapPayload = {
  readonly p: 'pair-v1'
  readonly op: 'swap'
  readonly tick0: string
  readonly tick1: string
  readonly amt0: string
  readonly amt1: string
  readonly amt1_min: string
  readonly doge: 0 | 1
}

/** Parameters of {@link createPairV1CreatePayload}. */
export type CreatePairV1CreatePayloadParameters = {
  readonly tick0: string
  readonly tick1: string
  readonly amt0: bigint
  readonly amt1: bigint
  readonly doge?: boolean
}

/**
 * Builds a pair-v1 create. The ticks may come in either order; each amount
 * stays with its tick (the indexer sorts both together, docs/protocol.md §5.2). Checks:
 * distinct ticks, amounts ≥ 1, `amt0 × amt1 ≥ 1,002,001`
 * (`MIN_CREATE_LIQUIDITY_PRODUCT`), `doge` only with a WDOGE leg.
 *
 * @example createPairV1CreatePayload({ tick0: 'UNIX', tick1: 'WDOGE(WRAPPED-DOGE)', amt0: 10n ** 11n, amt1: 5n * 10n ** 10n })
 */
export function createPairV1CreatePayload({
  tick0,
  tick1,
  amt0,
  amt1,
  doge,
}: CreatePairV1CreatePayloadParameters): Result<
  PairV1CreatePayload,
  PayloadError
> {
  return safeTry(function* () {
    const [t0, t1] = yield* checkTickPair(tick0, tick1)
    const a0 = yield* checkAmount('amt0', amt0)
    const a1 = yield* checkAmount('amt1', amt1)
    yield* checkCreateLiquidity(amt0, amt1)
    const dogeValue = yield* checkDoge(doge, [t0, t1])
    return ok({
      p: 'pair-v1' as const,
      op: 'create' as const,
      tick0: t0,
      tick1: t1,
      amt0: a0,
      amt1: a1,
      doge: dogeValue,
    })
  })
}

/** Parameters of {@link createPairV1AddPayload}. */
export type CreatePairV1AddPayloadParameters = {
  readonly tick0: string
  readonly tick1: string
  readonly amt0: bigint
  readonly amt1: bigint
  /** Default 0. */
  readonly amt0Min?: bigint
  /** Default 0. */
  readonly amt1Min?: bigint
  readonly doge?: boolean
}

/**
 * Builds a pair-v1 add. Send the optimal pair (`quoteAddLiquidity`) so
 * branch 1 applies (docs/protocol.md §5.5). Checks: distinct ticks, amounts ≥ 1 (a zero leg
 * fails or mints nothing), `0 ≤ min ≤ amount` on each side, `doge` only
 * with a WDOGE leg.
 */
export function createPairV1AddPayload({
  tick0,
  tick1,
  amt0,
  amt1,
  amt0Min = 0n,
  amt1Min = 0n,
  doge,
}: CreatePairV1AddPayloadParameters): Result<PairV1AddPayload, PayloadError> {
  return safeTry(function* () {
    const [t0, t1] = yield* checkTickPair(tick0, tick1)
    const a0 = yield* checkAmount('amt0', amt0)
    const a1 = yield* checkAmount('amt1', amt1)
    const m0 = yield* checkAmount('amt0_min', amt0Min, { min: 0n })
    const m1 = yield* checkAmount('amt1_min', amt1Min, { min: 0n })
    yield* checkMinNotAbove('amt0_min', amt0Min, amt0)
    yield* checkMinNotAbove('amt1_min', amt1Min, amt1)
    const dogeValue = yield* checkDoge(doge, [t0, t1])
    return ok({
      p: 'pair-v1' as const,
      op: 'add' as const,
      tick0: t0,
      tick1: t1,
      amt0: a0,
      amt1: a1,
      amt0_min: m0,
      amt1_min: m1,
      doge: dogeValue,
    })
  })
}

/** Parameters of {@link createPairV1RemovePayload}. */
export type CreatePairV1RemovePayloadParameters = {
  readonly tick0: string
  readonly tick1: string
  /** LP base units to burn, ≥ 1. */
  readonly liquidity: bigint
  readonly doge?: boolean
}

/**
 * Builds a pair-v1 remove. Checks: distinct ticks, `liquidity ≥ 1`, `doge`
 * only with a WDOGE leg. (Both outputs must be ≥ 1: check the quote with
 * `quoteRemoveLiquidity`.)
 */
export function createPairV1RemovePayload({
  tick0,
  tick1,
  liquidity,
  doge,
}: CreatePairV1RemovePayloadParameters): Result<
  PairV1RemovePayload,
  PayloadError
> {
  return safeTry(function* () {
    const [t0, t1] = yield* checkTickPair(tick0, tick1)
    const l = yield* checkAmount('liquidity', liquidity)
    const dogeValue = yield* checkDoge(doge, [t0, t1])
    return ok({
      p: 'pair-v1' as const,
      op: 'remove' as const,
      tick0: t0,
      tick1: t1,
      liquidity: l,
      doge: dogeValue,
    })
  })
}

/** Parameters of {@link createPairV1SwapPayload}. */
export type CreatePairV1SwapPayloadParameters = {
  /** The token paid. */
  readonly tick0: string
  /** The token received. */
  readonly tick1: string
  /** Exact input, base units, ≥ 1. */
  readonly amt0: bigint
  /** The quoted output (`quoteSwap`), base units, ≥ 1. */
  readonly amt1: bigint
  /** Minimum output, `0 ≤ amt1Min ≤ amt1`. */
  readonly amt1Min: bigint
  readonly doge?: boolean
}

/**
 * Builds a pair-v1 swap (never sorted: tick0 is paid, tick1 received).
 * Checks: distinct ticks, `amt0 ≥ 1`, a quote `amt1 ≥ 1` (a zero output
 * fails, docs/protocol.md §15), `0 ≤ amt1_min ≤ amt1`, `doge` only with a WDOGE leg.
 *
 * @example createPairV1SwapPayload({ tick0: 'UNIX', tick1: 'WDOGE(WRAPPED-DOGE)', amt0: 10_000_000_000n, amt1: 4_533_054_469n, amt1Min: 4_510_389_196n })
 */
export function createPairV1SwapPayload({
  tick0,
  tick1,
  amt0,
  amt1,
  amt1Min,
  doge,
}: CreatePairV1SwapPayloadParameters): Result<PairV1SwapPayload, PayloadError> {
  return safeTry(function* () {
    const [t0, t1] = yield* checkTickPair(tick0, tick1)
    const a0 = yield* checkAmount('amt0', amt0)
    const a1 = yield* checkAmount('amt1', amt1)
    const m1 = yield* checkAmount('amt1_min', amt1Min, { min: 0n })
    yield* checkMinNotAbove('amt1_min', amt1Min, amt1)
    const dogeValue = yield* checkDoge(doge, [t0, t1])
    return ok({
      p: 'pair-v1' as const,
      op: 'swap' as const,
      tick0: t0,
      tick1: t1,
      amt0: a0,
      amt1: a1,
      amt1_min: m1,
      doge: dogeValue,
    })
  })
}
