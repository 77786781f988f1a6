import {
  quoteBoxFinish,
  validateBoxContribution,
  WDOGE_TICK,
} from '@drc20/core'
import { describe, expect, it } from 'vitest'
import { createDevnet, type Devnet } from '../createDevnet.js'
import { WALLET_ACCOUNTS } from '../seed/accounts.js'
import { getBalance } from './state.js'

const ALICE = WALLET_ACCOUNTS[0]?.address ?? ''
const BOB = WALLET_ACCOUNTS[1]?.address ?? ''
const AMT0 = 1_000n
const MAX = 2_000n

/** An in-process devnet of its own (a stall would halt a shared one). */
function boxWorld(contributions: readonly [string, bigint][]): {
  devnet: Devnet
  liqblock: number
} {
  const devnet = createDevnet({ scale: 'empty' })
  const send = (address: string, payload: Record<string, unknown>) => {
    const submitted = devnet.submit({ address, payloads: [payload] })
    expect(submitted.ok).toBe(true)
  }
  for (const address of [ALICE, BOB])
    send(address, { p: 'wdoge', op: 'deposit', amt: '10000000000' })
  devnet.mine(2)
  const liqblock = devnet.heights().chainHeight + 12
  send(ALICE, {
    p: 'box-v1',
    op: 'deploy',
    tick0: 'DUST',
    tick1: WDOGE_TICK,
    max: String(MAX),
    amt0: String(AMT0),
    liqblock,
  })
  devnet.mine(2)
  for (const [address, amt1] of contributions)
    send(address, {
      p: 'box-v1',
      op: 'mint',
      tick0: 'DUST',
      amt1: String(amt1),
    })
  devnet.mine(2)
  return { devnet, liqblock }
}

describe('box-v1 finish on the devnet', () => {
  it('default: a box whose shares are all ≥ 1 finishes at liqblock as core quotes it', () => {
    const contributions: [string, bigint][] = [
      [ALICE, 1_000_000_000n],
      [BOB, 3_000_000_000n],
    ]
    const { devnet, liqblock } = boxWorld(contributions)
    devnet.mine(liqblock - devnet.heights().chainHeight + 1)
    const index = devnet.index()
    expect(index.height).toBe(liqblock)
    expect(index.boxes.get('DUST')?.finished).toBe(true)
    const quote = quoteBoxFinish({
      amount0: AMT0,
      max: MAX,
      contributions: contributions.map(([, c]) => c),
    })._unsafeUnwrap()
    expect(getBalance(index, 'DUST', ALICE)).toBe(quote.shares[0])
    expect(getBalance(index, 'DUST', BOB)).toBe(quote.shares[1])
    expect(index.defects).toEqual([])
  })

  it('behavior: a dust contribution fails the finish and the index stalls at liqblock', () => {
    // 1 × 1000 // 1,000,000,001 = 0: core's guard refuses the dust.
    expect(
      validateBoxContribution({
        amount0: AMT0,
        max: MAX,
        contributions: [1_000_000_000n],
        contribution: 1n,
      })._unsafeUnwrapErr().code,
    ).toBe('CONTRIBUTION_TOO_SMALL')
    const { devnet, liqblock } = boxWorld([
      [ALICE, 1_000_000_000n],
      [BOB, 1n],
    ])
    devnet.mine(liqblock - devnet.heights().chainHeight + 1)
    // The live indexer retries liqblock for ever: nothing after it indexes.
    devnet.submit({
      address: BOB,
      payloads: [
        { p: 'drc-20', op: 'deploy', tick: 'AFTER', max: '10', lim: '1' },
      ],
    })
    devnet.mine(5)
    const index = devnet.index()
    expect(devnet.heights()).toEqual({
      chainHeight: liqblock + 6,
      indexHeight: liqblock - 1,
    })
    expect(index.boxes.get('DUST')?.finished).toBe(false)
    expect(index.tokens.has('AFTER')).toBe(false)
    expect(index.defects).toEqual([
      {
        txHash: '',
        height: liqblock,
        kind: 'stall',
        message: `indexer stalled at block ${liqblock}: box-v1 DUST finish failed: transfer amt < 0`,
      },
    ])
  })
})
