import { isValidMintRepeat } from '@drc20/core'
import { describe, expect, it } from 'vitest'
import {
  ALICE,
  BOB,
  balanceOf,
  CAROL,
  createTestIndex,
} from '../../test/indexerHarness.js'
import { applyDrc20, getMintRepeat } from './drc20.js'

const deploy = (tick: string, max: string, lim: string) => ({
  address: ALICE,
  payload: { p: 'drc-20', op: 'deploy', tick, max, lim },
})

describe(getMintRepeat, () => {
  it.each([
    [100_000n, 1],
    [1_000_000n, 10],
    [3_000_000n, 30],
    [900_000n, 0],
    [1_300_000n, 0],
    [1_800_000n, 0],
    [2_600_000n, 0],
    [3_100_000n, 0],
    [50_000n, 0],
  ])('behavior: out0 %s koinu gives repeat %s (E20)', (koinu, k) => {
    expect(getMintRepeat(koinu)).toBe(k)
  })
})

describe('getMintRepeat against core', () => {
  it.each(Array.from({ length: 31 }, (_, i) => i + 1))(
    'property: out0 = 0.001 DOGE × %s is accepted iff core lists the repeat',
    (k) => {
      expect(getMintRepeat(BigInt(k) * 100_000n) === k).toBe(
        isValidMintRepeat(k),
      )
    },
  )
})

