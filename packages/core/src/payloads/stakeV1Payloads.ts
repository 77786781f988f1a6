import { ok, type Result, safeTry } from 'neverthrow'
import { checkAmount, checkTick } from './payloadChecks.js'
import type { PayloadError } from './payloadError.js'

/** stake-v1 stake / unstake: moves `amt` of `tick` into or out of `addr(TICK + "--STAKE")`. */
export type StakeV1StakePayload = {
  readonly p: 'stake-v1'
  readonly op: 'stake' | 'unstake'
  readonly tick: string
  readonly amt: string
}

/** stake-v1 getallreward: claims what is owed for `tick` (no `amt`). */
export type StakeV1GetAllRewardPayload = {
  readonly p: 'stake-v1'
  readonly op: 'getallreward'
  readonly tick: string
}

/** Parameters of {@link createStakeV1StakePayload}. */
export type CreateStakeV1StakePayloadParameters = {
  readonly op: 'stake' | 'unstake'
  readonly tick: string
  /** ≥ 1. */
  readonly amt: bigint
}

/** Builds a stake-v1 stake or unstake. Checks: tick present, `amt ≥ 1`. */
export function createStakeV1StakePayload({
  op,
  tick,
  amt,
}: CreateStakeV1StakePayloadParameters): Result<
  StakeV1StakePayload,
  PayloadError
> {
  return safeTry(function* () {
    const t = yield* checkTick('tick', tick)
    const a = yield* checkAmount('amt', amt)
    return ok({ p: 'stake-v1' as const, op, tick: t, amt: a })
  })
}

/** Parameters of {@link createStakeV1GetAllRewardPayload}. */
export type CreateStakeV1GetAllRewardPayloadParameters = {
  readonly tick: string
}

/**
 * Builds a stake-v1 claim. Offer it only when every payout is ≥ 1: a zero
 * payout fails the whole claim (docs/protocol.md §11.2).
 */
export function createStakeV1GetAllRewardPayload({
  tick,
}: CreateStakeV1GetAllRewardPayloadParameters): Result<
  StakeV1GetAllRewardPayload,
  PayloadError
> {
  return checkTick('tick', tick).map((t) => ({
    p: 'stake-v1' as const,
    op: 'getallreward' as const,
    tick: t,
  }))
}
