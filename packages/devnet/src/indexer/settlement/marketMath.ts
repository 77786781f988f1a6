/*
 * Devnet settlement transcription, deliberately separate from @drc20/core
 * (see README.md in this folder): order-v1, box-v1 and stake-v1 arithmetic.
 */
import { WDOGE } from './constants.js'

/**
 * order-v1 trade (ExchangeTrade): `get = amt1 × A0 // A1`, capped at the
 * remainder `A0 − F0`. The buyer pays all of amt1 either way.
 */
export function orderTradeGet(
  amount0: bigint,
  amount1: bigint,
  filled0: bigint,
  amt1: bigint,
): bigint {
  const remaining = amount0 - filled0
  const get = (amt1 * amount0) / amount1
  if (get > remaining) return remaining
  return get
}

/** box-v1 finish share (BoxFinish): `c × amt0 // Σc`. */
export function boxShare(
  contribution: bigint,
  amount0: bigint,
  total: bigint,
): bigint {
  return (contribution * amount0) / total
}

const STAKE_LP = 'UNIX-SWAP-WDOGE(WRAPPED-DOGE)'
const STAKE_UNIX = 'UNIX'

/**
 * stake-v1 `getallreward` payouts (StakeGetRewardV1), in transfer order:
 * the LP pool's stakers get `owed` WDOGE; others get, for each token the
 * reward pool holds (balance ≠ 0) other than UNIX and WDOGE,
 * `balance × owed // balance(UNIX)`, then `owed` UNIX. A payout of 0 is
 * kept: its transfer is what fails the claim.
 */
export function stakeClaimPayouts(
  stakedTick: string,
  owed: bigint,
  pool: ReadonlyMap<string, bigint>,
): readonly (readonly [string, bigint])[] {
  if (stakedTick === STAKE_LP) return [[WDOGE, owed]]
  const unix = pool.get(STAKE_UNIX) ?? 0n
  const payouts: (readonly [string, bigint])[] = []
  for (const [tick, balance] of pool) {
    if (tick === STAKE_UNIX || tick === WDOGE || balance === 0n) continue
    payouts.push([tick, unix === 0n ? 0n : (balance * owed) / unix])
  }
  payouts.push([STAKE_UNIX, owed])
  return payouts
}

/** The legacy CARDI boost: 10/15/25/35/50 % from 2,000/5,000/10,000/50,000/100,000 CARDI. */
function cardiBoostPercent(cardi: bigint): bigint {
  if (cardi >= 10_000_000_000_000n) return 50n
  if (cardi >= 5_000_000_000_000n) return 35n
  if (cardi >= 1_000_000_000_000n) return 25n
  if (cardi >= 500_000_000_000n) return 15n
  if (cardi >= 200_000_000_000n) return 10n
  return 0n
}

/**
 * One block of the devnet's stake-v1 accrual (docs/protocol.md §11.3: switched
 * off on the live indexer; the devnet runs it per pool): each staker's
 * boosted stake `amt × (100 + boost) // 100`, a share `eff × R // Σeff`,
 * and the pool's last staker takes what rounding left.
 */
export function stakeBlockRewards(
  stakers: readonly { readonly amount: bigint; readonly cardi: bigint }[],
  rewardPerBlock: bigint,
): readonly bigint[] {
  const effective = stakers.map(
    (s) => (s.amount * (100n + cardiBoostPercent(s.cardi))) / 100n,
  )
  let total = 0n
  for (const e of effective) total += e
  if (total === 0n) return stakers.map(() => 0n)
  const rewards = effective.map((e) => (e * rewardPerBlock) / total)
  let paid = 0n
  for (let i = 0; i < rewards.length - 1; i++) paid += rewards[i] as bigint
  rewards[rewards.length - 1] = rewardPerBlock - paid
  return rewards
}
