import { accrueStakeV1Block, getStakeV1Claim } from '@drc20/core'
import type { Block } from '../../chain/types.js'
import { CARDI_TICK, STAKE_REWARD_POOL } from '../constants.js'
import {
  Ignored,
  type RawPayload,
  readAmount,
  readString,
  upperTick,
} from '../decodePayload.js'
import {
  atomically,
  getBalance,
  type IndexerState,
  putEntry,
  SettlementFailure,
  type StakeOrderRow,
  type StakePosition,
  transfer,
} from '../state.js'
import { fail, orderCommon, type TxContext } from '../txContext.js'

const VERIFY = 'VerifyStake err: '

/**
 * Per-block reward accrual (scheduled work). protocol.md 11.3: the live
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
    const rewards = accrueStakeV1Block({
      stakers: stakers.map((p) => ({
        address: p.holder,
        amount: p.amt,
        cardi: getBalance(state, CARDI_TICK, p.holder),
      })),
      rewardPerBlock: pool.rewardPerBlock,
    })
    rewards.forEach(({ address, reward }) => {
      const p = positions.get(address)
      if (p && reward > 0n)
        positions.set(address, { ...p, reward: p.reward + reward })
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

/** stake-v1 stake / unstake / getallreward (protocol.md 11). */
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
  try {
    if (op === 'stake' || op === 'unstake') {
      if (amt < 1n)
        throw new SettlementFailure(
          `${VERIFY}the amount of tokens exceeds the 0`,
        )
      if (!pool) {
        throw new SettlementFailure(
          'StakeStake FindStakeCollectByTick err: record not found',
        )
      }
      if (op === 'stake' && getBalance(state, tick, actor) < amt) {
        throw new SettlementFailure(
          `${VERIFY}the amount of tokens exceeds the balance`,
        )
      }
      if (op === 'unstake' && (position?.amt ?? 0n) < amt) {
        throw new SettlementFailure(
          `${VERIFY}the amount of tokens exceeds the balance`,
        )
      }
      atomically(state, () => {
        const sign = op === 'stake' ? 1n : -1n
        if (op === 'stake')
          transfer(state, tick, actor, pool.reservesAddress, amt, tx.txHash)
        else transfer(state, tick, pool.reservesAddress, actor, amt, tx.txHash)
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
    } else if (op === 'getallreward') {
      if (!position) {
        throw new SettlementFailure(
          'StakeGetReward FindStakeCollectAddress err: record not found',
        )
      }
      const owed = position.reward - position.receivedReward
      const poolBalances: Record<string, bigint> = {}
      for (const t of state.addressTicks.get(STAKE_REWARD_POOL) ?? []) {
        poolBalances[t] = getBalance(state, t, STAKE_REWARD_POOL)
      }
      const claim = getStakeV1Claim({ stakedTick: tick, owed, poolBalances })
      if (claim.isErr()) {
        throw new SettlementFailure(
          claim.error.code === 'ZERO_PAYOUT'
            ? 'StakeGetReward err: transfer amt < 0'
            : `StakeGetReward err: insufficient balance : ${claim.error.tick} ${STAKE_REWARD_POOL}`,
        )
      }
      atomically(state, () => {
        for (const [t, payout] of Object.entries(claim.value)) {
          transfer(state, t, STAKE_REWARD_POOL, actor, payout, tx.txHash)
        }
        setPosition(state, {
          ...position,
          receivedReward: position.reward,
          updateTime: block.time,
        })
      })
      row.amt = owed
    } else {
      throw new SettlementFailure(`${VERIFY}do not support the type of tokens`)
    }
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error
    state.stakeOrders.push(fail(row, error.errInfo))
    return
  }
  state.stakeOrders.push(row)
}
