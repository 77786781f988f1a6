import { describe, expect, it } from 'vitest'
import {
  type PayloadMethod,
  validateWalletPayload,
} from './validateWalletPayload.js'

const LIVENET = 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd'
const TESTNET = 'nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp'

const swap = {
  p: 'pair-v1',
  op: 'swap',
  tick0: 'WDOGE(WRAPPED-DOGE)',
  tick1: 'UNIX',
  amt0: '100000000',
  amt1: '4990',
  amt1_min: '4965',
  doge: 1,
}

describe(validateWalletPayload, () => {
  it.each<[PayloadMethod, Record<string, unknown>]>([
    ['createSwap', swap],
    ['createSwap', { p: 'wdoge', op: 'deposit', amt: '200000000' }],
    [
      'createSwap',
      {
        p: 'pair-v2',
        op: 'swap',
        pair_id: 'x',
        tick0_id: 'a',
        amt0: '5',
        amt1_min: '0',
        doge: 0,
      },
    ],
    ['sendDogecoin', { p: 'drc-20', op: 'mint', tick: 'UNIX', amt: '1000' }],
    [
      'sendDogecoin',
      {
        p: 'drc-20',
        op: 'deploy',
        tick: 'UNIX',
        max: '21000000',
        lim: '1000',
        dec: 8,
      },
    ],
    [
      'sendDogecoin',
      { p: 'drc-20', op: 'transfer', tick: 'UNIX', amt: '5', to: LIVENET },
    ],
    ['sendTrade', { p: 'order-v1', op: 'trade', exid: 'e1', amt1: '7' }],
    ['sendTrade', { p: 'order-v2', op: 'cancel', ex_id: 'e2' }],
    ['createLp', { p: 'stake-v1', op: 'getallreward', tick: 'UNIX' }],
    [
      'sendBox',
      {
        p: 'box-v1',
        op: 'deploy',
        tick0: 'NEW',
        tick1: 'WDOGE(WRAPPED-DOGE)',
        max: '2000',
        amt0: '1000',
        liqblock: 5_000_000,
      },
    ],
    [
      'sendNft',
      { p: 'nft/ai', op: 'transfer', tick: 'art', tick_id: 3, to: LIVENET },
    ],
    ['sendNft', { p: 'file', op: 'transfer', file_id: 'f', to: LIVENET }],
    [
      'sendDogecoin',
      { p: 'drc-20', op: 'mint', tick: 'UNIX', amt: '1000', repeat: 30 },
    ],
  ])('default: %s accepts %j', (method, payload) => {
    expect(validateWalletPayload(method, payload).isOk()).toBe(true)
  })

  it('behavior: a zero minimum output is allowed (amt1_min ≥ 0)', () => {
    expect(
      validateWalletPayload('createSwap', { ...swap, amt1_min: '0' }).isOk(),
    ).toBe(true)
  })

  it('behavior: returns a copy without undefined fields, input untouched', () => {
    const input = { ...swap, amt0_min: undefined }
    const result = validateWalletPayload('createSwap', input)._unsafeUnwrap()
    expect(result).toEqual(swap)
    expect(result).not.toBe(input)
    expect('amt0_min' in input).toBe(true)
  })

  it.each<[string, PayloadMethod, unknown, Record<string, unknown>]>([
    ['not an object', 'createSwap', 'x', { issue: 'NOT_AN_OBJECT' }],
    ['null', 'createSwap', null, { issue: 'NOT_AN_OBJECT' }],
    [
      'drc-20 on createSwap',
      'createSwap',
      { p: 'drc-20', op: 'mint', tick: 'A', amt: '1' },
      { issue: 'WRONG_PROTOCOL', field: 'p' },
    ],
    [
      'pair-v1 on sendDogecoin',
      'sendDogecoin',
      swap,
      { issue: 'WRONG_PROTOCOL', field: 'p' },
    ],
    [
      'stake-v2 on createLp',
      'createLp',
      { p: 'stake-v2', op: 'stake', stake_id: 'x', amt: '1' },
      { issue: 'WRONG_PROTOCOL', field: 'p' },
    ],
    [
      'a misspelt p',
      'sendDogecoin',
      { p: 'drc20', op: 'mint', tick: 'A', amt: '1' },
      { issue: 'WRONG_PROTOCOL', field: 'p' },
    ],
    [
      'an unknown op',
      'createSwap',
      { ...swap, op: 'Swap' },
      { issue: 'UNKNOWN_OP', field: 'op' },
    ],
    [
      'a missing amount',
      'createSwap',
      { ...swap, amt0: undefined },
      { issue: 'MISSING_FIELD', field: 'amt0' },
    ],
    [
      'an empty tick',
      'createSwap',
      { ...swap, tick1: '' },
      { issue: 'MISSING_FIELD', field: 'tick1' },
    ],
    [
      'a decimal amount',
      'createSwap',
      { ...swap, amt0: '1.5' },
      { issue: 'NOT_AN_INTEGER_STRING', field: 'amt0' },
    ],
    [
      'a numeric amount',
      'createSwap',
      { ...swap, amt0: 100 },
      { issue: 'NOT_AN_INTEGER_STRING', field: 'amt0' },
    ],
    [
      'a negative amount',
      'createSwap',
      { ...swap, amt1_min: '-1' },
      { issue: 'NOT_AN_INTEGER_STRING', field: 'amt1_min' },
    ],
    [
      'an exponent amount',
      'createSwap',
      { ...swap, amt0: '1e8' },
      { issue: 'NOT_AN_INTEGER_STRING', field: 'amt0' },
    ],
    [
      'doge as a string',
      'createSwap',
      { ...swap, doge: '1' },
      { issue: 'NOT_AN_INTEGER', field: 'doge' },
    ],
    [
      'doge = 2',
      'createSwap',
      { ...swap, doge: 2 },
      { issue: 'UNEXPECTED_VALUE', field: 'doge' },
    ],
    [
      'dec as a string',
      'sendDogecoin',
      { p: 'drc-20', op: 'deploy', tick: 'A', max: '2', lim: '1', dec: '8' },
      { issue: 'NOT_AN_INTEGER', field: 'dec' },
    ],
    [
      'liqblock fraction',
      'sendBox',
      {
        p: 'box-v1',
        op: 'deploy',
        tick0: 'N',
        tick1: 'W',
        max: '2',
        amt0: '1',
        liqblock: 1.5,
      },
      { issue: 'NOT_AN_INTEGER', field: 'liqblock' },
    ],
    [
      'a transfer without recipient',
      'sendDogecoin',
      { p: 'drc-20', op: 'transfer', tick: 'A', amt: '1' },
      { issue: 'MISSING_FIELD', field: 'to' },
    ],
    [
      'a file transfer without recipient',
      'sendNft',
      { p: 'file', op: 'transfer', file_id: 'f' },
      { issue: 'MISSING_FIELD', field: 'to' },
    ],
    [
      'repeat 9',
      'sendDogecoin',
      { p: 'drc-20', op: 'mint', tick: 'A', amt: '1', repeat: 9 },
      { issue: 'UNEXPECTED_VALUE', field: 'repeat' },
    ],
    [
      'repeat 31',
      'sendDogecoin',
      { p: 'drc-20', op: 'mint', tick: 'A', amt: '1', repeat: 31 },
      { issue: 'UNEXPECTED_VALUE', field: 'repeat' },
    ],
    [
      'repeat on a deploy',
      'sendDogecoin',
      { p: 'drc-20', op: 'deploy', tick: 'A', max: '2', lim: '1', repeat: 2 },
      { issue: 'UNEXPECTED_VALUE', field: 'repeat' },
    ],
    [
      'a zero swap input',
      'createSwap',
      { ...swap, amt0: '0' },
      { issue: 'ZERO_AMOUNT', field: 'amt0' },
    ],
    [
      'a zero mint',
      'sendDogecoin',
      { p: 'drc-20', op: 'mint', tick: 'A', amt: '000' },
      { issue: 'ZERO_AMOUNT', field: 'amt' },
    ],
    [
      'a bigint value',
      'createSwap',
      { ...swap, amt0: 5n },
      { issue: 'UNEXPECTED_VALUE', field: 'amt0' },
    ],
    [
      'a numeric tick',
      'createSwap',
      { ...swap, tick0: 7 },
      { issue: 'NOT_A_STRING', field: 'tick0' },
    ],
  ])('behavior: refuses %s', (_, method, payload, expected) => {
    expect(validateWalletPayload(method, payload)._unsafeUnwrapErr()).toEqual({
      code: 'INVALID_PAYLOAD',
      ...expected,
    })
  })

  it.each([
    ['a bad checksum', 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAj', 'BAD_CHECKSUM'],
    ['a testnet address', TESTNET, 'WRONG_NETWORK'],
    [
      'a Bitcoin address',
      '1K399bZ8WSvPnjF1g3vWxMCn1YWapHtBqL',
      'UNKNOWN_VERSION',
    ],
  ])('behavior: refuses %s in an address field', (_, to, cause) => {
    expect(
      validateWalletPayload('sendDogecoin', {
        p: 'drc-20',
        op: 'transfer',
        tick: 'UNIX',
        amt: '5',
        to,
      })._unsafeUnwrapErr(),
    ).toMatchObject({
      code: 'INVALID_ADDRESS',
      field: 'to',
      address: to,
      cause: { code: cause },
    })
  })
})
