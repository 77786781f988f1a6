import { err, ok, type Result } from 'neverthrow'
import { assert } from '../errors/assert.js'
import { validateTick } from '../identifiers/validateTick.js'
import { MAX_DRC20_SUPPLY } from '../payloads/drc20Payloads.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import type { FormIssue } from './formIssues.js'
import {
  type AmountFieldIssueCode,
  parseAmountField,
} from './parseAmountField.js'

/**
 * Deploy form issue codes. The product spec's English text (docs/product.md §5) is
 * kept beside each code; the app owns the translations.
 */
export type DeployFormIssueCode =
  /** 'tick must 2-8 letter' (UTF-8 bytes after upper-casing). */
  | 'TICK_LENGTH'
  /** Not in the spec: a new tick is ASCII letters only (see validateTick). */
  | 'TICK_CHARACTERS'
  /** 'The tick already exists.' */
  | 'TICK_EXISTS'
  /** 'Total or Limit is required' */
  | 'TOTAL_OR_LIMIT_REQUIRED'
  /** 'Total cannot be less than Limit' */
  | 'TOTAL_LESS_THAN_LIMIT'
  /**
   * 'Total must greater than limit'. A product rule, stricter than the
   * protocol: the indexer accepts max == lim (docs/spec-vs-indexer.md §3).
   */
  | 'TOTAL_EQUALS_LIMIT'
  /** Above the protocol ceiling 10^41 − 1 base units (docs/protocol.md §3). */
  | 'AMOUNT_TOO_LARGE'
  | AmountFieldIssueCode

/** One issue of the deploy form: the field and its code. */
export type DeployFormIssue = FormIssue<
  'tick' | 'total' | 'limit',
  DeployFormIssueCode
>

/** Parameters of {@link validateDeployForm}. */
export type ValidateDeployFormParameters = {
  readonly tick: string
  /** Total supply as typed, in display units. */
  readonly total: string
  /** Limit per mint as typed, in display units. */
  readonly limit: string
  /** Decimals the amounts are typed in. Default 8 (the deploy's `dec`). */
  readonly decimals?: number
  /** Whether the tick is registered already; `undefined` while unknown (not checked). */
  readonly tickExists?: boolean
  /** The language's notation of the amounts; `.` without grouping by default. */
  readonly separators?: DecimalSeparators
}

/** A valid deploy form: normalised tick and base-unit amounts. */
export type ValidDeployForm = {
  readonly tick: string
  /** `max` in base units. */
  readonly max: bigint
  /** `lim` in base units. */
  readonly lim: bigint
}

/**
 * Validates the inscribe deploy form (docs/product.md §5, docs/protocol.md §4.3). Returns
 * the normalised tick and base-unit amounts, or every issue found (at most
 * one per field). Total: never throws, whatever the strings.
 *
 * @example validateDeployForm({ tick: 'doge', total: '21000000', limit: '1000' })
 * // ok({ tick: 'DOGE', max: 2_100_000_000_000_000n, lim: 100_000_000_000n })
 */
export function validateDeployForm({
  tick,
  total,
  limit,
  decimals = 8,
  tickExists,
  separators,
}: ValidateDeployFormParameters): Result<
  ValidDeployForm,
  readonly DeployFormIssue[]
> {
  const issues: DeployFormIssue[] = []
  // New ticks: ASCII letters only (no digits: `D0GI` reads as `DOGI`).
  const tickResult = validateTick(typeof tick === 'string' ? tick : '', {
    characters: 'letters',
  })
  if (tickResult.isErr()) {
    issues.push({ field: 'tick', code: tickResult.error.code })
  } else if (tickExists === true) {
    issues.push({ field: 'tick', code: 'TICK_EXISTS' })
  }

  const max = parseAmountField(
    total,
    decimals,
    'TOTAL_OR_LIMIT_REQUIRED',
    separators,
  )
  const lim = parseAmountField(
    limit,
    decimals,
    'TOTAL_OR_LIMIT_REQUIRED',
    separators,
  )
  if (max.isErr()) issues.push({ field: 'total', code: max.error })
  else if (max.value > MAX_DRC20_SUPPLY) {
    issues.push({ field: 'total', code: 'AMOUNT_TOO_LARGE' })
  }
  if (lim.isErr()) issues.push({ field: 'limit', code: lim.error })
  else if (lim.value > MAX_DRC20_SUPPLY) {
    issues.push({ field: 'limit', code: 'AMOUNT_TOO_LARGE' })
  }
  if (max.isOk() && lim.isOk() && !issues.some((i) => i.field !== 'tick')) {
    if (max.value < lim.value) {
      issues.push({ field: 'total', code: 'TOTAL_LESS_THAN_LIMIT' })
    } else if (max.value === lim.value) {
      issues.push({ field: 'total', code: 'TOTAL_EQUALS_LIMIT' })
    }
  }
  if (issues.length > 0) return err(issues)
  assert(tickResult.isOk() && max.isOk() && lim.isOk(), 'DEPLOY_FORM_STATE')
  return ok({ tick: tickResult.value, max: max.value, lim: lim.value })
}
