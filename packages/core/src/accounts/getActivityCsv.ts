import { formatUnits } from '../units/formatUnits.js'
import type { ActivityLeg, ActivityRow } from './getActivityRow.js'
import {
  type CsvCell,
  csvNumber,
  csvText,
  formatUtcTimestamp,
} from './writeCsv.js'

/** The activity CSV's columns, in order (the app translates the header). */
export const ACTIVITY_CSV_COLUMNS = [
  'block',
  'time',
  'protocol',
  'operation',
  'ticks',
  'inAmount',
  'inTick',
  'inAmount2',
  'inTick2',
  'outAmount',
  'outTick',
  'outAmount2',
  'outTick2',
  'fee',
  'feeTick',
  'status',
  'failure',
  'txHash',
] as const

export type ActivityCsvColumn = (typeof ACTIVITY_CSV_COLUMNS)[number]

const EMPTY = csvText('')

function legCells(
  legs: readonly ActivityLeg[],
  index: number,
  decimals: number,
): [CsvCell, CsvCell] {
  const l = legs[index]
  return l
    ? [csvNumber(formatUnits(l.amount, decimals)), csvText(l.tick)]
    : [EMPTY, EMPTY]
}

/**
 * One activity row as CSV cells, in {@link ACTIVITY_CSV_COLUMNS} order:
 * exact decimal amounts (`decimals`, 8 for every DRC-20, WDOGE and DOGE
 * amount), unsigned, received in the "in" columns and paid in the "out"
 * ones; the time as ISO 8601 UTC; `failure` the indexer's own text.
 */
export function getActivityCsvCells(row: ActivityRow, decimals = 8): CsvCell[] {
  return [
    row.blockNumber === null ? EMPTY : csvNumber(String(row.blockNumber)),
    csvText(formatUtcTimestamp(row.timeMs)),
    csvText(row.protocol),
    csvText(row.op),
    csvText(row.ticks.join(' ')),
    ...legCells(row.amountsIn, 0, decimals),
    ...legCells(row.amountsIn, 1, decimals),
    ...legCells(row.amountsOut, 0, decimals),
    ...legCells(row.amountsOut, 1, decimals),
    ...(row.fee
      ? [
          csvNumber(formatUnits(row.fee.amount, decimals)),
          csvText(row.fee.tick),
        ]
      : [EMPTY, EMPTY]),
    csvText(row.status),
    csvText(row.status === 'failed' ? row.errInfo : ''),
    csvText(row.txHash),
  ]
}
