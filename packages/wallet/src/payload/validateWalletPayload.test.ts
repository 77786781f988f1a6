import { normalizeTick } from '@drc20/core'
import { fc, test } from '@fast-check/vitest'
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
        tick0_id: 'A',
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
      { p: 'nft/ai', op: 'transfer', tick: 'ART', tick_id: 3, to: LIVENET },
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
      { issue: 'UNKNOWN_FIELD', field: 'repeat' },
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
      { p: 'drc-20', op: 'mint', tick: 'A', amt: '0' },
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
    // The last check before a popup (defence in depth).
    [
      'two keys that differ only by case',
      'createSwap',
      { ...swap, AMT1_MIN: '1' },
      { issue: 'DUPLICATE_KEY', field: 'AMT1_MIN' },
    ],
    [
      'an upper-case key alone',
      'sendDogecoin',
      { p: 'drc-20', op: 'mint', tick: 'A', AMT: '1' },
      { issue: 'UNKNOWN_FIELD', field: 'AMT' },
    ],
    [
      'a field the (p, op) does not define',
      'createSwap',
      { ...swap, liquidity: '5' },
      { issue: 'UNKNOWN_FIELD', field: 'liquidity' },
    ],
    [
      'a field of another op',
      'sendDogecoin',
      {
        p: 'drc-20',
        op: 'transfer',
        tick: 'A',
        amt: '1',
        to: LIVENET,
        lim: '1',
      },
      { issue: 'UNKNOWN_FIELD', field: 'lim' },
    ],
    [
      'an amount with leading zeros',
      'createSwap',
      { ...swap, amt0: '0100000000' },
      { issue: 'LEADING_ZEROS', field: 'amt0' },
    ],
    [
      'a minimum with leading zeros',
      'createSwap',
      { ...swap, amt1_min: '00' },
      { issue: 'LEADING_ZEROS', field: 'amt1_min' },
    ],
    [
      'a minimum above its amount',
      'createSwap',
      { ...swap, amt1_min: '4991' },
      { issue: 'MIN_ABOVE_AMOUNT', field: 'amt1_min' },
    ],
    [
      'an add whose amt0_min is above amt0',
      'createSwap',
      {
        p: 'pair-v1',
        op: 'add',
        tick0: 'A',
        tick1: 'B',
        amt0: '10',
        amt1: '10',
        amt0_min: '11',
        amt1_min: '10',
        doge: 0,
      },
      { issue: 'MIN_ABOVE_AMOUNT', field: 'amt0_min' },
    ],
    [
      'tick0 equal to tick1',
      'createSwap',
      { ...swap, tick1: 'WDOGE(WRAPPED-DOGE)' },
      { issue: 'SAME_TICKS', field: 'tick1' },
    ],
    [
      'tick0_id equal to tick1_id',
      'createSwap',
      {
        p: 'pair-v2',
        op: 'remove',
        pair_id: 'x',
        tick0_id: 'UNIX',
        tick1_id: 'UNIX',
        liquidity: '1',
        doge: 0,
      },
      { issue: 'SAME_TICKS', field: 'tick1_id' },
    ],
    [
      'a lower-case tick',
      'createSwap',
      { ...swap, tick1: 'unix' },
      { issue: 'TICK_NOT_UPPER_CASE', field: 'tick1' },
    ],
    [
      'a short lower-case tick id',
      'createSwap',
      {
        p: 'pair-v2',
        op: 'swap',
        pair_id: 'x',
        tick0_id: 'unix',
        amt0: '5',
        amt1_min: '0',
        doge: 0,
      },
      { issue: 'TICK_NOT_UPPER_CASE', field: 'tick0_id' },
    ],
    [
      'a zero-width space in a tick',
      'createSwap',
      { ...swap, tick1: 'UN\u200bIX' },
      { issue: 'INVISIBLE_CHARACTER', field: 'tick1' },
    ],
    [
      'a right-to-left override in a tick',
      'sendDogecoin',
      { p: 'drc-20', op: 'mint', tick: '\u202eXINU', amt: '1' },
      { issue: 'INVISIBLE_CHARACTER', field: 'tick' },
    ],
    [
      'a control character in a tick',
      'sendDogecoin',
      { p: 'drc-20', op: 'mint', tick: 'UNIX\u0000', amt: '1' },
      { issue: 'INVISIBLE_CHARACTER', field: 'tick' },
    ],
    [
      'a no-break space in a tick',
      'sendDogecoin',
      { p: 'drc-20', op: 'mint', tick: 'UN\u00a0IX', amt: '1' },
      { issue: 'INVISIBLE_CHARACTER', field: 'tick' },
    ],
  ])('behavior: refuses %s', (_, method, payload, expected) => {
    expect(validateWalletPayload(method, payload)._unsafeUnwrapErr()).toEqual({
      code: 'INVALID_PAYLOAD',
      ...expected,
    })
  })

  it('behavior: a 64-character file id as a tick id is verbatim, lower-case included', () => {
    const fileId = `${'ab'.repeat(31)}i0`
    expect(
      validateWalletPayload('createSwap', {
        p: 'pair-v2',
        op: 'swap',
        pair_id: 'x',
        tick0_id: fileId,
        amt0: '5',
        amt1_min: '0',
        doge: 0,
      }).isOk(),
    ).toBe(true)
  })

  test.prop([fc.string({ unit: 'grapheme', maxLength: 8 })])(
    'property: a tick passes only when core’s normalizeTick (the indexer’s upper-casing) leaves it as it is',
    (tick) => {
      const result = validateWalletPayload('sendDogecoin', {
        p: 'drc-20',
        op: 'mint',
        tick: tick === '' ? 'A' : tick,
        amt: '1',
      })
      const sent = tick === '' ? 'A' : tick
      if (normalizeTick(sent) !== sent) {
        expect(result._unsafeUnwrapErr()).toMatchObject({ field: 'tick' })
      } else if (result.isErr()) {
        expect(result.error).toMatchObject({
          issue: 'INVISIBLE_CHARACTER',
          field: 'tick',
        })
      }
    },
  )

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
