import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  BOX_LIQBLOCK_MARGIN,
  getMinimumLiqblock,
} from '../launchpad/getMinimumLiqblock.js'
import { validateBoxDeploy } from '../launchpad/validateBoxDeploy.js'
import {
  createBoxV1DeployPayload,
  createBoxV1MintPayload,
} from './boxV1Payloads.js'
import { createFileTransferPayload } from './filePayloads.js'
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
import { serializePayload } from './serializePayload.js'
import {
  createStakeV1GetAllRewardPayload,
  createStakeV1StakePayload,
} from './stakeV1Payloads.js'
import {
  createWdogeDepositPayload,
  createWdogeWithdrawPayload,
} from './wdogePayloads.js'

const WDOGE = 'WDOGE(WRAPPED-DOGE)'
const TO = 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk'
const TX = '7a51a63240f3a374c9aff2b0fdeacaf0a3b57c3e9d2b2e19cdc95ab3f0be393f'

describe(createWdogeDepositPayload, () => {
  it('default', () => {
    expect(
      serializePayload(
        createWdogeDepositPayload({ amt: 90_000_000n })._unsafeUnwrap(),
      ),
    ).toBe(
      '{"p":"wdoge","op":"deposit","tick":"WDOGE(WRAPPED-DOGE)","amt":"90000000"}',
    )
  })
  it('behavior: the protocol floor is 1 unit', () => {
    expect(createWdogeDepositPayload({ amt: 1n }).isOk()).toBe(true)
    expect(createWdogeDepositPayload({ amt: 0n }).isErr()).toBe(true)
  })
})

describe(createWdogeWithdrawPayload, () => {
  it('behavior: at least 1 DOGE (docs/protocol.md E16)', () => {
    expect(
      createWdogeWithdrawPayload({ amt: 99_999_999n })._unsafeUnwrapErr(),
    ).toEqual({ code: 'AMOUNT_TOO_SMALL', field: 'amt', minimum: 100_000_000n })
    expect(
      createWdogeWithdrawPayload({ amt: 100_000_000n })._unsafeUnwrap(),
    ).toEqual({ p: 'wdoge', op: 'withdraw', tick: WDOGE, amt: '100000000' })
  })
})

