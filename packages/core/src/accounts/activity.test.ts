import { describe, expect, it } from 'vitest'
import type { IndexerRecordBase } from '../domain/indexerRecord.js'
import type { SwapPool } from '../domain/pools.js'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import { getActivityCsvCells } from './getActivityCsv.js'
import { type ActivityRecord, getActivityRow } from './getActivityRow.js'
import { createDogeValuer, sumDogeValues } from './getDogeValue.js'
import { getHoldingCsvCells } from './getHoldingsCsv.js'
import { filterActivityRows, mergeActivity } from './mergeActivity.js'
import { formatCsvRow } from './writeCsv.js'

const ME = 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd'
const OTHER = 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk'

function base(overrides: Partial<IndexerRecordBase> = {}): IndexerRecordBase {
  return {
    id: 1,
    orderId: 'o',
    holderAddress: ME,
    feeAddress: '',
    feeTxHash: '',
    txHash: 'a'.repeat(64),
    blockNumber: 100,
    blockHash: '',
    errInfo: '',
    errorCode: null,
    orderStatus: 0,
    status: 'completed',
    updateDateMs: 1_000_000,
    createDateMs: 1_000_000,
    ...overrides,
  }
}

const swapFields = {
  amt0Min: 0n,
  amt1Min: 0n,
  amt0Out: 0n,
  amt1Out: 0n,
  liquidity: 0n,
  doge: 0,
  txIndex: 0,
}

describe(getActivityRow, () => {
  it('behavior: a mint receives amt × repeat', () => {
    const row = getActivityRow(
      {
        protocol: 'drc-20',
        order: {
          ...base(),
          p: 'drc-20',
          op: 'mint',
          tick: 'UNIX',
          amt: 2n ** 60n,
          max: 0n,
          lim: 0n,
          dec: 8,
          repeat: 3,
          toAddress: '',
        },
      },
      ME,
    )
    expect(row.amountsIn).toEqual([{ tick: 'UNIX', amount: 3n * 2n ** 60n }])
    expect(row.amountsOut).toEqual([])
  })

  it.each([
    [ME, OTHER, 'out', { direction: 'to', address: OTHER }],
    [OTHER, ME, 'in', { direction: 'from', address: OTHER }],
    [ME, ME, 'both', null],
  ] as const)(
    'behavior: a transfer from %s to %s is %s, with the other side',
    (from, to, side, counterparty) => {
      const row = getActivityRow(
        {
          protocol: 'drc-20',
          order: {
            ...base({ holderAddress: from }),
            p: 'drc-20',
            op: 'transfer',
            tick: 'UNIX',
            amt: 5n,
            max: 0n,
            lim: 0n,
            dec: 8,
            repeat: 1,
            toAddress: to,
          },
        },
        ME,
      )
      const legs = [{ tick: 'UNIX', amount: 5n }]
      expect(row.amountsIn).toEqual(side === 'out' ? [] : legs)
      expect(row.amountsOut).toEqual(side === 'in' ? [] : legs)
      expect(row.counterparty).toEqual(counterparty)
    },
  )

  it('behavior: a swap pays amt0, receives amt1_out, fee (amt0 // 1000) × 3', () => {
    const row = getActivityRow(
      {
        protocol: 'pair-v1',
        order: {
          ...base(),
          ...swapFields,
          op: 'swap',
          tick0: WDOGE_TICK,
          tick1: 'UNIX',
          amt0: 1_999n,
          amt1: 0n,
          amt1Out: 77n,
        },
      },
      ME,
    )
    expect(row.amountsOut).toEqual([{ tick: WDOGE_TICK, amount: 1_999n }])
    expect(row.amountsIn).toEqual([{ tick: 'UNIX', amount: 77n }])
    expect(row.fee).toEqual({ tick: WDOGE_TICK, amount: 3n })
  })

  it('behavior: a remove burns LP and receives both sides', () => {
    const row = getActivityRow(
      {
        protocol: 'pair-v1',
        order: {
          ...base(),
          ...swapFields,
          op: 'remove',
          tick0: 'UNIX',
          tick1: WDOGE_TICK,
          amt0: 0n,
          amt1: 0n,
          amt0Out: 10n,
          amt1Out: 20n,
          liquidity: 5n,
        },
      },
      ME,
    )
    expect(row.amountsOut).toEqual([
      { tick: `UNIX-SWAP-${WDOGE_TICK}`, amount: 5n },
    ])
    expect(row.amountsIn).toHaveLength(2)
  })

  it('behavior: a wrap pays DOGE plus the fee and receives WDOGE', () => {
    const row = getActivityRow(
      {
        protocol: 'wdoge',
        order: {
          ...base(),
          op: 'deposit',
          tick: WDOGE_TICK,
          amt: 100_000_000n,
          withdrawTxHash: '',
          withdrawTxIndex: 0,
          withdrawTxRaw: '',
          withdrawBlockNumber: 0,
          withdrawBlockHash: '',
        },
      },
      ME,
    )
    expect(row.amountsIn).toEqual([{ tick: WDOGE_TICK, amount: 100_000_000n }])
    expect(row.fee).toEqual({ tick: 'DOGE', amount: 50_000_000n })
  })

  it('behavior: a failed row keeps its decoded reason', () => {
    const record: ActivityRecord = {
      protocol: 'stake-v1',
      order: {
        ...base({
          status: 'failed',
          orderStatus: 1,
          errInfo: 'insufficient balance',
          errorCode: 'INSUFFICIENT_BALANCE',
        }),
        op: 'stake',
        tick: 'UNIX',
        amt: 1n,
      },
    }
    const row = getActivityRow(record, ME)
    expect(row.status).toBe('failed')
    expect(row.errorCode).toBe('INSUFFICIENT_BALANCE')
  })
})

