import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import {
  getInscribedPayload,
  getWalletDogeCosts,
} from '../fees/getWalletDogeCosts.js'
import { SERVICE_OUTPUT_VALUE as WALLET_SERVICE_OUTPUT } from '../fees/walletOutputs.js'
import { deriveReserveAddress } from '../identifiers/deriveReserveAddress.js'
import { findReserveAddress } from '../identifiers/findReserveAddress.js'
import { VALID_MINT_REPEATS } from '../payloads/mintRepeat.js'
import { serializePayload } from '../payloads/serializePayload.js'
import { getDrc20WalletCosts } from './getDrc20WalletCosts.js'
import {
  type GetInscribeFormStateParameters,
  getInscribeFormState,
} from './getInscribeFormState.js'
import { getTransferFormState } from './getTransferFormState.js'
import { parseInscriptionLookup } from './parseInscriptionLookup.js'

const A = 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd'
const B = 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk'
const UNIT = 100_000_000n
const RATE = 1_000_000n

/** ceil(rate × (bytes + 462) / 1000), the network fee of one inscription. */
const feeOf = (text: string, rate = RATE) => {
  const bytes = BigInt(new TextEncoder().encode(text).length + 462)
  return (rate * bytes + 999n) / 1000n
}

describe(getDrc20WalletCosts, () => {
  it('default: a mint of 3 repeats to oneself', () => {
    const payload = {
      p: 'drc-20',
      op: 'mint',
      tick: 'UNIX',
      amt: '1000',
      repeat: 3,
    } as const
    const costs = getDrc20WalletCosts({
      payload,
      sender: A,
      feeRatePerKb: RATE,
    })
    const fee = feeOf('{"p":"drc-20","op":"mint","tick":"UNIX","amt":"1000"}')
    expect(costs.breakdown).toEqual({
      inscription: 300_000n,
      networkFee: fee,
      baseFee: WALLET_SERVICE_OUTPUT,
      sizeFee: 0n,
      total: 300_000n + fee + WALLET_SERVICE_OUTPUT,
    })
    // The postage pays the sender itself: only the fees leave.
    expect(costs.netChange).toBe(-(fee + WALLET_SERVICE_OUTPUT))
  })

  it('parameters: recipient — the postage leaves with it', () => {
    const payload = {
      p: 'drc-20',
      op: 'transfer',
      tick: 'UNIX',
      amt: '5',
      to: B,
    } as const
    const costs = getDrc20WalletCosts({
      payload,
      sender: A,
      recipient: B,
      feeRatePerKb: RATE,
    })
    expect(costs.netChange).toBe(-costs.breakdown.total)
    // `to` is the wallet's; it is not inscribed.
    expect(serializePayload(getInscribedPayload(payload))).toBe(
      '{"p":"drc-20","op":"transfer","tick":"UNIX","amt":"5"}',
    )
  })

  test.prop(
    [
      fc.constantFrom(...VALID_MINT_REPEATS),
      fc.bigInt({ min: 1n, max: 10n ** 30n }),
      fc.bigInt({ min: 0n, max: 10n ** 10n }),
      fc.boolean(),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: total = sum of the outputs and the fee',
    (repeat, amt, rate, self) => {
      const costs = getDrc20WalletCosts({
        payload: {
          p: 'drc-20',
          op: 'mint',
          tick: 'ABCD',
          amt: amt.toString(),
          ...(repeat > 1 ? { repeat } : {}),
        },
        sender: A,
        recipient: self ? A : B,
        feeRatePerKb: rate,
      })
      const outputs = costs.outputs.reduce((s, o) => s + o.amount, 0n)
      expect(costs.breakdown.total).toBe(outputs + costs.networkFee)
      expect(costs.breakdown.inscription).toBe(100_000n * BigInt(repeat))
      const back = costs.outputs
        .filter((o) => o.toSender)
        .reduce((s, o) => s + o.amount, 0n)
      expect(costs.netChange).toBe(back - costs.breakdown.total)
      // One rule: the breakdown is a view of core's wallet costs.
      const { breakdown: _breakdown, ...walletCosts } = costs
      expect(walletCosts).toEqual(
        getWalletDogeCosts({
          payload: {
            p: 'drc-20',
            op: 'mint',
            tick: 'ABCD',
            amt: amt.toString(),
            repeat,
          },
          sender: A,
          to: self ? A : B,
          feeRatePerKb: rate,
        })._unsafeUnwrap(),
      )
    },
  )
})

const found = (max: bigint, minted: bigint, lim: bigint) =>
  ({ status: 'found', token: { tick: 'UNIX', max, lim, minted } }) as const

const base: GetInscribeFormStateParameters = {
  op: 'mint',
  tickText: 'unix',
  amountText: '1000',
  sender: A,
  lookup: found(21_000n * UNIT, 0n, 1000n * UNIT),
  feeRatePerKb: RATE,
  dogeBalance: 1000n * UNIT,
}

describe(getInscribeFormState, () => {
  it('default: a mint is ready, with its payload and costs', () => {
    const state = getInscribeFormState(base)
    expect(state.issues).toEqual([])
    expect(state.payload).toEqual({
      p: 'drc-20',
      op: 'mint',
      tick: 'UNIX',
      amt: (1000n * UNIT).toString(),
    })
    expect(state.receiveAddress).toBe(A)
    expect(state.costs?.breakdown.inscription).toBe(100_000n)
  })

  it.each([
    [{ tickText: 'u' }, 'TICK_LENGTH'],
    [{ lookup: { status: 'missing' } }, 'NOT_DEPLOYED'],
    [{ lookup: { status: 'pending' } }, 'CHECKING_TICK'],
    [{ lookup: { status: 'error' } }, 'TICK_LOOKUP_FAILED'],
    [{ amountText: '' }, 'AMOUNT_REQUIRED'],
    [{ amountText: '1001' }, 'AMOUNT_ABOVE_LIMIT'],
    [{ amountText: '1,5' }, 'WRONG_DECIMAL_SEPARATOR'],
    [{ receiveText: 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAK' }, 'INVALID_ADDRESS'],
    [{ feeRatePerKb: undefined }, 'INVALID_FEE_RATE'],
    [{ dogeBalance: 1n }, 'INSUFFICIENT_DOGE'],
    [{ dogeBalance: undefined }, 'LOADING_BALANCE'],
    [{ sender: undefined }, 'RECEIVE_REQUIRED'],
  ] as const)('behavior: mint case %# → %s', (patch, code) => {
    const state = getInscribeFormState({ ...base, ...patch })
    expect(state.issues[0]?.code).toBe(code)
    expect(state.issues.some((i) => i.code === 'NOT_DEPLOYED')).toBe(
      code === 'NOT_DEPLOYED',
    )
  })

  it('behavior: a mint past the remaining supply offers the largest repeat that fits', () => {
    const state = getInscribeFormState({
      ...base,
      lookup: found(21_000n * UNIT, 16_000n * UNIT, 1000n * UNIT),
      repeat: 10,
    })
    expect(state.issues).toEqual([
      {
        field: 'amount',
        code: 'EXCEEDS_REMAINING_SUPPLY',
        remaining: 5000n * UNIT,
        maxRepeat: 5,
      },
    ])
    expect(state.maxRepeat).toBe(5)
    expect(state.payload).toBeUndefined()
  })

  it('behavior: a receive address elsewhere pays the postage to it', () => {
    const state = getInscribeFormState({ ...base, receiveText: ` ${B} ` })
    expect(state.receiveAddress).toBe(B)
    expect(state.costs?.netChange).toBe(-(state.costs?.breakdown.total ?? 0n))
  })

  it.each([
    [{}, undefined],
    [{ tickText: 'd0gi' }, 'TICK_CHARACTERS'],
    [{ tickText: 'abcdefghi' }, 'TICK_LENGTH'],
    [{ lookup: found(1n, 0n, 1n) }, 'TICK_EXISTS'],
    [{ totalText: '' }, 'TOTAL_OR_LIMIT_REQUIRED'],
    [{ totalText: '10', limitText: '20' }, 'TOTAL_LESS_THAN_LIMIT'],
    [{ totalText: '20', limitText: '20' }, 'TOTAL_EQUALS_LIMIT'],
    [{ decimalsText: '19' }, 'INVALID_DECIMALS'],
  ] as const)('behavior: deploy case %# → %s', (patch, code) => {
    const state = getInscribeFormState({
      ...base,
      op: 'deploy',
      tickText: 'newt',
      totalText: '21000000',
      limitText: '1000',
      lookup: { status: 'missing' },
      ...patch,
    })
    expect(state.issues[0]?.code).toBe(code)
    if (code === undefined)
      expect(state.payload).toEqual({
        p: 'drc-20',
        op: 'deploy',
        tick: 'NEWT',
        max: (21_000_000n * UNIT).toString(),
        lim: (1000n * UNIT).toString(),
      })
  })

  it('parameters: decimalsText — sent as `dec` unless 8', () => {
    const deploy = (decimalsText: string) =>
      getInscribeFormState({
        ...base,
        op: 'deploy',
        tickText: 'newt',
        totalText: '100',
        limitText: '10',
        decimalsText,
        lookup: { status: 'missing' },
      }).payload
    expect(deploy('2')).toMatchObject({ dec: 2 })
    expect(deploy('8')).not.toHaveProperty('dec')
  })

  test.prop(
    [
      fc.bigInt({ min: 1n, max: 10n ** 12n }),
      fc.bigInt({ min: 0n, max: 10n ** 13n }),
      fc.bigInt({ min: 1n, max: 10n ** 12n }),
      fc.constantFrom(...VALID_MINT_REPEATS),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: a ready mint never passes max; maxRepeat always fits',
    (lim, minted, amt, repeat) => {
      const max = minted + lim * 7n
      const state = getInscribeFormState({
        ...base,
        amountText: (Number(amt) / 1e8).toFixed(8),
        lookup: found(max, minted, lim),
        repeat,
      })
      const typed = BigInt(Math.round(Number(amt)))
      if (state.payload?.op === 'mint') {
        expect(BigInt(state.payload.amt) * BigInt(repeat)).toBeLessThanOrEqual(
          max - minted,
        )
      }
      if (state.maxRepeat !== undefined && state.maxRepeat > 0 && typed > 0n) {
        expect(
          BigInt(state.payload?.op === 'mint' ? state.payload.amt : typed) *
            BigInt(state.maxRepeat),
        ).toBeLessThanOrEqual(max - minted)
      }
    },
  )
})

describe(getTransferFormState, () => {
  const transfer = {
    tick: 'UNIX',
    tokenBalance: 10n * UNIT,
    amountText: '2.5',
    addressText: B,
    sender: A,
    feeRatePerKb: RATE,
    dogeBalance: 100n * UNIT,
  }

  it('default: one recipient, the exact amount', () => {
    const state = getTransferFormState(transfer)
    expect(state.issues).toEqual([])
    expect(state.payload).toEqual({
      p: 'drc-20',
      op: 'transfer',
      tick: 'UNIX',
      amt: '250000000',
      to: B,
    })
    expect(state.costs?.netChange).toBe(-(state.costs?.breakdown.total ?? 0n))
  })

  it.each([
    [{ addressText: '' }, 'ADDRESS_REQUIRED'],
    [{ addressText: 'nope' }, 'INVALID_ADDRESS'],
    [{ addressText: A }, 'SELF_TRANSFER'],
    [{ amountText: '' }, 'AMOUNT_REQUIRED'],
    [{ amountText: '10.00000001' }, 'INSUFFICIENT_BALANCE'],
    [{ tick: '' }, 'TOKEN_REQUIRED'],
    [{ tokenBalance: undefined }, 'LOADING_TOKEN_BALANCE'],
    [{ dogeBalance: 1n }, 'INSUFFICIENT_DOGE'],
  ] as const)('behavior: transfer case %# → %s', (patch, code) => {
    expect(
      getTransferFormState({ ...transfer, ...patch }).issues.map((i) => i.code),
    ).toContain(code)
  })

  it.each([
    ['UNIX--STAKE', 'stake'],
    ['UNIX--BOX', 'box'],
    ['UNIXWDOGE(WRAPPED-DOGE)', 'pool'],
  ] as const)('behavior: the reserve of %s is flagged as %s', (seed, kind) => {
    const state = getTransferFormState({
      ...transfer,
      addressText: deriveReserveAddress(seed),
      pools: [{ tick0: 'WDOGE(WRAPPED-DOGE)', tick1: 'UNIX' }],
    })
    expect(state.warnings).toEqual([{ code: 'RESERVE_ADDRESS', kind }])
    expect(state.issues).toEqual([])
  })
})

describe(findReserveAddress, () => {
  it('behavior: a pair-v2 id, and P2PKH never matches', () => {
    const id = 'ab'.repeat(32)
    expect(
      findReserveAddress({
        address: deriveReserveAddress(id),
        tick: 'X',
        pairIds: [id],
      }),
    ).toBe('pool')
    expect(findReserveAddress({ address: A, tick: 'UNIX' })).toBeUndefined()
  })
})

describe(parseInscriptionLookup, () => {
  it.each([
    [` ${'AB'.repeat(32)} `, { kind: 'tx', hash: 'ab'.repeat(32) }],
    [
      '123E4567-e89b-12d3-a456-426614174000',
      { kind: 'order', id: '123e4567-e89b-12d3-a456-426614174000' },
    ],
  ])('default: %s', (text, lookup) => {
    expect(parseInscriptionLookup(text)._unsafeUnwrap()).toEqual(lookup)
  })

  it.each([
    ['', 'LOOKUP_REQUIRED'],
    ['ab'.repeat(31), 'INVALID_LOOKUP'],
    ['<script>', 'INVALID_LOOKUP'],
  ])('behavior: %j → %s', (text, code) => {
    expect(parseInscriptionLookup(text)._unsafeUnwrapErr().code).toBe(code)
  })
})
