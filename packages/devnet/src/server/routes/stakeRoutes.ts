import { STAKE_V1_LP_TICK, STAKE_V1_REWARD_TICK, WDOGE_TICK } from '@drc20/core'
import { STAKE_REWARD_POOL } from '../../indexer/constants.js'
import { getBalance, type StakeOrderRow } from '../../indexer/state.js'
import { failure, ok, okPageV4, str } from '../envelope.js'
import type { RouteTable } from '../routeTypes.js'
import { common } from './orderRows.js'
import { eq } from './query.js'
import { type Row, single, viaV4 } from './v3Compat.js'

const stakeOrder = (r: StakeOrderRow) => ({
  id: r.id,
  order_id: r.order_id,
  op: r.op,
  tick: r.tick,
  amt: r.amt.toString(),
  ...common(r),
  stake_reward_infos: null,
})

const v4: RouteTable = {
  '/v4/stake/order': {
    bind: '400/c500',
    handle(body, ctx) {
      const rows = ctx.devnet
        .index()
        .stakeOrders.filter(
          (r) =>
            eq(body, 'tick', r.tick) &&
            eq(body, 'holder_address', r.holder_address) &&
            eq(body, 'tx_hash', r.tx_hash) &&
            eq(body, 'block_number', r.block_number),
        )
      return okPageV4(body, rows, 10, stakeOrder)
    },
  },
  '/v4/stake/collect': {
    bind: '400/c500',
    handle(body, ctx) {
      const rows = [...ctx.devnet.index().stakePools.values()].filter((p) =>
        eq(body, 'tick', p.tick),
      )
      const positions = ctx.devnet.index().stakePositions
      return okPageV4(body, rows, 50, (p, i) => ({
        id: i + 1,
        tick: p.tick,
        amt: p.amt.toString(),
        reward: p.reward.toString(),
        reserves_address: p.reservesAddress,
        // The pool's holder count: positions with something staked.
        holders: [...(positions.get(p.tick)?.values() ?? [])].filter(
          (position) => position.amt > 0n,
        ).length,
        update_date: p.updateTime,
        create_date: p.createTime,
        // Devnet addition (the live API has no schedule columns).
        end_block: p.endHeight,
        reward_per_block: p.rewardPerBlock.toString(),
      }))
    },
  },
  '/v4/stake/collect-address': {
    bind: '400/c500',
    handle(body, ctx) {
      const rows = [...ctx.devnet.index().stakePositions.values()]
        .flatMap((m) => [...m.values()])
        .filter(
          (p) =>
            eq(body, 'tick', p.tick) && eq(body, 'holder_address', p.holder),
        )
      return okPageV4(body, rows, 10, (p, i) => ({
        id: i + 1,
        tick: p.tick,
        amt: p.amt.toString(),
        reward: p.reward.toString(),
        received_reward: p.receivedReward.toString(),
        holder_address: p.holder,
        cardi_amt: null,
        update_date: p.updateTime,
        create_date: p.createTime,
      }))
    },
  },
  '/v4/stake/reward': {
    bind: '400/c500',
    handle(body, ctx) {
      const state = ctx.devnet.index()
      const tick = str(body, 'tick')
      const p = state.stakePositions.get(tick)?.get(str(body, 'holder_address'))
      if (!p) return failure('200/c500', 'record not found')
      const pending = p.reward - p.receivedReward
      if (tick === STAKE_V1_LP_TICK) {
        return ok([
          {
            tick: WDOGE_TICK,
            total_reward_pool: null,
            reward: pending,
            received_reward: null,
          },
        ])
      }
      const unix = getBalance(state, STAKE_V1_REWARD_TICK, STAKE_REWARD_POOL)
      const rows = []
      for (const t of state.addressTicks.get(STAKE_REWARD_POOL) ?? []) {
        if (t === STAKE_V1_REWARD_TICK || t === WDOGE_TICK || unix === 0n)
          continue
        const held = getBalance(state, t, STAKE_REWARD_POOL)
        rows.push({
          tick: t,
          total_reward_pool: (held * p.reward) / unix,
          reward: (held * pending) / unix,
          received_reward: (held * p.receivedReward) / unix,
        })
      }
      rows.push({
        tick: STAKE_V1_REWARD_TICK,
        total_reward_pool: p.reward,
        reward: pending,
        received_reward: p.receivedReward,
      })
      return ok(rows)
    },
  },
  '/v4/stake/total': {
    bind: '400/c500',
    handle(_b, ctx) {
      const rows = [...ctx.devnet.index().stakePools.values()].map((p) => {
        const fits = p.amt < 2n ** 63n && p.reward < 2n ** 63n
        return {
          tick: p.tick,
          amt: fits ? p.amt : 0n,
          reward: fits ? p.reward : 0n,
          holders: 0,
        }
      })
      return ok(rows, rows.length)
    },
  },
}

const v3: RouteTable = {
  '/v3/stake/all': viaV4(v4['/v4/stake/collect'], '400/c500', (r) => {
    const { end_block: _e, reward_per_block: _r, ...rest } = r
    return {
      ...rest,
      id: 0,
      reserves_address: '',
      update_date: 0,
      create_date: 0,
    }
  }),
  '/v3/stake/tick': single(
    viaV4(v4['/v4/stake/collect'], '400/c500', (r) => ({
      tick: r.tick,
      amt: r.amt,
      reward: r.reward,
    })),
    '400/c500',
    () => failure('400/c500', 'not found'),
  ),
  '/v3/stake/reward': viaV4(v4['/v4/stake/reward'], '400/c500', (r) => r),
  '/v3/stake/holders': viaV4(
    v4['/v4/stake/collect-address'],
    '200/c500',
    (r) => ({ ...r, id: 0 }),
  ),
  '/v3/stake/address/tick': viaV4(
    v4['/v4/stake/collect-address'],
    '400/c500',
    (r) => ({ ...r, id: 0 }),
  ),
  '/v3/stake/order': viaV4(v4['/v4/stake/order'], '400/c500', (r) => ({
    ...r,
    id: 0,
  })),
  '/v3/stake/order/id': {
    bind: '400/c500',
    needsBody: true,
    handle(body, ctx) {
      const r = ctx.devnet
        .index()
        .stakeOrders.find((x) => x.order_id === str(body, 'order_id'))
      if (!r) return ok(null)
      const rows = (
        v4['/v4/stake/order']?.handle({ tx_hash: r.tx_hash }, ctx).body as
          | { data?: Row[] }
          | undefined
      )?.data
      return ok(rows?.[0] ? { ...rows[0], id: 0 } : null)
    },
  },
}

/** stake-v1 pools, positions, rewards and operations (docs/api.md §8.9). */
export const stakeRoutes: RouteTable = { ...v4, ...v3 }
