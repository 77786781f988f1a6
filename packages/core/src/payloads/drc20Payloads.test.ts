import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  createDrc20DeployPayload,
  createDrc20MintPayload,
  createDrc20TransferPayload,
  MAX_DRC20_SUPPLY,
} from './drc20Payloads.js'
import {
  getMintOutputValue,
  isValidMintRepeat,
  VALID_MINT_REPEATS,
} from './mintRepeat.js'
import { serializePayload } from './serializePayload.js'

describe(createDrc20DeployPayload, () => {
  it('default: upper-cases the tick, amounts as strings, no dec', () => {
    const payload = createDrc20DeployPayload({
      tick: 'doge',
      max: 2_100_000_000_000_000n,
      lim: 100_000_000_000n,
    })._unsafeUnwrap()
    expect(serializePayload(payload)).toBe(
      '{"p":"drc-20","op":"deploy","tick":"DOGE","max":"2100000000000000","lim":"100000000000"}',
    )
  })

  it('parameters: dec is a JSON integer', () => {
    const payload = createDrc20DeployPayload({
      tick: 'AB',
      max: 10n,
      lim: 10n,
      dec: 2,
    })._unsafeUnwrap()
    expect(serializePayload(payload)).toBe(
      '{"p":"drc-20","op":"deploy","tick":"AB","max":"10","lim":"10","dec":2}',
    )
  })

  it.each([
    [{ tick: 'a', max: 10n, lim: 1n }, 'INVALID_TICK'],
    [{ tick: 'a$', max: 10n, lim: 1n }, 'INVALID_TICK'],
    [{ tick: 'abcdefghi', max: 10n, lim: 1n }, 'INVALID_TICK'],
    [{ tick: 'ab', max: 0n, lim: 0n }, 'AMOUNT_TOO_SMALL'],
    [{ tick: 'ab', max: 10n, lim: 0n }, 'AMOUNT_TOO_SMALL'],
    [{ tick: 'ab', max: MAX_DRC20_SUPPLY + 1n, lim: 1n }, 'AMOUNT_TOO_LARGE'],
    [{ tick: 'ab', max: 10n, lim: 11n }, 'LIMIT_ABOVE_MAX'],
    [{ tick: 'ab', max: 10n, lim: 1n, dec: 0 }, 'INVALID_DECIMALS'],
    [{ tick: 'ab', max: 10n, lim: 1n, dec: 19 }, 'INVALID_DECIMALS'],
    [{ tick: 'ab', max: 10n, lim: 1n, dec: 2.5 }, 'INVALID_DECIMALS'],
  ])('behavior: refuses %o with %s', (parameters, code) => {
    expect(createDrc20DeployPayload(parameters)._unsafeUnwrapErr().code).toBe(
      code,
    )
  })

  it('behavior: max == lim and max == 10^41 − 1 are valid on-chain', () => {
    expect(
      createDrc20DeployPayload({
        tick: 'ab',
        max: MAX_DRC20_SUPPLY,
        lim: MAX_DRC20_SUPPLY,
      }).isOk(),
    ).toBe(true)
  })

  it('behavior: names the field', () => {
    expect(
      createDrc20DeployPayload({
        tick: 'ab',
        max: 10n,
        lim: 0n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'AMOUNT_TOO_SMALL', field: 'lim', minimum: 1n })
  })
})

describe(createDrc20MintPayload, () => {
  it('default', () => {
    const payload = createDrc20MintPayload({
      tick: 'unix',
      amt: 1000n,
    })._unsafeUnwrap()
    expect(serializePayload(payload)).toBe(
      '{"p":"drc-20","op":"mint","tick":"UNIX","amt":"1000"}',
    )
  })

  it('parameters: repeat is validated, not sent', () => {
    expect(
      createDrc20MintPayload({ tick: 'unix', amt: 1n, repeat: 10 }).isOk(),
    ).toBe(true)
    expect(
      createDrc20MintPayload({
        tick: 'unix',
        amt: 1n,
        repeat: 9,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'INVALID_MINT_REPEAT', repeat: 9 })
  })

  it('behavior: the tick must be 2..8 bytes (mint verification)', () => {
    expect(
      createDrc20MintPayload({ tick: WDOGE, amt: 1n })._unsafeUnwrapErr().code,
    ).toBe('INVALID_TICK')
    expect(
      createDrc20MintPayload({ tick: '', amt: 1n })._unsafeUnwrapErr().code,
    ).toBe('TICK_REQUIRED')
    expect(
      createDrc20MintPayload({ tick: 'ab', amt: 0n })._unsafeUnwrapErr().code,
    ).toBe('AMOUNT_TOO_SMALL')
  })
})

const WDOGE = 'WDOGE(WRAPPED-DOGE)'
const TO = 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk'

describe(createDrc20TransferPayload, () => {
  it('default: any registered tick, including WDOGE and LP ticks', () => {
    expect(
      serializePayload(
        createDrc20TransferPayload({
          tick: WDOGE,
          amt: 5n,
          to: TO,
        })._unsafeUnwrap(),
      ),
    ).toBe(
      `{"p":"drc-20","op":"transfer","tick":"WDOGE(WRAPPED-DOGE)","amt":"5","to":"${TO}"}`,
    )
    expect(
      createDrc20TransferPayload({
        tick: 'unix-swap-wdoge(wrapped-doge)',
        amt: 1n,
        to: TO,
      })._unsafeUnwrap().tick,
    ).toBe('UNIX-SWAP-WDOGE(WRAPPED-DOGE)')
  })

  it('behavior: amt ≥ 1', () => {
    expect(
      createDrc20TransferPayload({
        tick: 'AB',
        amt: -1n,
        to: TO,
      })._unsafeUnwrapErr().code,
    ).toBe('AMOUNT_TOO_SMALL')
  })

  test.prop([fc.string(), fc.bigInt()])(
    'property: total; amounts serialise as base-10 strings',
    (tick, amt) => {
      const result = createDrc20TransferPayload({ tick, amt, to: TO })
      if (result.isOk()) {
        const wire = JSON.parse(serializePayload(result.value))
        expect(wire.amt).toBe(amt.toString())
        expect(BigInt(wire.amt)).toBe(amt)
      }
    },
  )
})

describe(isValidMintRepeat, () => {
  // Re-derive the float64 rule of docs/protocol.md §4.2: out0 = 100,000·k units
  // read as float DOGE v; k' = min(trunc(v / 0.001), 30); valid if
  // v == 0.001 × k' and k' == k.
  const indexerAccepts = (k: number) => {
    const v = (k * 100_000) / 1e8
    const kk = Math.min(Math.trunc(v / 0.001), 30)
    return kk === k && v === 0.001 * kk
  }

  it('default: 1..30 except 9, 13, 18, 26', () => {
    expect(VALID_MINT_REPEATS).toHaveLength(26)
    for (const k of [9, 13, 18, 26, 0, 31, 1.5, -1]) {
      expect(isValidMintRepeat(k)).toBe(false)
    }
  })

  it.each(Array.from({ length: 40 }, (_, i) => i + 1))(
    'behavior: repeat %i matches the float64 rule',
    (k) => {
      expect(isValidMintRepeat(k)).toBe(indexerAccepts(k))
    },
  )
})

describe(getMintOutputValue, () => {
  it('default: 0.001 DOGE per repeat', () => {
    expect(getMintOutputValue(1)).toBe(100_000n)
    expect(getMintOutputValue(30)).toBe(3_000_000n)
  })
})

describe('drc-20 wallet keys', () => {
  it('behavior: a repeat above 1 is sent as a JSON integer for the wallet', () => {
    expect(
      serializePayload(
        createDrc20MintPayload({
          tick: 'unix',
          amt: 1000n,
          repeat: 10,
        })._unsafeUnwrap(),
      ),
    ).toBe('{"p":"drc-20","op":"mint","tick":"UNIX","amt":"1000","repeat":10}')
    expect(
      'repeat' in
        createDrc20MintPayload({
          tick: 'unix',
          amt: 1000n,
          repeat: 1,
        })._unsafeUnwrap(),
    ).toBe(false)
  })

  it('behavior: the transfer recipient must be an address of the network', () => {
    expect(
      createDrc20TransferPayload({
        tick: 'UNIX',
        amt: 1n,
        to: 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAj',
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'INVALID_ADDRESS', field: 'to', reason: 'BAD_CHECKSUM' })
    expect(
      createDrc20TransferPayload({
        tick: 'UNIX',
        amt: 1n,
        to: 'nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp',
      })._unsafeUnwrapErr().code,
    ).toBe('INVALID_ADDRESS')
    expect(
      createDrc20TransferPayload({
        tick: 'UNIX',
        amt: 1n,
        to: 'nnEJQsEgjqHQChzoSTZXkWxg8YdBACGrJp',
        network: 'testnet',
      }).isOk(),
    ).toBe(true)
  })
})