const stakeRow = (id: number, blockNumber: number, txHash: string) =>
  getActivityRow(
    {
      protocol: 'stake-v1',
      order: {
        ...base({ id, blockNumber, txHash }),
        op: 'stake',
        tick: 'A',
        amt: 1n,
      },
    },
    ME,
  )

describe(mergeActivity, () => {
  it('behavior: block order, newest first; journal entries on top', () => {
    const rows = mergeActivity(
      [stakeRow(1, 10, 'a'.repeat(64)), stakeRow(2, 12, 'b'.repeat(64))],
      [
        {
          txHash: 'c'.repeat(64),
          protocol: 'nft/ai',
          payload: { p: 'nft/ai', op: 'mint', tick: 'ART' },
          status: 'pending',
          submittedAtMs: 5,
        },
      ],
    )
    expect(rows.map((r) => r.blockNumber)).toEqual([null, 12, 10])
    expect(rows[0]).toMatchObject({ protocol: 'nft', status: 'pending' })
  })

  it('behavior: the indexer row replaces the journal entry of its tx', () => {
    const rows = mergeActivity(
      [stakeRow(1, 10, 'a'.repeat(64))],
      [
        {
          txHash: 'a'.repeat(64),
          protocol: 'stake-v1',
          payload: { op: 'stake', tick: 'A', amt: '1' },
          status: 'pending',
          submittedAtMs: 5,
        },
      ],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]?.status).toBe('completed')
  })

  it('behavior: a just-sent transfer names its recipient at once', () => {
    const [row] = mergeActivity(
      [],
      [
        {
          txHash: 'd'.repeat(64),
          protocol: 'drc-20',
          payload: {
            p: 'drc-20',
            op: 'transfer',
            tick: 'UNIX',
            amt: '5',
            to: OTHER,
          },
          status: 'pending',
          submittedAtMs: 5,
        },
      ],
    )
    expect(row).toMatchObject({
      amountsOut: [{ tick: 'UNIX', amount: 5n }],
      counterparty: { direction: 'to', address: OTHER },
    })
  })
})

describe(filterActivityRows, () => {
  it('parameters: protocols and statuses', () => {
    const rows = [stakeRow(1, 10, 'a'.repeat(64))]
    expect(filterActivityRows(rows, { protocols: ['wdoge'] })).toEqual([])
    expect(filterActivityRows(rows, { statuses: ['completed'] })).toEqual(rows)
    expect(filterActivityRows(rows, {})).toEqual(rows)
  })
})

describe(getActivityCsvCells, () => {
  it('default: exact unsigned amounts in the in and out columns', () => {
    const row = getActivityRow(
      {
        protocol: 'drc-20',
        order: {
          ...base({ createDateMs: 1_735_603_201_000 }),
          p: 'drc-20',
          op: 'transfer',
          tick: '=EVIL',
          amt: 9_007_199_254_740_993_00000001n,
          max: 0n,
          lim: 0n,
          dec: 8,
          repeat: 1,
          toAddress: OTHER,
        },
      },
      ME,
    )
    expect(formatCsvRow(getActivityCsvCells(row))).toBe(
      `100,2024-12-31T00:00:01Z,drc-20,transfer,'=EVIL,,,,,9007199254740993.00000001,'=EVIL,,,,,completed,,${'a'.repeat(64)}\r\n`,
    )
  })
})

describe(createDogeValuer, () => {
  const pool = (
    tick0: string,
    tick1: string,
    amt0: bigint,
    amt1: bigint,
    lt: bigint,
  ): SwapPool => ({
    tick: `${tick0}-SWAP-${tick1}`,
    tick0,
    tick1,
    amt0,
    amt1,
    liquidityTotal: lt,
    closePrice: 0,
    reservesAddress: '',
    holderAddress: '',
  })
  const value = createDogeValuer([
    pool('UNIX', WDOGE_TICK, 1_000n, 3_000n, 2_000n),
  ])

  it('behavior: amount × reserveWdoge // reserveToken, rounded down', () => {
    expect(value('UNIX', 7n)).toBe(21n)
    expect(value('UNIX', 1n)).toBe(3n)
    expect(value(WDOGE_TICK, 5n)).toBe(5n)
    expect(value('NOPE', 5n)).toBeUndefined()
  })

  it('behavior: an LP token is its underlying amounts by the remove rule', () => {
    // 1000 LP of 2000: 500 UNIX (1500 DOGE) + 1500 WDOGE.
    expect(value(`UNIX-SWAP-${WDOGE_TICK}`, 1_000n)).toBe(3_000n)
  })

  it('behavior: sums what is priced, counts what is not', () => {
    expect(sumDogeValues([1n, undefined, 2n])).toEqual({
      total: 3n,
      unpriced: 1,
    })
  })
})

describe(getHoldingCsvCells, () => {
  it('default: exact amounts, empty cells for none', () => {
    expect(
      formatCsvRow(
        getHoldingCsvCells({
          kind: 'drc-20',
          asset: 'UNIX',
          amount: 1_234_567_890_123_456_789n,
          dogeValue: 5n,
        }),
      ),
    ).toBe('drc-20,UNIX,12345678901.23456789,0.00000005\r\n')
    expect(
      formatCsvRow(
        getHoldingCsvCells({ kind: 'file', asset: '@x', amount: null }),
      ),
    ).toBe("file,'@x,,\r\n")
  })
})
