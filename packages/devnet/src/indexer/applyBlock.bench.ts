import { WDOGE_TICK } from '@drc20/core'
import { bench, describe } from 'vitest'
import { hashHex } from '../chain/hash.js'
import { ALICE, BOB, createTestIndex, makeTx } from '../test/indexerHarness.js'
import { applyBlock } from './applyBlock.js'

/** A block of 1,000 mixed inscriptions: mints, transfers and swaps. */
function setup() {
  const index = createTestIndex({
    UNIX: { [ALICE]: 10n ** 20n, [BOB]: 10n ** 18n },
    [WDOGE_TICK]: { [ALICE]: 10n ** 20n, [BOB]: 10n ** 18n },
  })
  index.run({
    address: ALICE,
    payload: {
      p: 'drc-20',
      op: 'deploy',
      tick: 'BENCH',
      max: '1000000000000',
      lim: '1000',
    },
  })
  index.run({
    address: ALICE,
    payload: {
      p: 'pair-v1',
      op: 'create',
      tick0: 'UNIX',
      tick1: WDOGE_TICK,
      amt0: '100000000000000',
      amt1: '50000000000000',
    },
  })
  const txs = Array.from({ length: 1000 }, (_, i) => {
    switch (i % 3) {
      case 0:
        return makeTx({
          address: BOB,
          payload: { p: 'drc-20', op: 'mint', tick: 'BENCH', amt: '1000' },
          repeat: 10,
        })
      case 1:
        return makeTx({
          address: BOB,
          funder: ALICE,
          to: BOB,
          payload: { p: 'drc-20', op: 'transfer', tick: 'UNIX', amt: '1000' },
        })
      default:
        return makeTx({
          address: BOB,
          payload: {
            p: 'pair-v1',
            op: 'swap',
            tick0: WDOGE_TICK,
            tick1: 'UNIX',
            amt0: '100000000',
            amt1_min: '0',
          },
        })
    }
  })
  return { index, txs }
}

describe('applyBlock', () => {
  let height = 1000
  bench(
    'settle a block of 1,000 inscriptions',
    () => {
      const { index, txs } = setup()
      height += 1
      applyBlock(index, {
        height: index.height + 1,
        hash: hashHex(`b${height}`),
        time: 1,
        txs,
      })
    },
    { iterations: 10 },
  )
})
