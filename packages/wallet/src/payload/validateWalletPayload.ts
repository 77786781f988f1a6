import {
  isValidMintRepeat,
  normalizeTick,
  validateDogecoinAddress,
} from '@drc20/core'
import { err, ok, type Result } from 'neverthrow'
import type { PayloadIssue, WalletError } from '../errors/walletError.js'

/** An inscription payload as it goes on the wire (docs/protocol.md §1.2). */
export type WirePayload = {
  readonly p: string
  readonly op: string
  readonly [field: string]: string | number | undefined
}

/** The wallet methods that carry an inscription payload. */
export type PayloadMethod =
  | 'sendDogecoin'
  | 'sendTrade'
  | 'createSwap'
  | 'createLp'
  | 'sendBox'
  | 'sendNft'

/**
 * Which `p` values each method carries (docs/wallet.md §3.3, §3.4).
 * `sendNft` also takes `file` transfers: the reference leaves its payloads
 * open ([U]) and files are the product's other NFT-like asset.
 */
export const METHOD_PROTOCOLS = {
  sendDogecoin: ['drc-20'],
  sendTrade: ['order-v1', 'order-v2'],
  createSwap: ['pair-v1', 'pair-v2', 'wdoge'],
  createLp: ['stake-v1'],
  sendBox: ['box-v1'],
  sendNft: ['nft/ai', 'file'],
} as const satisfies Record<PayloadMethod, readonly string[]>

/** Required fields per `p` and `op` (docs/protocol.md §4–§14 payload tables). */
const REQUIRED: Readonly<
  Record<string, Readonly<Record<string, readonly string[]>>>
> = {
  // Transfers name their recipient in `to`, as S1 sends it (docs/wallet.md §3.3): the
  // wallet builds reveal out0 from it.
  'drc-20': {
    deploy: ['tick', 'max', 'lim'],
    mint: ['tick', 'amt'],
    transfer: ['tick', 'amt', 'to'],
  },
  'pair-v1': {
    create: ['tick0', 'tick1', 'amt0', 'amt1'],
    add: ['tick0', 'tick1', 'amt0', 'amt1'],
    remove: ['tick0', 'tick1', 'liquidity'],
    swap: ['tick0', 'tick1', 'amt0'],
  },
  'pair-v2': {
    create: ['tick0_id', 'tick1_id', 'amt0', 'amt1'],
    add: ['pair_id', 'amt0', 'amt1'],
    remove: ['pair_id', 'liquidity'],
    swap: ['pair_id', 'tick0_id', 'amt0'],
  },
  wdoge: { deposit: ['amt'], withdraw: ['amt'] },
  'order-v1': {
    create: ['tick0', 'tick1', 'amt0', 'amt1'],
    trade: ['exid', 'amt1'],
    cancel: ['exid', 'amt0'],
  },
  'order-v2': {
    create: ['file_id', 'tick', 'amt'],
    trade: ['ex_id', 'tick', 'amt'],
    cancel: ['ex_id'],
  },
  'stake-v1': {
    stake: ['tick', 'amt'],
    unstake: ['tick', 'amt'],
    getallreward: ['tick'],
  },
  'box-v1': {
    deploy: ['tick0', 'tick1', 'max', 'amt0'],
    mint: ['tick0', 'amt1'],
  },
  'nft/ai': {
    deploy: ['tick', 'total'],
    mint: ['tick'],
    transfer: ['tick', 'tick_id', 'to'],
  },
  file: { transfer: ['file_id', 'to'] },
}

/**
 * Fields a `(p, op)` may carry beside its required ones (the optional
 * fields of core's payload builders, plus the wallet's own keys: `repeat`,
 * a mint's or deploy's receive address `to`, and `feeRate`).
 */
const OPTIONAL: Readonly<
  Record<string, Readonly<Record<string, readonly string[]>>>
