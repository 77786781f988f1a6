import {
  getStakeV1Claim,
  getStakeV1Owed,
  STAKE_V1_REWARD_POOL_ADDRESS,
  type StakeV1ClaimError,
  type StakeV1GetAllRewardPayload,
  type StakeV1StakePayload,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { tokenBalancesQueryOptions } from '../../lib/query/balanceQueries'
import { stakePositionsQueryOptions } from '../../lib/query/stakeQueries'
import { createSubmitFlow } from '../../lib/submit/createSubmitFlow'

type PendingBase = {
  readonly tick: string
  readonly description: MessageDescriptor
}

/** A stake, an unstake or a claim in the confirmation: what is signed. */
export type PendingStake =
  | (PendingBase & {
      readonly kind: 'stake' | 'unstake'
      readonly payload: StakeV1StakePayload
      readonly amount: bigint
    })
  | (PendingBase & {
      readonly kind: 'claim'
      readonly payload: StakeV1GetAllRewardPayload
      /** The claiming address (its position is re-read before signing). */
      readonly address: string
      readonly owed: bigint
      /** Core's claim rule: every payout ≥ 1, by tick. */
      readonly payouts: Readonly<Record<string, bigint>>
      /** The payouts changed since the confirmation opened: review again. */
      readonly changed?: boolean
    })

const samePayouts = (
  a: Readonly<Record<string, bigint>>,
  b: Readonly<Record<string, bigint>>,
) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([tick, amount]) => b[tick] === amount)

/**
 * stake-v1 through the wallet's staking method (docs/wallet.md §3.4). A
 * claim re-reads the position and the reward pool's balances before
 * signing: a claim that would now fail is refused with its reason, and
 * changed payouts are shown to confirm again.
 */
export const stakeFlow = createSubmitFlow<PendingStake, StakeV1ClaimError>({
  name: 'stake',
  sign: (wallet, pending) => wallet.createLp(pending.payload),
  protocol: () => 'stake-v1',
  payload: (pending) => pending.payload,
  describe: (pending) => pending.description,
  // Staking moves no price: the index lag does not pause it.
  pausable: false,
  async recheck(pending, { api, queryClient }) {
    if (pending.kind !== 'claim') return { kind: 'sign' }
    const [positions, poolBalances] = await Promise.all([
      queryClient.fetchQuery({
        ...stakePositionsQueryOptions(api, pending.address),
        staleTime: 0,
      }),
      queryClient.fetchQuery({
        ...tokenBalancesQueryOptions(api, STAKE_V1_REWARD_POOL_ADDRESS),
        staleTime: 0,
      }),
    ])
    const position = positions.find((p) => p.tick === pending.tick)
    const owed = position ? getStakeV1Owed(position) : 0n
    const claim = getStakeV1Claim({
      stakedTick: pending.tick,
      owed,
      poolBalances: Object.fromEntries(poolBalances),
    })
    if (claim.isErr()) return { kind: 'refused', issue: claim.error }
    if (samePayouts(claim.value, pending.payouts)) return { kind: 'sign' }
    return {
      kind: 'confirm-again',
      pending: { ...pending, owed, payouts: claim.value, changed: true },
    }
  },
})
