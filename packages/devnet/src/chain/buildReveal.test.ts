import { getWalletDogeCosts, WDOGE_TICK } from '@drc20/core'
import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { NETWORK_FEE } from '../createDevnet.js'
import { WALLET_ACCOUNTS } from '../seed/accounts.js'
import { buildRevealOutputs } from './buildReveal.js'

const ACTOR = WALLET_ACCOUNTS[0]?.address ?? ''
const OTHER = WALLET_ACCOUNTS[1]?.address ?? ''
const W = WDOGE_TICK

const amount = fc.bigInt({ min: 1n, max: 10n ** 15n }).map(String)
const payloads = fc.record({
  p: fc.constantFrom(
    'drc-20',
    'pair-v1',
    'pair-v2',
    'wdoge',
    'order-v1',
    'order-v2',
    'stake-v1',
    'stake-v2',
    'box-v1',
    'file',
    'nft/ai',
  ),
  op: fc.constantFrom(
    'deploy',
    'mint',
    'transfer',
    'create',
    'add',
    'remove',
    'swap',
    'deposit',
    'withdraw',
    'trade',
    'cancel',
  ),
  tick0: fc.constantFrom(W, 'UNIX', 'CARDI'),
  tick1: fc.constantFrom(W, 'UNIX', 'CARDI'),
  tick0_id: fc.constantFrom(W, 'UNIX'),
  tick1_id: fc.constantFrom(W, 'CARDI'),
  amt0: amount,
  amt1: amount,
  amt: amount,
  doge: fc.constantFrom(0, 1),
})

describe(buildRevealOutputs, () => {
  test.prop(
    [
      payloads,
      fc.constantFrom(undefined, ACTOR, OTHER),
      fc.integer({ min: 1, max: 30 }),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: the DOGE the simulated wallet spends is what core previews',
    (payload, to, repeat) => {
      const outputs = buildRevealOutputs({
        actor: ACTOR,
        payloads: [payload],
        ...(to === undefined ? {} : { to }),
        repeat,
      })
      const preview = getWalletDogeCosts({
        payload,
        sender: ACTOR,
        to,
        repeat,
      })._unsafeUnwrap()
      // Output for output, in the reveal's order.
      expect(outputs.map((o) => o.amount)).toEqual(
        preview.outputs.map((o) => o.amount),
      )
      expect(outputs.map((o) => o.address === ACTOR)).toEqual(
        preview.outputs.map((o) => o.toSender),
      )
      // What the devnet takes from the sender (createDevnet's submit and
      // block application): every output not to the sender, and its fee.
      const spent = outputs
        .filter((o) => o.address !== ACTOR)
        .reduce((sum, o) => sum + o.amount, NETWORK_FEE)
      expect(spent).toBe(preview.paid)
    },
  )
})