> = {
  'drc-20': {
    deploy: ['dec', 'to', 'feeRate'],
    mint: ['repeat', 'to', 'feeRate'],
    transfer: ['feeRate'],
  },
  'pair-v1': {
    create: ['doge'],
    add: ['amt0_min', 'amt1_min', 'doge'],
    remove: ['doge'],
    swap: ['amt1', 'amt1_min', 'doge'],
  },
  'pair-v2': {
    create: ['pair_id', 'doge'],
    add: ['tick0_id', 'tick1_id', 'amt0_min', 'amt1_min', 'doge'],
    remove: ['tick0_id', 'tick1_id', 'doge'],
    swap: ['tick1_id', 'amt1_min', 'doge'],
  },
  wdoge: { deposit: ['tick'], withdraw: ['tick'] },
  'order-v1': { create: [], trade: [], cancel: [] },
  'order-v2': { create: [], trade: [], cancel: [] },
  'stake-v1': { stake: [], unstake: [], getallreward: [] },
  'box-v1': { deploy: ['liqamt', 'liqblock'], mint: [] },
  'nft/ai': {
    deploy: ['model', 'prompt'],
    mint: ['prompt', 'seed'],
    transfer: [],
  },
  file: { transfer: [] },
}

/** Ticks the indexer upper-cases with Go's `strings.ToUpper` (docs/protocol.md §1.3). */
const TICK_FIELDS = new Set(['tick', 'tick0', 'tick1'])

/**
 * pair-v2 tick ids: verbatim and case-sensitive; one under 64 characters
 * names a DRC-20 tick and must already be upper-case (docs/protocol.md §6.2).
 */
const TICK_ID_FIELDS = new Set(['tick0_id', 'tick1_id'])
const FILE_ID_LENGTH = 64

/**
 * Characters a person cannot see or tell apart from a plain space: control,
 * format (zero-width, bidirectional marks), private-use and unassigned code
 * points, line and paragraph separators, and every space but U+0020.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}]|(?! )\p{Zs}/u

/** Each bound and the amount it may not exceed. */
const MINIMUMS = [
  ['amt0_min', 'amt0'],
  ['amt1_min', 'amt1'],
] as const

/** Amount fields: JSON strings holding a base-10 integer (docs/wallet.md §1.1). */
const INTEGER_STRING_FIELDS = new Set([
  'amt',
  'max',
  'lim',
  'amt0',
  'amt1',
  'amt0_min',
  'amt1_min',
  'liquidity',
  'liqamt',
  'reward',
  'each_reward',
])

/** Fields that must be JSON integers, never strings (docs/wallet.md §1.2). */
const INTEGER_FIELDS = new Set([
  'dec',
  'doge',
  'liqblock',
  'lock_block',
  'tick_id',
  'total',
  'seed',
  'repeat',
  'feeRate',
])

/** Fields holding an address: re-checked with Base58Check before sending. */
export const ADDRESS_FIELDS = new Set([
  'to',
  'to_address',
  'receive_address',
  'invite_address',
  'admin_address',
  'holder_address',
])

const DIGITS = /^[0-9]+$/
/** Digits with no leading zero (a lone `0` is fine). */
const CANONICAL_DIGITS = /^(0|[1-9][0-9]*)$/

function invalid(
  issue: PayloadIssue,
  field?: string,
): Result<never, WalletError> {
  return err({
    code: 'INVALID_PAYLOAD',
    issue,
    ...(field === undefined ? {} : { field }),
  })
}

function checkField(
  field: string,
  value: string | number,
): Result<void, WalletError> {
  if (INTEGER_STRING_FIELDS.has(field)) {
    if (typeof value !== 'string' || !DIGITS.test(value)) {
      return invalid('NOT_AN_INTEGER_STRING', field)
    }
    if (!CANONICAL_DIGITS.test(value)) return invalid('LEADING_ZEROS', field)
  } else if (INTEGER_FIELDS.has(field)) {
    if (
      typeof value !== 'number' ||
      !Number.isSafeInteger(value) ||
      value < 0
    ) {
      return invalid('NOT_AN_INTEGER', field)
    }
    if (field === 'doge' && value !== 0 && value !== 1) {
      return invalid('UNEXPECTED_VALUE', field)
    }
    if (field === 'repeat' && !isValidMintRepeat(value)) {
      return invalid('UNEXPECTED_VALUE', field)
    }
    if (field === 'feeRate' && value < 1) {
      return invalid('UNEXPECTED_VALUE', field)
    }
  } else if (typeof value !== 'string') {
    // Every other known field (ticks, ids, addresses) is a JSON string.
    return invalid('NOT_A_STRING', field)
  }
  if (TICK_FIELDS.has(field) || TICK_ID_FIELDS.has(field)) {
    const tick = value as string
    if (INVISIBLE.test(tick)) return invalid('INVISIBLE_CHARACTER', field)
    const upperCased =
      TICK_FIELDS.has(field) || tick.length < FILE_ID_LENGTH
        ? normalizeTick(tick)
        : tick
    if (upperCased !== tick) return invalid('TICK_NOT_UPPER_CASE', field)
  }
  if (ADDRESS_FIELDS.has(field)) {
    const checked = validateDogecoinAddress(value as string, 'livenet')
    if (checked.isErr()) {
      return err({
        code: 'INVALID_ADDRESS',
        field,
        address: value as string,
        cause: checked.error,
      })
    }
  }
  return ok(undefined)
}

