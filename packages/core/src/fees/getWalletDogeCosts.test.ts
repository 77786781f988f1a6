import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { MONEY_RUNS } from '../../../../test/fuzzRuns.js'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import { wrapFee } from '../wrap/wrapFee.js'
import { estimateInscriptionNetworkFee } from './estimateInscriptionNetworkFee.js'
import {
  getInscribedPayload,
  getWalletDogeCosts,
  type WalletDogeOutputKind,
  type WalletPayload,
} from './getWalletDogeCosts.js'
import {
  AI_NFT_DEPLOY_FEE,
  SERVICE_OUTPUT_VALUE,
  WALLET_NETWORK_FEE,
} from './walletOutputs.js'

const W = WDOGE_TICK
const SENDER = 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd'
const OTHER = 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk'

const kinds = (payload: WalletPayload, extra = {}) =>
  getWalletDogeCosts({ payload, ...extra })
    ._unsafeUnwrap()
    .outputs.map((o) => [o.kind, o.amount, o.toSender])

describe(getWalletDogeCosts, () => {
  it('default: the RONA → DOGE swap of the audit nets 3.7213743 DOGE', () => {
    const costs = getWalletDogeCosts({
      payload: {
        p: 'pair-v1',
        op: 'swap',
        tick0: 'RONA',
        tick1: W,
        amt0: '100000000000',
        amt1: '423137430',
        amt1_min: '421021742',
        doge: 1,
      },
      dogeOut: 423_137_430n,
    })._unsafeUnwrap()
    expect(costs.costs).toEqual([
      { kind: 'service', amount: SERVICE_OUTPUT_VALUE, toSender: false },
    ])
    expect(costs.networkFee).toBe(1_000_000n)
    expect(costs.paid).toBe(51_000_000n)
    expect(costs.netChange).toBe(372_137_430n)
  })

  it.each<[string, WalletPayload, [WalletDogeOutputKind, bigint, boolean][]]>([
    [
      'drc-20 deploy',
      { p: 'drc-20', op: 'deploy', tick: 'ABCD', max: '1', lim: '1' },
      [
        ['postage', 100_000n, true],
        ['service', SERVICE_OUTPUT_VALUE, false],
      ],
    ],
    [
      'token swap',
      {
        p: 'pair-v1',
        op: 'swap',
        tick0: 'UNIX',
        tick1: 'CARDI',
        amt0: '5',
        amt1: '1',
        amt1_min: '1',
        doge: 0,
      },
      [
        ['postage', 100_000n, true],
        ['service', SERVICE_OUTPUT_VALUE, false],
      ],
    ],
    [
      'DOGE-paid swap (three outputs)',
      {
        p: 'pair-v2',
        op: 'swap',
        pair_id: 'x',
        tick0_id: W,
        amt0: '1250000000',
        amt1_min: '1',
        doge: 1,
      },
      [
        ['postage', 100_000n, true],
        ['custody', 1_250_000_000n, false],
        ['wrap-fee', 50_000_000n, false],
      ],
    ],
    [
      'add with the WDOGE leg in DOGE (either order)',
      {
        p: 'pair-v1',
        op: 'add',
        tick0: W,
        tick1: 'UNIX',
        amt0: '20000000000000',
        amt1: '7',
        amt0_min: '0',
        amt1_min: '0',
        doge: 1,
      },
      [
        ['postage', 100_000n, true],
        ['custody', 20_000_000_000_000n, false],
        ['wrap-fee', 60_000_000_000n, false],
      ],
    ],
    [
      'remove to DOGE: no deposit, service output',
      {
        p: 'pair-v1',
        op: 'remove',
        tick0: 'UNIX',
        tick1: W,
        liquidity: '5',
        doge: 1,
      },
      [
        ['postage', 100_000n, true],
        ['service', SERVICE_OUTPUT_VALUE, false],
      ],
    ],
    [
      'wrap',
      { p: 'wdoge', op: 'deposit', tick: W, amt: '200000000' },
      [
        ['postage', 100_000n, true],
        ['custody', 200_000_000n, false],
        ['wrap-fee', 50_000_000n, false],
      ],
    ],
    [
      'unwrap',
      { p: 'wdoge', op: 'withdraw', tick: W, amt: '350000000' },
      [
        ['postage', 100_000n, true],
        ['service', SERVICE_OUTPUT_VALUE, false],
      ],
    ],
    [
      'order-v2 create',
      { p: 'order-v2', op: 'create', file_id: 'f', tick: W, amt: '1' },
      [
        ['postage', 100_000n, true],
        ['service', SERVICE_OUTPUT_VALUE, false],
      ],
    ],
    [
      'file transfer: only the carrier output, which is the recipient',
      { p: 'file', op: 'transfer', file_id: 'f' },
      [['postage', 100_000n, true]],
    ],
    [
      'AI-NFT deploy',
      { p: 'nft/ai', op: 'deploy', tick: 'AI', total: 1 },
      [
        ['postage', 100_000n, true],
        ['nft-fee', AI_NFT_DEPLOY_FEE, false],
      ],
    ],
  ])('behavior: %s', (_name, payload, outputs) => {
    expect(kinds(payload)).toEqual(outputs)
  })

  it('parameters: repeat multiplies a mint’s carrier output', () => {
    expect(
      kinds(
        { p: 'drc-20', op: 'mint', tick: 'ABCD', amt: '1' },
        { repeat: 10 },
      ),
    ).toEqual([
      ['postage', 1_000_000n, true],
      ['service', SERVICE_OUTPUT_VALUE, false],
    ])
  })

  it('parameters: to — a transfer’s carrier output to someone else is a cost', () => {
    const payload = { p: 'drc-20', op: 'transfer', tick: 'ABCD', amt: '1' }
    const toOther = getWalletDogeCosts({
      payload,
      to: OTHER,
      sender: SENDER,
    })._unsafeUnwrap()
    expect(toOther.paid).toBe(
      100_000n + SERVICE_OUTPUT_VALUE + WALLET_NETWORK_FEE,
    )
    const toSelf = getWalletDogeCosts({
      payload,
      to: SENDER,
      sender: SENDER,
    })._unsafeUnwrap()
    expect(toSelf.paid).toBe(SERVICE_OUTPUT_VALUE + WALLET_NETWORK_FEE)
    // A deploy's carrier output goes to its receive address: the deployer.
    expect(
      getWalletDogeCosts({
        payload: { p: 'drc-20', op: 'deploy', tick: 'ABCD' },
        to: OTHER,
        sender: SENDER,
      })._unsafeUnwrap().outputs[0]?.toSender,
    ).toBe(false)
  })

  it('parameters: dogeOut — an unwrap receives its amt unless told otherwise', () => {
    const payload = { p: 'wdoge', op: 'withdraw', tick: W, amt: '350000000' }
    expect(getWalletDogeCosts({ payload })._unsafeUnwrap().netChange).toBe(
      350_000_000n - SERVICE_OUTPUT_VALUE - WALLET_NETWORK_FEE,
    )
    expect(
      getWalletDogeCosts({ payload, dogeOut: 0n })._unsafeUnwrap().received,
    ).toBe(0n)
  })

  it('parameters: custody_output — the devnet wallet pays the larger output', () => {
    const costs = getWalletDogeCosts({
      payload: {
        p: 'wdoge',
        op: 'deposit',
        tick: W,
        amt: '6710901985553450',
        custody_output: '6710901985553451',
      },
    })._unsafeUnwrap()
    expect(costs.costs[0]).toEqual({
      kind: 'custody',
      amount: 6_710_901_985_553_451n,
      toSender: false,
    })
    // Without it, the real extension cannot pay an output the indexer reads.
    expect(
      getWalletDogeCosts({
        payload: {
          p: 'wdoge',
          op: 'deposit',
          tick: W,
          amt: '6710901985553450',
        },
      })._unsafeUnwrapErr().code,
    ).toBe('CUSTODY_OUTPUT')
  })

  it.each<[WalletPayload, string]>([
    [{ p: 'pump', op: 'deploy' }, 'UNKNOWN_PROTOCOL'],
    [{ p: 'wdoge', op: 'deposit', amt: '1.5' }, 'INVALID_AMOUNT'],
    [{ p: 'wdoge', op: 'deposit', amt: '0' }, 'INVALID_AMOUNT'],
    [
      {
        p: 'pair-v1',
        op: 'swap',
        tick0: W,
        tick1: 'UNIX',
        amt0: '-1',
        doge: 1,
      },
      'INVALID_AMOUNT',
    ],
  ])('behavior: refuses %j (%s)', (payload, code) => {
    expect(getWalletDogeCosts({ payload })._unsafeUnwrapErr().code).toBe(code)
  })

  it('behavior: refuses a repeat below 1', () => {
    expect(
      getWalletDogeCosts({
        payload: { p: 'drc-20', op: 'mint', tick: 'A', amt: '1' },
        repeat: 0,
      })._unsafeUnwrapErr().code,
    ).toBe('INVALID_REPEAT')
  })

  const protocols = fc.constantFrom(
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
  )
  const ops = fc.constantFrom(
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
    'stake',
  )
  const amount = fc.bigInt({ min: 1n, max: 10n ** 18n }).map(String)
  const payloads = fc.record({
    p: protocols,
    op: ops,
    tick0: fc.constantFrom(W, 'UNIX'),
    tick1: fc.constantFrom(W, 'CARDI'),
    tick0_id: fc.constantFrom(W, 'UNIX'),
    tick1_id: fc.constantFrom(W, 'CARDI'),
    amt0: amount,
    amt1: amount,
    amt: amount,
    doge: fc.constantFrom(0, 1),
  })

  test.prop(
    [
      payloads,
      fc.option(fc.bigInt({ min: 0n, max: 10n ** 18n }), { nil: undefined }),
      fc.boolean(),
    ],
    { numRuns: MONEY_RUNS },
  )(
    'property: net change = received − every output not to the sender − the network fee',
    (payload, dogeOut, toOther) => {
      const result = getWalletDogeCosts({
        payload,
        dogeOut,
        sender: SENDER,
        to: toOther ? OTHER : undefined,
        walletSetsOutputs: true,
      })
      if (result.isErr()) return
      const costs = result.value
      const notMine = costs.outputs.filter((o) => !o.toSender)
      expect(costs.costs).toEqual(notMine)
      const paid = notMine.reduce((s, o) => s + o.amount, 0n)
      expect(costs.paid).toBe(paid + WALLET_NETWORK_FEE)
      expect(costs.netChange).toBe(costs.received - costs.paid)
      for (const output of costs.outputs)
        expect(output.amount).toBeGreaterThan(0n)
      // The carrier output comes first; a deposit comes with its wrap fee and
      // never with a service output (the indexer wants exactly 3 outputs).
      expect(costs.outputs[0]?.kind).toBe('postage')
      const custody = costs.outputs.find((o) => o.kind === 'custody')
      if (custody) {
        expect(costs.outputs.map((o) => o.kind)).toEqual([
          'postage',
          'custody',
          'wrap-fee',
        ])
        expect(costs.outputs[2]?.amount).toBeGreaterThanOrEqual(50_000_000n)
      }
    },
  )

  test.prop([payloads], { numRuns: MONEY_RUNS })(
    'property: a DOGE deposit is exactly the WDOGE legs paid in DOGE',
    (payload) => {
      const result = getWalletDogeCosts({ payload, walletSetsOutputs: true })
      if (result.isErr()) return
      const custody = result.value.outputs.find((o) => o.kind === 'custody')
      const v2 = payload.p === 'pair-v2'
      const t0 = v2 ? payload.tick0_id : payload.tick0
      const t1 = v2 ? payload.tick1_id : payload.tick1
      const pair = payload.p === 'pair-v1' || v2
      const expected =
        payload.p === 'wdoge' && payload.op === 'deposit'
          ? BigInt(payload.amt)
          : pair && payload.doge === 1 && payload.op === 'swap'
            ? t0 === W
              ? BigInt(payload.amt0)
              : 0n
            : pair &&
                payload.doge === 1 &&
                (payload.op === 'create' || payload.op === 'add')
              ? (t0 === W ? BigInt(payload.amt0) : 0n) +
                (t1 === W ? BigInt(payload.amt1) : 0n)
              : 0n
      expect(custody?.amount ?? 0n).toBeGreaterThanOrEqual(expected)
      if (expected === 0n) expect(custody).toBeUndefined()
      else
        expect(
          result.value.outputs.find((o) => o.kind === 'wrap-fee')?.amount,
        ).toBeGreaterThanOrEqual(wrapFee(expected))
    },
  )

  it.each([
    ['stake', { p: 'stake-v1', op: 'stake', tick: 'UNIX', amt: '1' }],
    ['unstake', { p: 'stake-v1', op: 'unstake', tick: 'UNIX', amt: '1' }],
    ['claim', { p: 'stake-v1', op: 'getallreward', tick: 'UNIX' }],
    [
      'box deploy',
      {
        p: 'box-v1',
        op: 'deploy',
        tick0: 'LAUNCH',
        tick1: W,
        max: '2004002',
        amt0: '1002001',
        liqblock: 100,
        amt1: '1',
      },
    ],
    ['box mint', { p: 'box-v1', op: 'mint', tick0: 'LAUNCH', amt1: '5' }],
  ] satisfies [string, WalletPayload][])(
    'behavior: a %s pays postage back, the service output and the network fee',
    (_name, payload) => {
      const costs = getWalletDogeCosts({ payload })._unsafeUnwrap()
      expect(costs.outputs).toEqual([
        { kind: 'postage', amount: 100_000n, toSender: true },
        { kind: 'service', amount: SERVICE_OUTPUT_VALUE, toSender: false },
      ])
      // The action methods take no fee rate: the wallet's own fee.
      expect(costs.networkFee).toBe(WALLET_NETWORK_FEE)
      expect(costs.netChange).toBe(-(SERVICE_OUTPUT_VALUE + WALLET_NETWORK_FEE))
    },
  )

  it('parameters: feeRatePerKb — the fee is priced over the inscribed text', () => {
    const payload = {
      p: 'drc-20',
      op: 'transfer',
      tick: 'UNIX',
      amt: '5',
      to: OTHER,
    } as const
    const costs = getWalletDogeCosts({
      payload,
      sender: SENDER,
      to: OTHER,
      feeRatePerKb: 1_000_000n,
    })._unsafeUnwrap()
    const text = '{"p":"drc-20","op":"transfer","tick":"UNIX","amt":"5"}'
    expect(costs.networkFee).toBe(
      (1_000_000n * BigInt(text.length + 462) + 999n) / 1000n,
    )
    expect(costs.paid).toBe(100_000n + SERVICE_OUTPUT_VALUE + costs.networkFee)
  })

  it('parameters: repeat — defaults to the payload’s own repeat', () => {
    const costs = getWalletDogeCosts({
      payload: { p: 'drc-20', op: 'mint', tick: 'A', amt: '1', repeat: 3 },
    })._unsafeUnwrap()
    expect(costs.outputs[0]).toEqual({
      kind: 'postage',
      amount: 300_000n,
      toSender: true,
    })
  })

  it('behavior: refuses a negative fee rate', () => {
    expect(
      getWalletDogeCosts({
        payload: { p: 'stake-v1', op: 'stake', tick: 'A', amt: '1' },
        feeRatePerKb: -1n,
      })._unsafeUnwrapErr().code,
    ).toBe('INVALID_FEE_RATE')
  })

  test.prop([payloads, fc.bigInt({ min: 0n, max: 10n ** 10n })], {
    numRuns: MONEY_RUNS,
  })(
    'property: with a fee rate, the fee is the inscribed text’s; nothing else moves',
    (payload, rate) => {
      const flat = getWalletDogeCosts({ payload, walletSetsOutputs: true })
      const priced = getWalletDogeCosts({
        payload: { ...payload, feeRate: 1, custody_output: '1' },
        walletSetsOutputs: true,
        feeRatePerKb: rate,
      })
      if (flat.isErr()) return
      const fee = estimateInscriptionNetworkFee(
        getInscribedPayload(payload) as never,
        rate,
      )
      expect(priced._unsafeUnwrap()).toEqual({
        ...flat.value,
        networkFee: fee,
        paid: flat.value.paid - WALLET_NETWORK_FEE + fee,
        netChange: flat.value.netChange + WALLET_NETWORK_FEE - fee,
      })
    },
  )
})
