import { describe, expect, it } from 'vitest'
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
import { PAYLOAD_KEY_ORDER, serializePayload } from './serializePayload.js'
import {
  createStakeV1GetAllRewardPayload,
  createStakeV1StakePayload,
} from './stakeV1Payloads.js'
import {
  createWdogeDepositPayload,
  createWdogeWithdrawPayload,
} from './wdogePayloads.js'

describe(serializePayload, () => {
  it('default: stable key order whatever the object order', () => {
    const shuffled = {
      amt: '1',
      tick: 'UNIX',
      op: 'mint',
      p: 'drc-20',
    } as const satisfies InscriptionPayload
    expect(serializePayload(shuffled)).toBe(
      '{"p":"drc-20","op":"mint","tick":"UNIX","amt":"1"}',
    )
  })

  it('behavior: omits undefined optional fields', () => {
    expect(
      serializePayload({
        p: 'drc-20',
        op: 'deploy',
        tick: 'AB',
        max: '1',
        lim: '1',
        dec: undefined,
      }),
    ).toBe('{"p":"drc-20","op":"deploy","tick":"AB","max":"1","lim":"1"}')
  })

  it('behavior: the key list has no duplicates', () => {
    expect(new Set(PAYLOAD_KEY_ORDER).size).toBe(PAYLOAD_KEY_ORDER.length)
  })
})

describe('serializePayload over every builder', () => {
  const TX = 'ab'.repeat(32)
  const TO = 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk'
  const WDOGE = 'WDOGE(WRAPPED-DOGE)'
  const payloads = [
    createDrc20DeployPayload({ tick: 'ab', max: 10n, lim: 5n, dec: 8 }),
    createDrc20MintPayload({ tick: 'ab', amt: 1n, repeat: 3 }),
    createDrc20TransferPayload({ tick: 'ab', amt: 1n, to: TO }),
    createPairV1CreatePayload({
      tick0: 'A1',
      tick1: WDOGE,
      amt0: 2000n,
      amt1: 2000n,
      doge: true,
    }),
    createPairV1AddPayload({ tick0: 'A1', tick1: WDOGE, amt0: 1n, amt1: 1n }),
    createPairV1RemovePayload({ tick0: 'A1', tick1: WDOGE, liquidity: 1n }),
    createPairV1SwapPayload({
      tick0: 'A1',
      tick1: WDOGE,
      amt0: 1n,
      amt1: 1n,
      amt1Min: 1n,
    }),
    createPairV2CreatePayload({
      pairId: TX,
      tick0Id: 'A1',
      tick1Id: WDOGE,
      amt0: 2000n,
      amt1: 2000n,
    }),
    createPairV2AddPayload({
      pairId: TX,
      tick0Id: 'A1',
      tick1Id: WDOGE,
      amt0: 1n,
      amt1: 1n,
    }),
    createPairV2RemovePayload({
      pairId: TX,
      tick0Id: 'A1',
      tick1Id: WDOGE,
      liquidity: 1n,
    }),
    createPairV2SwapPayload({
      pairId: TX,
      tick0Id: 'A1',
      tick1Id: WDOGE,
      amt0: 1n,
      amt1Min: 0n,
    }),
    createWdogeDepositPayload({ amt: 1n }),
    createWdogeWithdrawPayload({ amt: 100_000_000n }),
    createOrderV1CreatePayload({
      tick0: 'A1',
      tick1: WDOGE,
      amt0: 1n,
      amt1: 1n,
    }),
    createOrderV1TradePayload({
      exid: TX,
      amt1: 1n,
      maker: 'DMaker',
      buyer: 'DBuyer',
    }),
    createOrderV1CancelPayload({ exid: TX, amt0: 1n }),
    createOrderV2CreatePayload({ fileId: TX, tick: WDOGE, amt: 1n }),
    createOrderV2TradePayload({ exId: TX, tick: WDOGE, amt: 1n }),
    createOrderV2CancelPayload({ exId: TX }),
    createFileTransferPayload({ fileId: TX, to: TO }),
    createStakeV1StakePayload({ op: 'stake', tick: 'A1', amt: 1n }),
    createStakeV1GetAllRewardPayload({ tick: 'A1' }),
    createBoxV1DeployPayload({
      tick0: 'BOX',
      tick1: WDOGE,
      max: 2n,
      amt0: 1n,
      liqamt: 1n,
    }),
    createBoxV1DeployPayload({
      tick0: 'BOX',
      tick1: WDOGE,
      max: 2n,
      amt0: 1n,
      liqblock: 10,
      currentHeight: 0,
    }),
    createBoxV1MintPayload({ tick0: 'BOX', amt1: 1n }),
    createNftDeployPayload({ tick: 'AB', total: 1, model: 'm', prompt: 'p' }),
    createNftMintPayload({ tick: 'AB', prompt: 'p', seed: 1 }),
    createNftTransferPayload({ tick: 'AB', tickId: 1, to: TO }),
  ]

  it.each(payloads.map((result, index) => [index, result] as const))(
    'behavior: builder #%i round-trips through JSON with no key dropped',
    (_, result) => {
      const payload = result._unsafeUnwrap()
      expect(JSON.parse(serializePayload(payload))).toEqual(payload)
      expect(serializePayload(payload).startsWith('{"p":')).toBe(true)
    },
  )
})
