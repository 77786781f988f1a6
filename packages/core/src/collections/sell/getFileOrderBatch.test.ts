import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { getWalletDogeCosts } from '../../fees/getWalletDogeCosts.js'
import { getFileOrderBatch } from './getFileOrderBatch.js'

const WDOGE = 'WDOGE(WRAPPED-DOGE)'
const file = (n: number) => ({
  fileId: n.toString(16).padStart(64, 'f'),
  exId: n.toString(16).padStart(64, 'e'),
})

describe(getFileOrderBatch, () => {
  it('default: lists each file at the batch price, one create each', () => {
    const batch = getFileOrderBatch({
      action: 'list',
      files: [file(1), file(2)],
      priceText: '1.234,5',
      tick: WDOGE,
      separators: { decimalSeparator: ',', groupSeparator: '.' },
    })
    expect(batch.issues).toEqual([])
    expect(batch.price).toBe(123_450_000_000n)
    expect(batch.entries.map((e) => e.payload)).toEqual([
      {
        p: 'order-v2',
        op: 'create',
        file_id: file(1).fileId,
        tick: WDOGE,
        amt: '123450000000',
      },
      {
        p: 'order-v2',
        op: 'create',
        file_id: file(2).fileId,
        tick: WDOGE,
        amt: '123450000000',
      },
    ])
    const one = getWalletDogeCosts({
      payload: batch.entries[0]?.payload ?? { p: '', op: '' },
    })._unsafeUnwrap()
    expect(batch.doge.paid).toBe(one.paid * 2n)
    expect(batch.doge.netChange).toBe(-one.paid * 2n)
  })
  it('behavior: cancel and revoke are one cancel per listing', () => {
    const batch = getFileOrderBatch({ action: 'revoke', files: [file(3)] })
    expect(batch.entries.map((e) => e.payload)).toEqual([
      { p: 'order-v2', op: 'cancel', ex_id: file(3).exId },
    ])
  })
  it.each([
    ['list', 'NO_FILES_TO_LIST'],
    ['cancel', 'NO_FILES_TO_CANCEL'],
    ['revoke', 'NO_FILES_TO_REVOKE'],
  ] as const)('behavior: nothing eligible to %s → %s', (action, code) => {
    expect(getFileOrderBatch({ action, files: [] }).issues).toEqual([{ code }])
  })
  it('behavior: at most 1000 files', () => {
    const files = Array.from({ length: 1001 }, (_, i) => file(i))
    expect(getFileOrderBatch({ action: 'cancel', files }).issues).toEqual([
      { code: 'BATCH_TOO_LARGE', max: 1000 },
    ])
    expect(
      getFileOrderBatch({ action: 'cancel', files: files.slice(0, 1000) })
        .entries,
    ).toHaveLength(1000)
  })
  it.each([
    ['', 'PRICE_REQUIRED'],
    ['0', 'AMOUNT_NOT_POSITIVE'],
    ['1,5', 'WRONG_DECIMAL_SEPARATOR'],
  ])('behavior: a price of %j → %s', (priceText, code) => {
    const issues = getFileOrderBatch({
      action: 'list',
      files: [file(1)],
      priceText,
      tick: WDOGE,
    }).issues
    expect(issues[0]?.code).toBe(code)
  })
  it('behavior: a listing id a payload cannot carry blocks the batch', () => {
    const batch = getFileOrderBatch({
      action: 'cancel',
      files: [{ fileId: file(1).fileId, exId: 'nope' }],
    })
    expect(batch.issues).toEqual([
      { code: 'INVALID_FILE', fileId: file(1).fileId },
    ])
    expect(batch.entries).toEqual([])
  })
  it("behavior: a file's own price overrides the batch price", () => {
    const batch = getFileOrderBatch({
      action: 'list',
      files: [
        { ...file(1), priceText: '3' },
        file(2),
        { ...file(3), priceText: ' ' },
      ],
      priceText: '2',
      tick: WDOGE,
    })
    expect(batch.issues).toEqual([])
    expect(batch.entries.map((e) => e.price)).toEqual([
      300_000_000n,
      200_000_000n,
      200_000_000n,
    ])
    expect(batch.total).toBe(700_000_000n)
    expect(batch.entries[0]?.payload).toMatchObject({ amt: '300000000' })
  })
  it('behavior: no batch price is needed when every file has its own', () => {
    const batch = getFileOrderBatch({
      action: 'list',
      files: [
        { ...file(1), priceText: '1,5' },
        { ...file(2), priceText: '0,25' },
      ],
      tick: WDOGE,
      separators: { decimalSeparator: ',', groupSeparator: '.' },
    })
    expect(batch.issues).toEqual([])
    expect(batch.price).toBe(0n)
    expect(batch.total).toBe(175_000_000n)
  })
  it('behavior: a bad own price is an issue under that file', () => {
    const batch = getFileOrderBatch({
      action: 'list',
      files: [
        { ...file(1), priceText: '0' },
        file(2),
        { ...file(3), priceText: 'x' },
      ],
      priceText: '2',
      tick: WDOGE,
    })
    expect(batch.issues).toEqual([
      { code: 'AMOUNT_NOT_POSITIVE', fileId: file(1).fileId },
      { code: 'INVALID_NUMBER', fileId: file(3).fileId },
    ])
    expect(batch.entries).toEqual([])
    expect(batch.total).toBe(0n)
  })
  it('behavior: the batch price is required while a file takes it', () => {
    const batch = getFileOrderBatch({
      action: 'list',
      files: [{ ...file(1), priceText: '1' }, file(2)],
      tick: WDOGE,
    })
    expect(batch.issues).toEqual([{ code: 'PRICE_REQUIRED' }])
  })
  test.prop([
    fc.array(
      fc.option(fc.bigInt({ min: 1n, max: 10n ** 15n }), { nil: undefined }),
      { minLength: 1, maxLength: 30 },
    ),
    fc.bigInt({ min: 1n, max: 10n ** 15n }),
  ])(
    'property: each entry is its own price or the batch price; the total adds them',
    (own, batchPrice) => {
      const text = (v: bigint) =>
        `${v / 100_000_000n}.${(v % 100_000_000n).toString().padStart(8, '0')}`
      const batch = getFileOrderBatch({
        action: 'list',
        files: own.map((p, i) => ({
          ...file(i + 1),
          ...(p === undefined ? {} : { priceText: text(p) }),
        })),
        priceText: text(batchPrice),
        tick: WDOGE,
      })
      const expected = own.map((p) => p ?? batchPrice)
      expect(batch.issues).toEqual([])
      expect(batch.entries.map((e) => e.price)).toEqual(expected)
      expect(batch.entries.map((e) => e.payload)).toEqual(
        expected.map((p, i) => ({
          p: 'order-v2',
          op: 'create',
          file_id: file(i + 1).fileId,
          tick: WDOGE,
          amt: p.toString(),
        })),
      )
      expect(batch.total).toBe(expected.reduce((a, b) => a + b, 0n))
    },
  )
})
