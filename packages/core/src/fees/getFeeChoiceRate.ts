import { err, ok, type Result } from 'neverthrow'
import { DOGE_DECIMALS } from '../units/constants.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import { parseUnits } from '../units/parseUnits.js'
import type { GasTierName, GasTiers } from './gasTiers.js'

/**
 * The network fee the user picked: a tier of the fee services (the spec's
 * "normal"), or a custom rate typed in DOGE per kB.
 */
export type FeeChoice =
  | { readonly kind: 'tier'; readonly tier: GasTierName }
  | { readonly kind: 'custom'; readonly text: string }

export type FeeChoiceError =
  /** Custom chosen, nothing typed. */
  | { readonly code: 'FEE_RATE_REQUIRED' }
  /** Not a decimal DOGE amount in the language's notation. */
  | { readonly code: 'INVALID_FEE_RATE' }
  /** Zero: the network would never relay it. */
  | { readonly code: 'FEE_RATE_NOT_POSITIVE' }

/**
 * The rate of a fee choice, base units per kB: the tier's rate, or the
 * custom text read as DOGE per kB with 8 decimals (`0.02` → 2,000,000).
 *
 * @example getFeeChoiceRate({ kind: 'custom', text: '0.03' }, tiers) // ok(3_000_000n)
 */
export function getFeeChoiceRate(
  choice: FeeChoice,
  tiers: GasTiers,
  separators?: DecimalSeparators,
): Result<bigint, FeeChoiceError> {
  if (choice.kind === 'tier') return ok(tiers[choice.tier])
  if (choice.text.trim() === '') return err({ code: 'FEE_RATE_REQUIRED' })
  const parsed = parseUnits(choice.text, DOGE_DECIMALS, separators)
  if (parsed.isErr()) return err({ code: 'INVALID_FEE_RATE' })
  if (parsed.value <= 0n) return err({ code: 'FEE_RATE_NOT_POSITIVE' })
  return ok(parsed.value)
}
