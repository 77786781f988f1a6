import { err, ok, type Result, safeTry } from 'neverthrow'
import {
  checkAmount,
  checkCreateLiquidity,
  checkDoge,
  checkId,
  checkMinNotAbove,
  checkTickIdPair,
} from './payloadChecks.js'
import type { PayloadError } from './payloadError.js'

/**
 * pair-v2 create: opens a pool keyed by `pair_id` (verbatim; the reserve is
 * `addr(pair_id)`). Tick ids are DRC-20 ticks (upper-case) or 64-character
 * meme-20 ids, sent verbatim.
 */
export type PairV2CreatePayload = {
  readonly p: 'pair-v2'
  readonly op: 'create'
  readonly pair_id: string
  readonly tick0_id: string
  readonly tick1_id: string
  readonly amt0: string
  readonly amt1: string
  /** Always 0: a `doge: 1` create always fails (docs/protocol.md §6.3). */
  readonly doge: 0
}

/** pair-v2 add: amt0 pairs with the pool's stored tick0_id, whatever the payload says. */
export type PairV2AddPayload = {
  readonly p: 'pair-v2'
  readonly op: 'add'
  readonly pair_id: string
  readonly tick0_id: string
  readonly tick1_id: string
  readonly amt0: string
  readonly amt1: string
  readonly amt0_min: string
  readonly amt1_min: string
  readonly doge: 0 | 1
}

/** pair-v2 remove: burns `liquidity` LP of the pool `pair_id`. */
export type PairV2RemovePayload = {
  readonly p: 'pair-v2'
  readonly op: 'remove'
  readonly pair_id: string
  readonly tick0_id: string
  readonly tick1_id: string
  readonly liquidity: string
  readonly doge: 0 | 1
}

/** pair-v2 swap: `tick0_id` is the input; the pool's other id is the output. */
export type PairV2SwapPayload = {
  readonly p: 'pair-v2'
  readonly op: 'swap'
  readonly pair_id: string
  readonly tick0_id: string
  readonly tick1_id: string
  readonly amt0: string
  readonly amt1_min: string
  readonly doge: 0 | 1
}

/** Parameters of {@link createPairV2CreatePayload}. */
export type CreatePairV2CreatePayloadParameters = {
  readonly pairId: string
  readonly tick0Id: string
  readonly tick1Id: string
  readonly amt0: bigint
  readonly amt1: bigint
  /** Refused when true: the create would always fail (docs/protocol.md §6.3). */
  readonly doge?: boolean
}

/**
 * Builds a pair-v2 create. Checks: non-blank `pair_id`; tick ids present,
 * distinct, short ones upper-case; amounts ≥ 1; `amt0 × amt1 ≥ 1,002,001`;
 * no `doge: 1`.
 */
export function createPairV2CreatePayload({
  pairId,
  tick0Id,
  tick1Id,
  amt0,
  amt1,
  doge,
}: CreatePairV2CreatePayloadParameters): Result<
  PairV2CreatePayload,
  PayloadError
> {
  return safeTry(function* () {
    const pair = yield* checkId('pair_id', pairId)
    const [id0, id1] = yield* checkTickIdPair(tick0Id, tick1Id)
    const a0 = yield* checkAmount('amt0', amt0)
    const a1 = yield* checkAmount('amt1', amt1)
    yield* checkCreateLiquidity(amt0, amt1)
    if (doge) return err({ code: 'DOGE_NOT_SUPPORTED' as const })
    return ok({
      p: 'pair-v2' as const,
      op: 'create' as const,
      pair_id: pair,
      tick0_id: id0,
      tick1_id: id1,
      amt0: a0,
      amt1: a1,
      doge: 0 as const,
    })
  })
}

/** Parameters of {@link createPairV2AddPayload}. */
export type CreatePairV2AddPayloadParameters = {
  readonly pairId: string
  /** The pool's stored tick0_id (its order is authoritative). */
  readonly tick0Id: string
  /** The pool's stored tick1_id. */
  readonly tick1Id: string
  /** Amount of the pool's tick0, ≥ 1. */
  readonly amt0: bigint
  /** Amount of the pool's tick1, ≥ 1. */
  readonly amt1: bigint
  readonly amt0Min?: bigint
  readonly amt1Min?: bigint
  readonly doge?: boolean
}

