import { formatUnits } from '../units/formatUnits.js'
import { type CsvCell, csvNumber, csvText } from './writeCsv.js'

/** The holdings CSV's columns, in order (the app translates the header). */
export const HOLDINGS_CSV_COLUMNS = [
  'kind',
  'asset',
  'amount',
  'dogeValue',
] as const

/** What a holding is: the sections of the assets page. */
export type HoldingKind =
  | 'doge'
  | 'drc-20'
  | 'wdoge'
  | 'lp'
  | 'stake'
  | 'stake-reward'
  | 'listing'
  | 'file'
  | 'nft'

export type HoldingCsvInput = {
  readonly kind: HoldingKind
  /** Tick, file id or NFT name. */
  readonly asset: string
  /** Base units; `null` for a file or an NFT (one item). */
  readonly amount: bigint | null
  /** DOGE value in koinu; `undefined` when unpriced. */
  readonly dogeValue?: bigint | undefined
}

/**
 * One holding as CSV cells in {@link HOLDINGS_CSV_COLUMNS} order: exact
 * decimal amounts with `decimals` (8 for DRC-20, WDOGE and DOGE), the DOGE
 * value exact to the koinu, empty when unknown.
 */
export function getHoldingCsvCells(
  holding: HoldingCsvInput,
  decimals = 8,
): CsvCell[] {
  return [
    csvText(holding.kind),
    csvText(holding.asset),
    holding.amount === null
      ? csvText('')
      : csvNumber(formatUnits(holding.amount, decimals)),
    holding.dogeValue === undefined
      ? csvText('')
      : csvNumber(formatUnits(holding.dogeValue, 8)),
  ]
}
