import {
  type CandleInterval,
  decodeIndexerError,
  getIndexerRecordStatus,
  type IndexerRecordBase,
} from '@drc20/core'
import * as v from 'valibot'
import { scaleDecimal } from './scaleDecimal.js'

/**
 * Wire primitives of docs/api.md §4, each converting to its domain
 * type. Any value that does not match is a schema issue (a `decode` error),
 * never a silently wrong number.
 */

/** `str`. */
/** The op of an order-v1 or order-v2 row. */
export const exchangeOp = v.picklist(['create', 'trade', 'cancel'])

export const str = v.string()
/** `str?`. */
export const strOrNull = v.nullable(v.string())

/** `int`: a JSON integer that a double holds exactly. */
export const int = v.pipe(v.number(), v.safeInteger('expected a safe integer'))

/**
 * `dstr`: base-10 integer string of any size -> bigint. Every `dstr` column
 * is an amount (balance, reserve, supply, reward, volume), which the
 * indexer never makes negative: a minus sign is refused, not passed on.
 */
export const dstr = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'expected a non-negative integer string'),
  v.transform((text) => BigInt(text)),
)
export const dstrOrNull = v.nullable(dstr)

/**
 * `dnum`: a bare JSON integer of any size. The lossless parser turns
 * integers above 2^53 into bigint; a number here must therefore be a safe
 * integer (a larger one would already have been rounded). Amounts only
 * (rewards, supplies): never negative.
 */
export const dnum = v.pipe(
  v.union(
    [v.pipe(v.number(), v.safeInteger()), v.bigint()],
    'expected an exact integer',
  ),
  v.transform((value) => BigInt(value)),
  v.check((value) => value >= 0n, 'expected a non-negative amount'),
)
export const dnumOrNull = v.nullable(dnum)

/**
 * `f64`: any finite JSON number (bigint when it was written as a huge
 * integer). `1e999` parses to Infinity and a 400-digit integer converts to
 * it: both are refused, as no column holds them.
 */
export const f64 = v.pipe(
  v.union([v.number(), v.bigint()], 'expected a number'),
  v.transform((value) => Number(value)),
  v.check((value) => Number.isFinite(value), 'expected a finite number'),
)

/**
 * `f64` carrying an amount (v4 swap/pair reserves): the server already
 * rounded it to a double, so any integral value is accepted as sent, but
 * never a negative one (`Number.isInteger` already refuses non-finite).
 */
export const f64Amount = v.pipe(
  v.union(
    [
      v.pipe(
        v.number(),
        v.check((n) => Number.isInteger(n), 'expected an integral number'),
      ),
      v.bigint(),
    ],
    'expected an integral number',
  ),
  v.transform((value) => BigInt(value)),
  v.check((value) => value >= 0n, 'expected a non-negative amount'),
)

/** `fstr`: decimal text of a big.Float, kept as text (use bignumber.js). */
export const fstr = v.pipe(
  v.string(),
  v.check(
    (text) => scaleDecimal(text, 0, 'towardZero') !== null,
    'expected decimal text',
  ),
)

/**
 * `nstr`: SQL decimal text, possibly in exponent form -> bigint (toward 0).
 * Sums of amounts: never negative.
 */
export const nstr = v.pipe(
  v.string(),
  v.check((text) => !text.startsWith('-'), 'expected a non-negative amount'),
  v.transform((text) => scaleDecimal(text, 0, 'towardZero')),
  v.check((value) => value !== null, 'expected decimal text'),
  v.transform((value) => value ?? 0n),
)

/** `ts`: Unix seconds -> epoch ms (0 stays 0: the column was NULL). */
export const ts = v.pipe(
  int,
  v.transform((seconds) => seconds * 1000),
)
export const tsOrNull = v.nullable(ts)

/** 0/1 flags (`is_check`, `is_del`, `is_nft`) -> boolean. */
export const flag = v.pipe(
  int,
  v.transform((value) => value !== 0),
)

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/

/**
 * Date text `"YYYY-MM-DD HH:MM:SS"` (read as UTC: the server's local zone is
 * not sent) or RFC 3339 -> epoch ms; `null` when not a date.
 */
export function parseDateText(text: string): number | null {
  const match = DATE_TIME.exec(text)
  if (match === null) return null
  const [, y, mo, d, h, mi, s, , zone] = match
  const utcMs = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s),
  )
  if (zone === undefined || zone === 'Z') return utcMs
  const sign = zone.startsWith('-') ? -1 : 1
  const offsetMinutes = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6))
  return utcMs - sign * offsetMinutes * 60_000
}

/** `last_date`: date text -> epoch ms. */
export const dateText = v.pipe(
  v.string(),
  v.transform(parseDateText),
  v.check((value) => value !== null, 'expected a date text'),
  v.transform((value) => value ?? 0),
)

/** Date that may be `""` (-> null), date text, or Unix seconds (v3 rows). */
export const looseDate = v.pipe(
  v.union([v.string(), int, v.null()], 'expected a date'),
  v.transform((value) => {
    if (value === null || value === '') return { ok: true, ms: null }
    if (typeof value === 'number') return { ok: true, ms: value * 1000 }
    const ms = parseDateText(value)
    return { ok: ms !== null, ms }
  }),
  v.check((value) => value.ok, 'expected a date text'),
  v.transform((value) => value.ms),
)

const INTERVALS: readonly CandleInterval[] = [
  '1m',
  '5m',
  '15m',
  '1h',
  '4h',
  '1d',
  '1w',
  '1M',
]

/** `date_interval`; `""` in gap-filled rows -> null. */
export const interval = v.pipe(
  v.union([v.picklist(INTERVALS), v.literal('')]),
  v.transform((value) => (value === '' ? null : value)),
)

/** Common order columns (docs/api.md §7.0). */
export const orderBaseEntries = {
  id: int,
  order_id: str,
  holder_address: str,
  fee_address: str,
  fee_tx_hash: str,
  tx_hash: str,
  block_number: int,
  block_hash: str,
  err_info: str,
  order_status: int,
  update_date: ts,
  create_date: ts,
}

type OrderBaseWire = {
  readonly id: number
  readonly order_id: string
  readonly holder_address: string
  readonly fee_address: string
  readonly fee_tx_hash: string
  readonly tx_hash: string
  readonly block_number: number
  readonly block_hash: string
  readonly err_info: string | null
  readonly order_status: number
  readonly update_date: number
  readonly create_date: number
}

export function toRecordBase(row: OrderBaseWire): IndexerRecordBase {
  const errInfo = row.err_info
  return {
    id: row.id,
    orderId: row.order_id,
    holderAddress: row.holder_address,
    feeAddress: row.fee_address,
    feeTxHash: row.fee_tx_hash,
    txHash: row.tx_hash,
    blockNumber: row.block_number,
    blockHash: row.block_hash,
    errInfo,
    errorCode:
      errInfo === null || errInfo === '' ? null : decodeIndexerError(errInfo),
    orderStatus: row.order_status,
    status: getIndexerRecordStatus({ orderStatus: row.order_status, errInfo }),
    updateDateMs: row.update_date,
    createDateMs: row.create_date,
  }
}

/** `data` of a list route: an array; `null` reads as empty (docs/api.md §10.8). */
export function listOf<TSchema extends v.GenericSchema>(row: TSchema) {
  return v.pipe(
    v.nullable(v.array(row)),
    v.transform((rows) => rows ?? []),
  )
}
