import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MIN_CREATE_LIQUIDITY_PRODUCT } from './minCreateLiquidityProduct.js'
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
import { serializePayload } from './serializePayload.js'

const WDOGE = 'WDOGE(WRAPPED-DOGE)'
const MEME = 'a201fe3965707b4865e3b82a2d761650c551b50d5f273d00fdbb8837dc199888'
const PAIR = 'f896dd29c42116393023cbeef6b7313b905d6942f817e3f23832729850b3312a'

describe(createPairV1SwapPayload, () => {
  it('default: docs/protocol.md E8 with 0.5% slippage', () => {
    const payload = createPairV1SwapPayload({
      tick0: 'unix',
      tick1: WDOGE,
      amt0: 10_000_000_000n,
      amt1: 4_533_054_469n,
      amt1Min: 4_510_389_196n,
    })._unsafeUnwrap()
    expect(serializePayload(payload)).toBe(
      '{"p":"pair-v1","op":"swap","tick0":"UNIX","tick1":"WDOGE(WRAPPED-DOGE)","amt0":"10000000000","amt1":"4533054469","amt1_min":"4510389196","doge":0}',
    )
  })

  it('parameters: doge needs a WDOGE leg', () => {
    expect(
      createPairV1SwapPayload({
        tick0: WDOGE,
        tick1: 'UNIX',
        amt0: 1n,
        amt1: 1n,
        amt1Min: 0n,
        doge: true,
      })._unsafeUnwrap().doge,
    ).toBe(1)
    expect(
      createPairV1SwapPayload({
        tick0: 'CARDI',
        tick1: 'UNIX',
        amt0: 1n,
        amt1: 1n,
        amt1Min: 0n,
        doge: true,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'DOGE_WITHOUT_WDOGE' })
  })

  it.each([
    [
      { tick0: 'UNIX', tick1: 'unix', amt0: 1n, amt1: 1n, amt1Min: 0n },
      'SAME_TICK',
    ],
    [
      { tick0: 'UNIX', tick1: WDOGE, amt0: 0n, amt1: 1n, amt1Min: 0n },
      'AMOUNT_TOO_SMALL',
    ],
    // a zero quote fails on-chain (transfer amt < 0)
    [
      { tick0: 'UNIX', tick1: WDOGE, amt0: 1n, amt1: 0n, amt1Min: 0n },
      'AMOUNT_TOO_SMALL',
    ],
    [
      { tick0: 'UNIX', tick1: WDOGE, amt0: 1n, amt1: 5n, amt1Min: -1n },
      'AMOUNT_TOO_SMALL',
    ],
    [
      { tick0: 'UNIX', tick1: WDOGE, amt0: 1n, amt1: 5n, amt1Min: 6n },
      'MIN_ABOVE_AMOUNT',
    ],
    [
      { tick0: ' ', tick1: WDOGE, amt0: 1n, amt1: 5n, amt1Min: 0n },
      'TICK_REQUIRED',
    ],
  ])('behavior: refuses %o with %s', (parameters, code) => {
    expect(createPairV1SwapPayload(parameters)._unsafeUnwrapErr().code).toBe(
      code,
    )
  })
})

describe(createPairV1CreatePayload, () => {
  it('default: keeps each amount with its tick, in the order given', () => {
    const payload = createPairV1CreatePayload({
      tick0: 'wdoge(wrapped-doge)',
      tick1: 'unix',
      amt0: 50_000_000_000n,
      amt1: 100_000_000_000n,
    })._unsafeUnwrap()
    expect(serializePayload(payload)).toBe(
      '{"p":"pair-v1","op":"create","tick0":"WDOGE(WRAPPED-DOGE)","tick1":"UNIX","amt0":"50000000000","amt1":"100000000000","doge":0}',
    )
  })

  it.each([
    [1000n, 1000n, false],
    [1001n, 1001n, true],
    [1n, 1_100_000n, true],
    [1n, 1_002_000n, false],
    [1n, 1_002_001n, true],
  ])('behavior: %s × %s passes the isqrt > 1000 guard: %s', (a0, a1, okay) => {
    const result = createPairV1CreatePayload({
      tick0: 'A1',
      tick1: 'B1',
      amt0: a0,
      amt1: a1,
    })
    expect(result.isOk()).toBe(okay)
    if (!okay) {
      expect(result._unsafeUnwrapErr()).toEqual({
        code: 'LIQUIDITY_TOO_LOW',
        minimumProduct: 1_002_001n,
      })
    }
  })

  it('default: minimum product is 1001²', () => {
    expect(MIN_CREATE_LIQUIDITY_PRODUCT).toBe(1_002_001n)
  })
})

describe(createPairV1AddPayload, () => {
  it('default: mins default to 0', () => {
    const payload = createPairV1AddPayload({
      tick0: 'UNIX',
      tick1: WDOGE,
      amt0: 10_000_000_000n,
      amt1: 5_000_000_000n,
      doge: true,
    })._unsafeUnwrap()
    expect(serializePayload(payload)).toBe(
      '{"p":"pair-v1","op":"add","tick0":"UNIX","tick1":"WDOGE(WRAPPED-DOGE)","amt0":"10000000000","amt1":"5000000000","amt0_min":"0","amt1_min":"0","doge":1}',
    )
  })

  it('behavior: a min above its amount is refused', () => {
    expect(
      createPairV1AddPayload({
        tick0: 'UNIX',
        tick1: WDOGE,
        amt0: 10n,
        amt1: 10n,
        amt0Min: 11n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'MIN_ABOVE_AMOUNT', field: 'amt0_min' })
    expect(
      createPairV1AddPayload({
        tick0: 'UNIX',
        tick1: WDOGE,
        amt0: 10n,
        amt1: 0n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'AMOUNT_TOO_SMALL', field: 'amt1', minimum: 1n })
  })
})

describe(createPairV1RemovePayload, () => {
  it('default', () => {
    expect(
      serializePayload(
        createPairV1RemovePayload({
          tick0: 'UNIX',
          tick1: WDOGE,
          liquidity: 7_071_067_711n,
        })._unsafeUnwrap(),
      ),
    ).toBe(
      '{"p":"pair-v1","op":"remove","tick0":"UNIX","tick1":"WDOGE(WRAPPED-DOGE)","liquidity":"7071067711","doge":0}',
    )
  })

  it('behavior: liquidity ≥ 1', () => {
    expect(
      createPairV1RemovePayload({
        tick0: 'A1',
        tick1: 'B1',
        liquidity: 0n,
      })._unsafeUnwrapErr().code,
    ).toBe('AMOUNT_TOO_SMALL')
  })
})

describe(createPairV2CreatePayload, () => {
  it('default: ids verbatim, never upper-cased', () => {
    const payload = createPairV2CreatePayload({
      pairId: PAIR,
      tick0Id: MEME,
      tick1Id: WDOGE,
      amt0: 10n ** 12n,
      amt1: 10n ** 10n,
    })._unsafeUnwrap()
    expect(serializePayload(payload)).toBe(
      `{"p":"pair-v2","op":"create","pair_id":"${PAIR}","tick0_id":"${MEME}","tick1_id":"WDOGE(WRAPPED-DOGE)","amt0":"1000000000000","amt1":"10000000000","doge":0}`,
    )
  })

  it('behavior: doge is refused on create (always fails, docs/protocol.md §6.3)', () => {
    expect(
      createPairV2CreatePayload({
        pairId: PAIR,
        tick0Id: MEME,
        tick1Id: WDOGE,
        amt0: 10n ** 12n,
        amt1: 10n ** 10n,
        doge: true,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'DOGE_NOT_SUPPORTED' })
  })

  it('behavior: a lower-case DRC-20 tick id is refused, not changed', () => {
    expect(
      createPairV2CreatePayload({
        pairId: PAIR,
        tick0Id: 'unix',
        tick1Id: WDOGE,
        amt0: 10n ** 12n,
        amt1: 10n ** 10n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'INVALID_ID', field: 'tick0_id' })
  })

  it('behavior: pair_id must not be blank', () => {
    expect(
      createPairV2CreatePayload({
        pairId: '  ',
        tick0Id: MEME,
        tick1Id: WDOGE,
        amt0: 10n ** 12n,
        amt1: 10n ** 10n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'INVALID_ID', field: 'pair_id' })
  })
})

describe(createPairV2SwapPayload, () => {
  it('default: no amt1 on pair-v2 swaps', () => {
    const payload = createPairV2SwapPayload({
      pairId: PAIR,
      tick0Id: WDOGE,
      tick1Id: MEME,
      amt0: 100n,
      amt1Min: 5n,
      doge: true,
    })._unsafeUnwrap()
    expect(serializePayload(payload)).toBe(
      `{"p":"pair-v2","op":"swap","pair_id":"${PAIR}","tick0_id":"WDOGE(WRAPPED-DOGE)","tick1_id":"${MEME}","amt0":"100","amt1_min":"5","doge":1}`,
    )
  })
})

describe(createPairV2AddPayload, () => {
  it('default', () => {
    expect(
      createPairV2AddPayload({
        pairId: PAIR,
        tick0Id: MEME,
        tick1Id: WDOGE,
        amt0: 10n,
        amt1: 5n,
      })._unsafeUnwrap(),
    ).toEqual({
      p: 'pair-v2',
      op: 'add',
      pair_id: PAIR,
      tick0_id: MEME,
      tick1_id: WDOGE,
      amt0: '10',
      amt1: '5',
      amt0_min: '0',
      amt1_min: '0',
      doge: 0,
    })
  })
})

describe(createPairV2RemovePayload, () => {
  it('default', () => {
    expect(
      createPairV2RemovePayload({
        pairId: PAIR,
        tick0Id: MEME,
        tick1Id: WDOGE,
        liquidity: 1n,
        doge: true,
      })._unsafeUnwrap().doge,
    ).toBe(1)
  })

  test.prop([fc.string(), fc.string(), fc.string(), fc.bigInt()])(
    'property: total on arbitrary ids and amounts',
    (pairId, tick0Id, tick1Id, liquidity) => {
      const result = createPairV2RemovePayload({
        pairId,
        tick0Id,
        tick1Id,
        liquidity,
      })
      expect(result.isOk() || result.isErr()).toBe(true)
    },
  )
})