/**
 * Re-checks a payload right before it is handed to the wallet, whatever
 * built it: the method ↔ `p` pairing, a known `op`, the required fields and
 * no field the `(p, op)` does not define (nor two keys that differ only by
 * case: the indexer reads keys case-insensitively), wire types (amounts are
 * base-10 integer strings without leading zeros, `doge`/`dec`/`liqblock`/…
 * are JSON integers), no `*_min` above its amount, two different ticks in a
 * pair, ticks that are already what the indexer's upper-casing makes of
 * them (core's `normalizeTick`) and hold no invisible or control character,
 * and every address with Base58Check on livenet.
 * Returns a copy without `undefined` fields; the input is not touched.
 */
export function validateWalletPayload(
  method: PayloadMethod,
  payload: unknown,
): Result<WirePayload, WalletError> {
  if (typeof payload !== 'object' || payload === null) {
    return invalid('NOT_AN_OBJECT')
  }
  const record = payload as Record<string, unknown>
  const { p, op } = record
  const protocols: readonly string[] = METHOD_PROTOCOLS[method]
  if (typeof p !== 'string' || !protocols.includes(p)) {
    return invalid('WRONG_PROTOCOL', 'p')
  }
  const required = typeof op === 'string' ? REQUIRED[p]?.[op] : undefined
  if (typeof op !== 'string' || required === undefined) {
    return invalid('UNKNOWN_OP', 'op')
  }
  const allowed = new Set([
    'p',
    'op',
    ...required,
    ...(OPTIONAL[p]?.[op] ?? []),
  ])
  const seen = new Set<string>()
  for (const [field, value] of Object.entries(record)) {
    if (value === undefined) continue
    const folded = field.toLowerCase()
    if (seen.has(folded)) return invalid('DUPLICATE_KEY', field)
    seen.add(folded)
  }
  const clean: Record<string, string | number> = {}
  for (const [field, value] of Object.entries(record)) {
    if (value === undefined) continue
    if (!allowed.has(field)) return invalid('UNKNOWN_FIELD', field)
    if (typeof value !== 'string' && typeof value !== 'number') {
      return invalid('UNEXPECTED_VALUE', field)
    }
    const checked = checkField(field, value)
    if (checked.isErr()) return err(checked.error)
    clean[field] = value
  }
  for (const field of required) {
    const value = clean[field]
    if (value === undefined || value === '') {
      return invalid('MISSING_FIELD', field)
    }
    // Every required amount is ≥ 1 in its protocol (docs/protocol.md §4–§13);
    // a zero would be ignored or failed by the indexer.
    if (INTEGER_STRING_FIELDS.has(field) && /^0+$/.test(String(value))) {
      return invalid('ZERO_AMOUNT', field)
    }
  }
  for (const [bound, amount] of MINIMUMS) {
    const minimum = clean[bound]
    const value = clean[amount]
    if (
      typeof minimum === 'string' &&
      typeof value === 'string' &&
      BigInt(minimum) > BigInt(value)
    ) {
      return invalid('MIN_ABOVE_AMOUNT', bound)
    }
  }
  for (const [first, second] of [
    ['tick0', 'tick1'],
    ['tick0_id', 'tick1_id'],
  ] as const) {
    if (clean[first] !== undefined && clean[first] === clean[second]) {
      return invalid('SAME_TICKS', second)
    }
  }
  return ok(clean as WirePayload)
}