describe(createOrderV1CreatePayload, () => {
  it('default', () => {
    expect(
      serializePayload(
        createOrderV1CreatePayload({
          tick0: 'unix',
          tick1: 'wdoge(wrapped-doge)',
          amt0: 700_000_000_000n,
          amt1: 30_000_000_000n,
        })._unsafeUnwrap(),
      ),
    ).toBe(
      '{"p":"order-v1","op":"create","tick0":"UNIX","tick1":"WDOGE(WRAPPED-DOGE)","amt0":"700000000000","amt1":"30000000000"}',
    )
  })
  it('behavior: same tick refused', () => {
    expect(
      createOrderV1CreatePayload({
        tick0: 'UNIX',
        tick1: 'unix',
        amt0: 1n,
        amt1: 1n,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'SAME_TICK' })
  })
})

describe(createOrderV1TradePayload, () => {
  it('default: the id field is exid', () => {
    expect(
      serializePayload(
        createOrderV1TradePayload({
          exid: TX,
          amt1: 214_285_715n,
          maker: 'DMaker',
          buyer: 'DBuyer',
        })._unsafeUnwrap(),
      ),
    ).toBe(`{"p":"order-v1","op":"trade","exid":"${TX}","amt1":"214285715"}`)
  })
  it('behavior: exid must be a tx hash', () => {
    expect(
      createOrderV1TradePayload({
        exid: 'abc',
        amt1: 1n,
        maker: 'DMaker',
        buyer: 'DBuyer',
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'INVALID_ID', field: 'exid' })
  })

  it('behavior: the maker cannot buy their own listing (docs/protocol.md §8.3)', () => {
    expect(
      createOrderV1TradePayload({
        exid: TX,
        amt1: 1n,
        maker: 'DMaker',
        buyer: 'DMaker',
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'SELF_TRADE' })
  })
})

describe(createOrderV1CancelPayload, () => {
  it('default', () => {
    expect(
      createOrderV1CancelPayload({ exid: TX, amt0: 5n })._unsafeUnwrap(),
    ).toEqual({ p: 'order-v1', op: 'cancel', exid: TX, amt0: '5' })
  })
})

describe(createOrderV2CreatePayload, () => {
  it('default', () => {
    expect(
      serializePayload(
        createOrderV2CreatePayload({
          fileId: TX,
          tick: WDOGE,
          amt: 2_500_000_000n,
        })._unsafeUnwrap(),
      ),
    ).toBe(
      `{"p":"order-v2","op":"create","file_id":"${TX}","tick":"WDOGE(WRAPPED-DOGE)","amt":"2500000000"}`,
    )
  })
})

describe(createOrderV2TradePayload, () => {
  it('default: the id field is ex_id', () => {
    expect(
      createOrderV2TradePayload({
        exId: TX,
        tick: WDOGE,
        amt: 1n,
      })._unsafeUnwrap(),
    ).toEqual({ p: 'order-v2', op: 'trade', ex_id: TX, tick: WDOGE, amt: '1' })
  })
})

describe(createOrderV2CancelPayload, () => {
  it('default', () => {
    expect(
      serializePayload(
        createOrderV2CancelPayload({ exId: TX })._unsafeUnwrap(),
      ),
    ).toBe(`{"p":"order-v2","op":"cancel","ex_id":"${TX}"}`)
    expect(createOrderV2CancelPayload({ exId: '' }).isErr()).toBe(true)
  })
})

describe(createFileTransferPayload, () => {
  it('default', () => {
    expect(
      serializePayload(
        createFileTransferPayload({ fileId: TX, to: TO })._unsafeUnwrap(),
      ),
    ).toBe(`{"p":"file","op":"transfer","file_id":"${TX}","to":"${TO}"}`)
  })
  it('behavior: file_id must be a tx hash', () => {
    expect(
      createFileTransferPayload({
        fileId: `${TX}i0`,
        to: TO,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'INVALID_ID', field: 'file_id' })
  })
})

describe(createStakeV1StakePayload, () => {
  it('default', () => {
    expect(
      serializePayload(
        createStakeV1StakePayload({
          op: 'stake',
          tick: 'unix',
          amt: 5n,
        })._unsafeUnwrap(),
      ),
    ).toBe('{"p":"stake-v1","op":"stake","tick":"UNIX","amt":"5"}')
    expect(
      createStakeV1StakePayload({
        op: 'unstake',
        tick: 'UNIX',
        amt: 0n,
      }).isErr(),
    ).toBe(true)
  })
})

describe(createStakeV1GetAllRewardPayload, () => {
  it('default: no amt', () => {
    expect(
      serializePayload(
        createStakeV1GetAllRewardPayload({
          tick: 'UNIX-SWAP-WDOGE(WRAPPED-DOGE)',
        })._unsafeUnwrap(),
      ),
    ).toBe(
      '{"p":"stake-v1","op":"getallreward","tick":"UNIX-SWAP-WDOGE(WRAPPED-DOGE)"}',
    )
  })
})

describe(createBoxV1DeployPayload, () => {
  const base = {
    tick0: 'boxt',
    tick1: WDOGE,
    max: 2_100_000_000_000_000n,
    amt0: 1_000_000_000_000_000n,
  }

  it('default: mode B with liqblock as a JSON integer (docs/protocol.md E18)', () => {
    expect(
      serializePayload(
        createBoxV1DeployPayload({
          ...base,
          liqblock: 5_300_000,
          currentHeight: 5_299_990,
        })._unsafeUnwrap(),
      ),
    ).toBe(
      '{"p":"box-v1","op":"deploy","tick0":"BOXT","tick1":"WDOGE(WRAPPED-DOGE)","max":"2100000000000000","amt0":"1000000000000000","liqblock":5300000}',
    )
  })

  it('parameters: mode A with liqamt', () => {
    expect(
      createBoxV1DeployPayload({ ...base, liqamt: 10n ** 11n })._unsafeUnwrap(),
    ).toMatchObject({ liqamt: '100000000000' })
  })

  it('parameters: currentHeight — liqblock at least BOX_LIQBLOCK_MARGIN ahead', () => {
    expect(
      createBoxV1DeployPayload({
        ...base,
        liqblock: 109,
        currentHeight: 100,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'LIQBLOCK_TOO_SOON', minimumLiqblock: 110 })
    // The old builder took height + 1, which strands every contribution.
    expect(
      createBoxV1DeployPayload({
        ...base,
        liqblock: 101,
        currentHeight: 100,
      })._unsafeUnwrapErr().code,
    ).toBe('LIQBLOCK_TOO_SOON')
    expect(
      createBoxV1DeployPayload({
        ...base,
        liqblock: 100 + BOX_LIQBLOCK_MARGIN,
        currentHeight: 100,
      }).isOk(),
    ).toBe(true)
    expect(
      createBoxV1DeployPayload({ ...base, liqblock: 200 })._unsafeUnwrapErr(),
    ).toEqual({ code: 'CURRENT_HEIGHT_REQUIRED' })
    expect(
      createBoxV1DeployPayload({
        ...base,
        liqblock: 200,
        currentHeight: -1,
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'INVALID_INTEGER', field: 'currentHeight' })
  })

  test.prop([
    fc.integer({ min: 0, max: 10_000_000 }),
    fc.integer({ min: 1, max: 10_000_100 }),
  ])(
    'property: agrees with validateBoxDeploy on the liqblock window',
    (currentHeight, liqblock) => {
      const built = createBoxV1DeployPayload({
        ...base,
        liqblock,
        currentHeight,
      })
      const guard = validateBoxDeploy({
        max: base.max,
        amount0: base.amt0,
        liqblock,
        currentHeight,
      })
      expect(built.isOk()).toBe(guard.isOk())
      expect(built.isOk()).toBe(liqblock >= getMinimumLiqblock(currentHeight))
    },
  )

  it.each([
    [{}, 'LIQUIDITY_MODE_REQUIRED'],
    [{ liqamt: 1n, liqblock: 1 }, 'LIQUIDITY_MODE_CONFLICT'],
    [{ liqamt: 0n }, 'AMOUNT_TOO_SMALL'],
    [{ liqblock: 0 }, 'INVALID_INTEGER'],
    [{ liqblock: 1.5 }, 'INVALID_INTEGER'],
    [{ liqblock: 10, max: 2n * base.amt0 - 1n }, 'BOX_SUPPLY_TOO_LOW'],
    [{ liqblock: 10, tick0: 'wdoge(w)' }, 'INVALID_TICK'],
    [{ liqblock: 10, tick0: 'ſtar' }, 'INVALID_TICK'],
    [{ liqblock: 10, tick1: 'BOXT' }, 'SAME_TICK'],
  ])('behavior: %o → %s', (override, code) => {
    expect(
      createBoxV1DeployPayload({ ...base, ...override })._unsafeUnwrapErr()
        .code,
    ).toBe(code)
  })

  it('behavior: max == 2 × amt0 is enough', () => {
    expect(
      createBoxV1DeployPayload({
        ...base,
        max: 2n * base.amt0,
        liqblock: 10,
        currentHeight: 0,
      }).isOk(),
    ).toBe(true)
  })
})

describe(createBoxV1MintPayload, () => {
  it('default', () => {
    expect(
      serializePayload(
        createBoxV1MintPayload({
          tick0: 'boxt',
          amt1: 10_000_000_000n,
        })._unsafeUnwrap(),
      ),
    ).toBe('{"p":"box-v1","op":"mint","tick0":"BOXT","amt1":"10000000000"}')
  })
})

describe(createNftDeployPayload, () => {
  it('default: p is nft/ai; total is a JSON integer', () => {
    expect(
      serializePayload(
        createNftDeployPayload({
          tick: 'aidoge',
          total: 100,
          model: 'sd-1.5',
          prompt: 'a "shiba"',
        })._unsafeUnwrap(),
      ),
    ).toBe(
      '{"p":"nft/ai","op":"deploy","tick":"AIDOGE","total":100,"model":"sd-1.5","prompt":"a \\"shiba\\""}',
    )
  })
  it('behavior: ticks up to 32 bytes; total ≥ 1', () => {
    expect(
      createNftDeployPayload({
        tick: 'a'.repeat(32),
        total: 1,
        model: '',
        prompt: '',
      }).isOk(),
    ).toBe(true)
    expect(
      createNftDeployPayload({
        tick: 'a'.repeat(33),
        total: 1,
        model: '',
        prompt: '',
      }).isErr(),
    ).toBe(true)
    expect(
      createNftDeployPayload({
        tick: 'ab',
        total: 0,
        model: '',
        prompt: '',
      })._unsafeUnwrapErr(),
    ).toEqual({ code: 'INVALID_INTEGER', field: 'total' })
  })
})

describe(createNftMintPayload, () => {
  it('default', () => {
    expect(
      createNftMintPayload({
        tick: 'aidoge',
        prompt: 'x',
        seed: 42,
      })._unsafeUnwrap(),
    ).toEqual({
      p: 'nft/ai',
      op: 'mint',
      tick: 'AIDOGE',
      prompt: 'x',
      seed: 42,
    })
  })

  it('behavior: a seed of -0 is the integer 0', () => {
    const { seed } = createNftMintPayload({
      tick: 'aidoge',
      prompt: 'x',
      seed: -0,
    })._unsafeUnwrap()
    expect(Object.is(seed, 0)).toBe(true)
  })
})

describe(createNftTransferPayload, () => {
  it('default', () => {
    expect(
      serializePayload(
        createNftTransferPayload({
          tick: 'AIDOGE',
          tickId: 0,
          to: TO,
        })._unsafeUnwrap(),
      ),
    ).toBe(
      `{"p":"nft/ai","op":"transfer","tick":"AIDOGE","tick_id":0,"to":"${TO}"}`,
    )
    expect(
      createNftTransferPayload({ tick: 'AIDOGE', tickId: -1, to: TO }).isErr(),
    ).toBe(true)
  })
})
