import { WDOGE_TICK } from '@drc20/core'
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import {
  ALICE,
  BOB,
  CAROL,
  createTestIndex,
  type TxSpec,
} from '../test/indexerHarness.js'
import { applyBlock } from './applyBlock.js'
import type { IndexerState } from './state.js'

const W = WDOGE_TICK
const LP = `UNIX-SWAP-${W}`
const actors = [ALICE, BOB, CAROL]

const amount = fc.bigInt({ min: 0n, max: 10n ** 13n }).map((n) => n.toString())
const op: fc.Arbitrary<TxSpec> = fc.oneof(
  fc.record({
    address: fc.constantFrom(...actors),
    payload: fc.record({
      p: fc.constant('pair-v1'),
      op: fc.constant('swap'),
      tick0: fc.constantFrom('UNIX', W),
      tick1: fc.constantFrom('UNIX', W),
      amt0: amount,
      amt1_min: fc.constant('0'),
    }),
  }),
  fc.record({
    address: fc.constantFrom(...actors),
    payload: fc.record({
      p: fc.constant('pair-v1'),
      op: fc.constant('add'),
      tick0: fc.constant('UNIX'),
      tick1: fc.constant(W),
      amt0: amount,
      amt1: amount,
      amt0_min: fc.constant('0'),
      amt1_min: fc.constant('0'),
    }),
  }),
  fc.record({
    address: fc.constantFrom(...actors),
    payload: fc.record({
      p: fc.constant('pair-v1'),
      op: fc.constant('remove'),
      tick0: fc.constant('UNIX'),
      tick1: fc.constant(W),
      liquidity: amount,
    }),
  }),
  fc
    .tuple(
      fc.constantFrom(...actors),
      fc.constantFrom(...actors),
      fc.constantFrom('UNIX', W, LP),
      amount,
    )
    .map(
      ([from, to, tick, amt]): TxSpec => ({
        address: to,
        funder: from,
        to,
        payload: { p: 'drc-20', op: 'transfer', tick, amt },
      }),
    ),
)

function supplyMatchesBalances(state: IndexerState): void {
  for (const tick of ['UNIX', W, LP]) {
    let sum = 0n
    for (const v of state.balances.get(tick)?.values() ?? []) {
      expect(v).toBeGreaterThanOrEqual(0n)
      sum += v
    }
    expect(sum).toBe(state.tokens.get(tick)?.minted ?? 0n)
  }
}

describe(applyBlock, () => {
  test.prop([fc.array(fc.array(op, { maxLength: 6 }), { maxLength: 6 })])(
    'property: settlement conserves every supply, balances stay ≥ 0 and the pool never drains',
    (blocks) => {
      const index = createTestIndex({
        UNIX: { [ALICE]: 10n ** 14n, [BOB]: 10n ** 13n, [CAROL]: 10n ** 12n },
        [W]: { [ALICE]: 10n ** 14n, [BOB]: 10n ** 13n, [CAROL]: 10n ** 12n },
      })
      index.run({
        address: ALICE,
        payload: {
          p: 'pair-v1',
          op: 'create',
          tick0: 'UNIX',
          tick1: W,
          amt0: '10000000000000',
          amt1: '5000000000000',
        },
      })
      for (const specs of blocks) {
        index.run(...specs)
        supplyMatchesBalances(index)
        const pool = index.poolsV1.get(LP)
        expect(
          index.balances.get('UNIX')?.get(pool?.reservesAddress ?? ''),
        ).toBeGreaterThan(0n)
        expect(index.balances.get(LP)?.get(pool?.reservesAddress ?? '')).toBe(
          1000n,
        )
      }
    },
  )
})
