import { err, ok, type Result } from 'neverthrow'
import { assert } from '../errors/assert.js'
import { normalizeTick } from '../identifiers/normalizeTick.js'
import { utf8ByteLength } from '../identifiers/utf8ByteLength.js'
import {
  isValidMintRepeat,
  VALID_MINT_REPEATS,
} from '../payloads/mintRepeat.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import type { FormIssue } from './formIssues.js'
import {
  type AmountFieldIssueCode,
  parseAmountField,
} from './parseAmountField.js'

/** Mint form issue codes, with the spec's English text (docs/product.md §5). */
export type MintFormIssueCode =
  /** 'tick must 2-8 letter' */
  | 'TICK_LENGTH'
  /** 'The inscription has not been deployed yet.' */
  | 'NOT_DEPLOYED'
  /** 'amount is required' */
  | 'AMOUNT_REQUIRED'
  /** 'amount cannot be greater than the lim' */
  | 'AMOUNT_ABOVE_LIMIT'
  /** A repeat the indexer ignores (1..30 minus 9, 13, 18, 26; docs/protocol.md §4.2). */
  | 'INVALID_MINT_REPEAT'
  /** Nothing left to mint. */
  | 'MINTED_OUT'
  /**
   * `amt × repeat` exceeds the remaining supply: the indexer fails the whole
   * mint, no partial fill (docs/protocol.md §4.3). See `maxRepeat`.
   */
  | 'EXCEEDS_REMAINING_SUPPLY'
  | AmountFieldIssueCode

/** One issue of the mint form; `EXCEEDS_REMAINING_SUPPLY` carries the numbers to show. */
export type MintFormIssue =
  | FormIssue<
      'tick' | 'amount' | 'repeat',
      Exclude<MintFormIssueCode, 'EXCEEDS_REMAINING_SUPPLY'>
    >
  | {
      readonly field: 'amount'
      readonly code: 'EXCEEDS_REMAINING_SUPPLY'
      /** Supply still mintable, base units. */
      readonly remaining: bigint
      /** Largest valid repeat that fits at this amount (0 if none). */
      readonly maxRepeat: number
    }

/** What the mint form needs to know about the deployed token. */
export type MintableToken = {
  /** Per-mint (per-repeat) limit, base units. */
  readonly lim: bigint
  /** Total supply, base units. */
  readonly max: bigint
  /** Minted so far, base units. */
  readonly minted: bigint
  /** Display decimals the amount is typed in. */
  readonly decimals: number
}

/** Parameters of {@link validateMintForm}. */
export type ValidateMintFormParameters = {
  readonly tick: string
  /** Amount per repeat as typed, display units. */
  readonly amount: string
  /** Default 1. */
  readonly repeat?: number
  /** The deployed token; `undefined` when the lookup found none. */
  readonly token: MintableToken | undefined
  /** The language's notation of `amount`; `.` without grouping by default. */
  readonly separators?: DecimalSeparators
}

/** A valid mint form, ready for `createDrc20MintPayload`. */
export type ValidMintForm = {
  readonly tick: string
  /** Per repeat, base units. */
  readonly amt: bigint
  readonly repeat: number
}

/**
 * Largest valid mint repeat with `amt × repeat ≤ remaining` (0 when even
 * one repeat does not fit). Use it to cap the repeat selector.
 *
 * @example getMaxMintRepeat({ amt: 100n, remaining: 950n }) // 8 (9 is never valid)
 */
export function getMaxMintRepeat({
  amt,
  remaining,
}: {
  readonly amt: bigint
  readonly remaining: bigint
}): number {
  if (amt <= 0n || remaining < amt) return 0
  let best = 0
  for (const repeat of VALID_MINT_REPEATS) {
    if (amt * BigInt(repeat) <= remaining) best = repeat
  }
  return best
}

/**
 * Validates the inscribe mint form (docs/product.md §5; docs/protocol.md §4.2–4.3): tick
 * 2..8 bytes, token deployed, amount present and ≤ lim, a valid repeat, and
 * `amt × repeat` within the remaining supply. Total: never throws.
 *
 * @example validateMintForm({ tick: 'unix', amount: '1000', repeat: 2, token })
 */
export function validateMintForm({
  tick,
  amount,
  repeat = 1,
  token,
  separators,
}: ValidateMintFormParameters): Result<
  ValidMintForm,
  readonly MintFormIssue[]
> {
  const issues: MintFormIssue[] = []
  const normalized = normalizeTick(typeof tick === 'string' ? tick.trim() : '')
  const length = utf8ByteLength(normalized)
  if (length < 2 || length > 8) {
    issues.push({ field: 'tick', code: 'TICK_LENGTH' })
  } else if (token === undefined || token === null) {
    issues.push({ field: 'tick', code: 'NOT_DEPLOYED' })
  }
  if (!isValidMintRepeat(repeat)) {
    issues.push({ field: 'repeat', code: 'INVALID_MINT_REPEAT' })
  }
  const decimals = token?.decimals ?? 8
  const amt = parseAmountField(amount, decimals, 'AMOUNT_REQUIRED', separators)
  if (amt.isErr()) {
    issues.push({ field: 'amount', code: amt.error })
  } else if (token) {
    const remaining = token.max - token.minted
    if (amt.value > token.lim) {
      issues.push({ field: 'amount', code: 'AMOUNT_ABOVE_LIMIT' })
    } else if (remaining <= 0n) {
      issues.push({ field: 'amount', code: 'MINTED_OUT' })
    } else if (
      isValidMintRepeat(repeat) &&
      amt.value * BigInt(repeat) > remaining
    ) {
      issues.push({
        field: 'amount',
        code: 'EXCEEDS_REMAINING_SUPPLY',
        remaining,
        maxRepeat: getMaxMintRepeat({ amt: amt.value, remaining }),
      })
    }
  }
  if (issues.length > 0) return err(issues)
  assert(amt.isOk(), 'MINT_FORM_STATE')
  return ok({ tick: normalized, amt: amt.value, repeat })
}
