import { fc, test } from '@fast-check/vitest'
import type { Result } from 'neverthrow'
import { describe, expect } from 'vitest'
import {
  createBoxV1DeployPayload,
  createBoxV1MintPayload,
} from './boxV1Payloads.js'
import {
  createDrc20DeployPayload,
  createDrc20MintPayload,
  createDrc20TransferPayload,
} from './drc20Payloads.js'
import { createFileTransferPayload } from './filePayloads.js'
import type { InscriptionPayload } from './inscriptionPayload.js'
import {
  createNftDeployPayload,
  createNftMintPayload,
  createNftTransferPayload,
} from './nftPayloads.js'
import {
  createOrderV1CancelPayload,
  createOrderV1CreatePayload,
  createOrderV1TradePayload,
} from './orderV1Payloads.js'
import {
  createOrderV2CancelPayload,
  createOrderV2CreatePayload,
  createOrderV2TradePayload,
} from './orderV2Payloads.js'
import {
  createPairV1AddPayload,
  createPairV1CreatePayload,
  createPairV1RemovePayload,
  createPairV1SwapPayload,
} from './pairV1Payloads.js'
import {
  createPairV2AddPayload,
  createPairV2CreatePayload,
  createPairV2RemovePayload,
  createPairV2SwapPayload,
} from './pairV2Payloads.js'
import type { PayloadError } from './payloadError.js'
import { serializePayload } from './serializePayload.js'
import {
  createStakeV1GetAllRewardPayload,
  createStakeV1StakePayload,
} from './stakeV1Payloads.js'
import {
  createWdogeDepositPayload,
  createWdogeWithdrawPayload,
} from './wdogePayloads.js'

// docs/protocol.md §1.2: amounts are JSON strings of base-10 integers; these
// fields are JSON integers. A payload breaking either is ignored on-chain.
const AMOUNT_KEYS = new Set([
  'amt',
  'max',
  'lim',
  'amt0',
  'amt1',
  'amt0_min',
  'amt1_min',
  'liquidity',
  'liqamt',
])
const INTEGER_KEYS = new Set([
  'dec',
  'doge',
  'liqblock',
  'total',
  'seed',
  'tick_id',
  'repeat',
])

function expectWireTypes(result: Result<InscriptionPayload, PayloadError>) {
  if (result.isErr()) {
    expect(typeof result.error.code).toBe('string')
    return
  }
  const wire = JSON.parse(serializePayload(result.value)) as Record<
    string,
    unknown
  >
  expect(wire).toEqual(result.value)
  for (const [key, value] of Object.entries(wire)) {
    if (AMOUNT_KEYS.has(key)) {
      expect(value).toMatch(/^\d+$/)
      const minimum = key.endsWith('_min') ? 0n : 1n
      expect(BigInt(value as string) >= minimum).toBe(true)
    } else if (INTEGER_KEYS.has(key)) {
      expect(Number.isSafeInteger(value)).toBe(true)
    } else {
      expect(typeof value).toBe('string')
    }
  }
}

const text = fc.oneof(
  fc.string(),
  fc.constantFrom('UNIX', 'wdoge(wrapped-doge)', 'WDOGE(WRAPPED-DOGE)', 'ab'),
  fc.constantFrom(
    'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk',
    'ab'.repeat(32),
    'a201fe3965707b4865e3b82a2d761650c551b50d5f273d00fdbb8837dc199888',
  ),
)
const amount = fc.oneof(
  fc.bigInt({ min: -5n, max: 10n ** 42n }),
  fc.constantFrom(0n, 1n, 1000n, 1001n, 100_000_000n),
)
const integer = fc.oneof(
  fc.integer({ min: -3, max: 40 }),
  fc.double(),
  fc.constant(Number.MAX_SAFE_INTEGER + 1),
)
const flag = fc.option(fc.boolean(), { nil: undefined })

describe('payload builders', () => {
  test.prop([text, text, text, amount, amount, amount, amount, integer, flag])(
    'property: total, and every ok payload has the indexer JSON types',
    (a, b, c, x, y, m0, m1, n, doge) => {
      const results = [
        createDrc20DeployPayload({ tick: a, max: x, lim: y, dec: n }),
        createDrc20DeployPayload({ tick: a, max: x, lim: y }),
        createDrc20MintPayload({ tick: a, amt: x, repeat: n }),
        createDrc20TransferPayload({ tick: a, amt: x, to: b }),
        createPairV1CreatePayload({
          tick0: a,
          tick1: b,
          amt0: x,
          amt1: y,
          doge,
        }),
        createPairV1AddPayload({
          tick0: a,
          tick1: b,
          amt0: x,
          amt1: y,
          amt0Min: m0,
          amt1Min: m1,
          doge,
        }),
        createPairV1RemovePayload({ tick0: a, tick1: b, liquidity: x, doge }),
        createPairV1SwapPayload({
          tick0: a,
          tick1: b,
          amt0: x,
          amt1: y,
          amt1Min: m1,
          doge,
        }),
        createPairV2CreatePayload({
          pairId: c,
          tick0Id: a,
          tick1Id: b,
          amt0: x,
          amt1: y,
          doge,
        }),
        createPairV2AddPayload({
          pairId: c,
          tick0Id: a,
          tick1Id: b,
          amt0: x,
          amt1: y,
          amt0Min: m0,
          amt1Min: m1,
          doge,
        }),
        createPairV2RemovePayload({
          pairId: c,
          tick0Id: a,
          tick1Id: b,
          liquidity: x,
          doge,
        }),
        createPairV2SwapPayload({
          pairId: c,
          tick0Id: a,
          tick1Id: b,
          amt0: x,
          amt1Min: m1,
          doge,
        }),
        createWdogeDepositPayload({ amt: x }),
        createWdogeWithdrawPayload({ amt: x }),
        createOrderV1CreatePayload({ tick0: a, tick1: b, amt0: x, amt1: y }),
        createOrderV1TradePayload({ exid: c, amt1: y, maker: a, buyer: b }),
        createOrderV1CancelPayload({ exid: c, amt0: x }),
        createOrderV2CreatePayload({ fileId: c, tick: a, amt: x }),
        createOrderV2TradePayload({ exId: c, tick: a, amt: x }),
        createOrderV2CancelPayload({ exId: c }),
        createFileTransferPayload({ fileId: c, to: b }),
        createStakeV1StakePayload({ op: 'stake', tick: a, amt: x }),
        createStakeV1GetAllRewardPayload({ tick: a }),
        createBoxV1DeployPayload({
          tick0: a,
          tick1: b,
          max: x,
          amt0: y,
          liqblock: n,
          currentHeight: 0,
        }),
        createBoxV1DeployPayload({
          tick0: a,
          tick1: b,
          max: x,
          amt0: y,
          liqamt: m1,
        }),
        createBoxV1MintPayload({ tick0: a, amt1: x }),
        createNftDeployPayload({ tick: a, total: n, model: b, prompt: c }),
        createNftMintPayload({ tick: a, prompt: b, seed: n }),
        createNftTransferPayload({ tick: a, tickId: n, to: b }),
      ]
      for (const result of results) expectWireTypes(result)
    },
  )
})