describe(applyDrc20, () => {
  it('default: deploy then mint with repeat credits amt × k', () => {
    const index = createTestIndex()
    index.run(deploy('wow', '1000000', '1000'))
    index.run({
      address: BOB,
      payload: { p: 'drc-20', op: 'mint', tick: 'WOW', amt: '1000' },
      repeat: 10,
    })
    expect(balanceOf(index, 'WOW', BOB)).toBe(10_000n)
    expect(index.tokens.get('WOW')?.minted).toBe(10_000n)
    expect(
      index.drc20Orders.map((r) => [r.op, r.repeat, r.order_status]),
    ).toEqual([
      ['deploy', 1, 0],
      ['mint', 10, 0],
    ])
  })

  it.each([
    [
      { tick: 'A', max: '10', lim: '1' },
      'the token symbol must be 2 or 8 letters',
    ],
    [
      { tick: 'ABCDEFGHI', max: '10', lim: '1' },
      'the token symbol must be 2 or 8 letters',
    ],
    [{ tick: 'AB', max: '0', lim: '1' }, 'the amount of tokens exceeds the 0'],
    [
      { tick: 'AB', max: '1'.padEnd(42, '0'), lim: '1' },
      `the maximum value cannot be greater ${'9'.repeat(41)}`,
    ],
    [
      { tick: 'AB', max: '10', lim: '11' },
      'the maximum value is less than the limit value',
    ],
  ])('behavior: deploy %o fails with its err_info', (fields, text) => {
    const index = createTestIndex()
    index.run({
      address: ALICE,
      payload: { p: 'drc-20', op: 'deploy', ...fields },
    })
    const row = index.drc20Orders[0]
    expect(row?.order_status).toBe(1)
    expect(row?.err_info).toBe(`VerifyDrc20 err: ${text}`)
    expect(index.tokens.has(fields.tick)).toBe(false)
  })

  it('behavior: the first deploy in block order wins', () => {
    const index = createTestIndex()
    index.run(deploy('dup', '100', '10'), {
      ...deploy('DUP', '200', '10'),
      address: BOB,
    })
    expect(index.tokens.get('DUP')?.max).toBe(100n)
    expect(index.drc20Orders[1]?.err_info).toBe(
      'VerifyDrc20 err: has been deployed contracts',
    )
  })

  it('behavior: a mint overshooting max fails without partial fill', () => {
    const index = createTestIndex()
    index.run(deploy('CAP', '25', '10'))
    index.run({
      address: BOB,
      payload: { p: 'drc-20', op: 'mint', tick: 'CAP', amt: '10' },
      repeat: 3,
    })
    expect(index.drc20Orders[1]?.err_info).toBe(
      'VerifyDrc20 err: the amount of tokens exceeds the maximum',
    )
    expect(balanceOf(index, 'CAP', BOB)).toBe(0n)
  })

  it.each([
    ['NOPE', '1', 'the contract does not exist'],
    ['OK', '0', 'the amount of tokens exceeds the 0'],
    ['OK', '11', 'the amount of tokens exceeds the limit'],
  ])('behavior: mint of %s amt %s fails (%s)', (tick, amt, text) => {
    const index = createTestIndex()
    index.run(deploy('OK', '100', '10'))
    index.run({ address: BOB, payload: { p: 'drc-20', op: 'mint', tick, amt } })
    expect(index.drc20Orders[1]?.err_info).toBe(`VerifyDrc20 err: ${text}`)
  })

  it.each([
    ['mint repeat 9', { repeat: 9 }],
    [
      'dec as a string',
      {
        text: '{"p":"drc-20","op":"deploy","tick":"XX","max":"10","lim":"1","dec":"8"}',
      },
    ],
    [
      'amount with a decimal point',
      { text: '{"p":"drc-20","op":"mint","tick":"OK","amt":"1.5"}' },
    ],
    [
      'amount as a number',
      { text: '{"p":"drc-20","op":"mint","tick":"OK","amt":1}' },
    ],
  ])('behavior: %s is ignored (no record)', (_name, extra) => {
    const index = createTestIndex()
    index.run(deploy('OK', '100', '10'))
    index.run({
      address: BOB,
      payload: { p: 'drc-20', op: 'mint', tick: 'OK', amt: '1' },
      ...extra,
    })
    expect(index.drc20Orders).toHaveLength(1)
  })

  it('behavior: transfer moves amt; overdraft fails with the balance text', () => {
    const index = createTestIndex({ UNIX: { [ALICE]: 100n } })
    index.run({
      address: BOB,
      funder: ALICE,
      to: BOB,
      payload: { p: 'drc-20', op: 'transfer', tick: 'unix', amt: '60' },
    })
    index.run({
      address: BOB,
      funder: ALICE,
      to: BOB,
      payload: { p: 'drc-20', op: 'transfer', tick: 'UNIX', amt: '60' },
    })
    expect(balanceOf(index, 'UNIX', ALICE)).toBe(40n)
    expect(balanceOf(index, 'UNIX', BOB)).toBe(60n)
    expect(index.drc20Orders[1]?.err_info).toBe(
      'VerifyDrc20 err: the amount of tokens exceeds the balance',
    )
    expect(index.ledger.at(-1)).toMatchObject({
      from_address: ALICE,
      to_address: BOB,
      amt: 60n,
    })
  })

  it('behavior: a multi-recipient transfer debits once and credits the joined key (4.4)', () => {
    const index = createTestIndex({ UNIX: { [ALICE]: 100n } })
    index.run({
      address: BOB,
      funder: ALICE,
      payload: { p: 'drc-20', op: 'transfer', tick: 'UNIX', amt: '30' },
      outputs: [
        { address: BOB, amount: 100_000n },
        { address: CAROL, amount: 100_000n },
        { address: ALICE, amount: 100_000n },
      ],
    })
    expect(balanceOf(index, 'UNIX', ALICE)).toBe(70n)
    expect(balanceOf(index, 'UNIX', `${BOB},${CAROL}`)).toBe(30n)
  })

  it('behavior: a transfer to oneself is ignored', () => {
    const index = createTestIndex({ UNIX: { [ALICE]: 100n } })
    index.run({
      address: ALICE,
      funder: ALICE,
      to: ALICE,
      payload: { p: 'drc-20', op: 'transfer', tick: 'UNIX', amt: '1' },
    })
    expect(index.drc20Orders).toHaveLength(0)
  })
})
