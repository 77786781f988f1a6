import { isValidMintRepeat, validateDogecoinAddress } from '@drc20/core'
import { err, ok, type Result } from 'neverthrow'
import type { PayloadIssue, WalletError } from '../errors/walletError.js'

/** An inscription payload as it goes on the wire (protocol.md §1.2). */
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
 * Which `p` values each method carries (wallet-provider.md §3.3, §3.4).
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

/** Required fields per `p` and `op` (protocol.md §4–§14 payload tables). */
const REQUIRED: Readonly<
  Record<string, Readonly<Record<string, readonly string[]>>>
> = {
  // Transfers name their recipient in `to`, as S1 sends it (§3.3): the
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

/** Amount fields: JSON strings holding a base-10 integer (§1.1). */
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

/** Fields that must be JSON integers, never strings (§1.2). */
const INTEGER_FIELDS = new Set([
  'dec',
  'doge',
  'liqblock',
  'lock_block',
  'tick_id',
  'total',
  'seed',
  'repeat',
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
  } else if (typeof value !== 'string') {
    // Every other known field (ticks, ids, addresses) is a JSON string.
    return invalid('NOT_A_STRING', field)
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
 * built it: the method ↔ `p` pairing, a known `op`, the required fields,
 * wire types (amounts are base-10 integer strings, `doge`/`dec`/`liqblock`/…
 * are JSON integers) and every address with Base58Check on livenet.
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
  const clean: Record<string, string | number> = {}
  for (const [field, value] of Object.entries(record)) {
    if (value === undefined) continue
    if (typeof value !== 'string' && typeof value !== 'number') {
      return invalid('UNEXPECTED_VALUE', field)
    }
    const checked = checkField(field, value)
    if (checked.isErr()) return err(checked.error)
    clean[field] = value
  }
  // The repeat rides only on a drc-20 mint.
  if (clean.repeat !== undefined && (p !== 'drc-20' || op !== 'mint')) {
    return invalid('UNEXPECTED_VALUE', 'repeat')
  }
  for (const field of required) {
    const value = clean[field]
    if (value === undefined || value === '') {
      return invalid('MISSING_FIELD', field)
    }
    // Every required amount is ≥ 1 in its protocol (protocol.md §4–§13);
    // a zero would be ignored or failed by the indexer.
    if (INTEGER_STRING_FIELDS.has(field) && /^0+$/.test(String(value))) {
      return invalid('ZERO_AMOUNT', field)
    }
  }
  return ok(clean as WirePayload)
}
