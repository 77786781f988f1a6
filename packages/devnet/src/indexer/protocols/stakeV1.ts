import type { Block } from '../../chain/types.js'
import { CARDI_TICK, STAKE_REWARD_POOL } from '../constants.js'
import {
  Ignored,
  type RawPayload,
  readAmount,
  readString,
  upperTick,
} from '../decodePayload.js'
import { deriveLedgerAddress } from '../deriveLedgerAddress.js'
import {
  stakeBlockRewards,
  stakeClaimPayouts,
} from '../settlement/marketMath.js'
import {
  atomically,
  getBalance,
  hasBalanceRow,
  type IndexerState,
  putEntry,
  SettlementFailure,
  type StakeOrderRow,
  type StakePosition,
  transfer,
} from '../state.js'
import { fail, orderCommon, type TxContext } from '../txContext.js'

const VERIFY = 'VerifyStake err: '
const NOT_FOUND = 'the contract does not exist err record not found'

/**
 * Per-block reward accrual (scheduled work). docs/protocol.md §11.3: the live
 * indexer has it switched off; the product shows per-block rewards and an
 * "activity ended" state, so the devnet runs the legacy job with a reward
 * per block and an end height per pool (CARDI boosts included).
 */
export function accrueStakeRewards(state: IndexerState, block: Block): void {
  for (const pool of state.stakePools.values()) {
    if (block.height > pool.endHeight || pool.amt === 0n) continue
    const positions = state.stakePositions.get(pool.tick)
    if (!positions) continue
    const stakers = [...positions.values()].filter((p) => p.amt > 0n)
    if (stakers.length === 0) continue
    const rewards = stakeBlockRewards(
      stakers.map((p) => ({
        amount: p.amt,
        cardi: getBalance(state, CARDI_TICK, p.holder),
      })),
      pool.rewardPerBlock,
    )
    stakers.forEach((p, i) => {
      const reward = rewards[i] ?? 0n
      if (reward > 0n)
        positions.set(p.holder, { ...p, reward: p.reward + reward })
    })
    state.stakePools.set(pool.tick, {
      ...pool,
      reward: pool.reward + pool.rewardPerBlock,
    })
  }
}

function setPosition(state: IndexerState, position: StakePosition): void {
  let byHolder = state.stakePositions.get(position.tick)
  if (!byHolder) {
    byHolder = new Map()
    state.stakePositions.set(position.tick, byHolder)
  }
  putEntry(state, byHolder, position.holder, position)
}

/** stake-v1 stake / unstake / getallreward (docs/protocol.md §11). */
export function applyStakeV1(ctx: TxContext, payload: RawPayload): void {
  const { state, tx, actor, block } = ctx
  if (tx.funder !== actor) {
    throw new Ignored('the address is not the same as the previous transaction')
  }
  const op = readString(payload, 'op')
  const tick = upperTick(readString(payload, 'tick'))
  const amt = op === 'getallreward' ? 0n : readAmount(payload, 'amt')
  const row: StakeOrderRow = { ...orderCommon(ctx, op, actor), tick, amt }
  const pool = state.stakePools.get(tick)
  const position = state.stakePositions.get(tick)?.get(actor)
  // VerifyStake, then the settlement step with its own prefix.
  const failure = ((): string | null => {
    if (op === 'stake') {
      if (amt < 1n) return 'the amount of tokens exceeds the 0'
      if (!hasBalanceRow(state, tick, actor)) return NOT_FOUND
      if (amt > getBalance(state, tick, actor))
        return 'the amount of tokens exceeds the balance'
      return null
    }
    if (op === 'unstake') {
      if (amt < 1n) return 'the amount of tokens exceeds the 0'
      if (!position) return NOT_FOUND
      if (amt > position.amt) return 'the amount of tokens exceeds the balance'
      return null
    }
    if (op === 'getallreward') return position ? null : NOT_FOUND
    return 'do not support the type of tokens'
  })()
  if (failure !== null) {
    state.stakeOrders.push(fail(row, VERIFY + failure))
    return
  }
  const step =
    op === 'stake'
      ? 'stakeStake err: '
      : op === 'unstake'
        ? 'stakeUnStake err: '
        : 'stakeGetAllReward err: '
  try {
    if (op === 'stake' || op === 'unstake') {
      atomically(state, () => {
        const sign = op === 'stake' ? 1n : -1n
        const escrow =
          pool?.reservesAddress ?? deriveLedgerAddress(`${tick}--STAKE`)
        if (op === 'stake') transfer(state, tick, actor, escrow, amt, tx.txHash)
        else transfer(state, tick, escrow, actor, amt, tx.txHash)
        // The pool must be configured in the indexer's data (11.2).
        if (!pool) {
          throw new SettlementFailure(
            'StakeStake FindStakeCollectByTick err: record not found',
          )
        }
        setPosition(state, {
          tick,
          holder: actor,
          amt: (position?.amt ?? 0n) + sign * amt,
          reward: position?.reward ?? 0n,
          receivedReward: position?.receivedReward ?? 0n,
          createTime: position?.createTime ?? block.time,
          updateTime: block.time,
        })
        putEntry(state, state.stakePools, tick, {
          ...pool,
          amt: pool.amt + sign * amt,
          updateTime: block.time,
        })
      })
    } else if (position) {
      const owed = position.reward - position.receivedReward
      const poolBalances = new Map<string, bigint>()
      for (const t of state.addressTicks.get(STAKE_REWARD_POOL) ?? []) {
        poolBalances.set(t, getBalance(state, t, STAKE_REWARD_POOL))
      }
      atomically(state, () => {
        // [quirk] 11.2: a payout of 0 is a transfer of 0, which fails the claim.
        for (const [t, payout] of stakeClaimPayouts(tick, owed, poolBalances)) {
          transfer(state, t, STAKE_REWARD_POOL, actor, payout, tx.txHash)
        }
        setPosition(state, {
          ...position,
          receivedReward: position.reward,
          updateTime: block.time,
        })
      })
      row.amt = owed
    }
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error
    state.stakeOrders.push(fail(row, step + error.errInfo))
    return
  }
  state.stakeOrders.push(row)
}