/**
 * Builds a pair-v2 add, in the pool's stored order. pair-v2 moves the full
 * payload amounts into the reserve, so send the exact optimal pair
 * (docs/protocol.md §6.2, E17). Checks as for pair-v1 add.
 */
export function createPairV2AddPayload({
  pairId,
  tick0Id,
  tick1Id,
  amt0,
  amt1,
  amt0Min = 0n,
  amt1Min = 0n,
  doge,
}: CreatePairV2AddPayloadParameters): Result<PairV2AddPayload, PayloadError> {
  return safeTry(function* () {
    const pair = yield* checkId('pair_id', pairId)
    const [id0, id1] = yield* checkTickIdPair(tick0Id, tick1Id)
    const a0 = yield* checkAmount('amt0', amt0)
    const a1 = yield* checkAmount('amt1', amt1)
    const m0 = yield* checkAmount('amt0_min', amt0Min, { min: 0n })
    const m1 = yield* checkAmount('amt1_min', amt1Min, { min: 0n })
    yield* checkMinNotAbove('amt0_min', amt0Min, amt0)
    yield* checkMinNotAbove('amt1_min', amt1Min, amt1)
    const dogeValue = yield* checkDoge(doge, [id0, id1])
    return ok({
      p: 'pair-v2' as const,
      op: 'add' as const,
      pair_id: pair,
      tick0_id: id0,
      tick1_id: id1,
      amt0: a0,
      amt1: a1,
      amt0_min: m0,
      amt1_min: m1,
      doge: dogeValue,
    })
  })
}

/** Parameters of {@link createPairV2RemovePayload}. */
export type CreatePairV2RemovePayloadParameters = {
  readonly pairId: string
  readonly tick0Id: string
  readonly tick1Id: string
  readonly liquidity: bigint
  readonly doge?: boolean
}

/** Builds a pair-v2 remove. Checks: ids, `liquidity ≥ 1`, `doge` only with a WDOGE leg. */
export function createPairV2RemovePayload({
  pairId,
  tick0Id,
  tick1Id,
  liquidity,
  doge,
}: CreatePairV2RemovePayloadParameters): Result<
  PairV2RemovePayload,
  PayloadError
> {
  return safeTry(function* () {
    const pair = yield* checkId('pair_id', pairId)
    const [id0, id1] = yield* checkTickIdPair(tick0Id, tick1Id)
    const l = yield* checkAmount('liquidity', liquidity)
    const dogeValue = yield* checkDoge(doge, [id0, id1])
    return ok({
      p: 'pair-v2' as const,
      op: 'remove' as const,
      pair_id: pair,
      tick0_id: id0,
      tick1_id: id1,
      liquidity: l,
      doge: dogeValue,
    })
  })
}

/** Parameters of {@link createPairV2SwapPayload}. */
export type CreatePairV2SwapPayloadParameters = {
  readonly pairId: string
  /** The id paid (must be one of the pool's ids). */
  readonly tick0Id: string
  /** The id received (ignored by the indexer; sent for the wallet's display and the `doge` check). */
  readonly tick1Id: string
  readonly amt0: bigint
  /** Minimum output; pass the quote's minimum. */
  readonly amt1Min: bigint
  readonly doge?: boolean
}

/**
 * Builds a pair-v2 swap. Checks: ids, `amt0 ≥ 1`, `amt1_min ≥ 0`, `doge`
 * only with a WDOGE leg. One successful pair-v2 swap per address per block
 * (docs/protocol.md §6.2): never put two swap inputs in one transaction.
 */
export function createPairV2SwapPayload({
  pairId,
  tick0Id,
  tick1Id,
  amt0,
  amt1Min,
  doge,
}: CreatePairV2SwapPayloadParameters): Result<PairV2SwapPayload, PayloadError> {
  return safeTry(function* () {
    const pair = yield* checkId('pair_id', pairId)
    const [id0, id1] = yield* checkTickIdPair(tick0Id, tick1Id)
    const a0 = yield* checkAmount('amt0', amt0)
    const m1 = yield* checkAmount('amt1_min', amt1Min, { min: 0n })
    const dogeValue = yield* checkDoge(doge, [id0, id1])
    return ok({
      p: 'pair-v2' as const,
      op: 'swap' as const,
      pair_id: pair,
      tick0_id: id0,
      tick1_id: id1,
      amt0: a0,
      amt1_min: m1,
      doge: dogeValue,
    })
  })
}
