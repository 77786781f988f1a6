import { err, ok, type Result } from 'neverthrow'

export type GasTierName = 'low' | 'medium' | 'high'

/** Fee rates in DOGE base units per 1000 bytes (docs/wallet.md §2). */
export type GasTiers = Readonly<Record<GasTierName, bigint>>

/** The spec's default tiers: 0.01 / 0.02 / 0.05 DOGE per kB. */
export const DEFAULT_GAS_TIERS: GasTiers = Object.freeze({
  low: 1_000_000n,
  medium: 2_000_000n,
  high: 5_000_000n,
})

/**
 * The spec's client state spells the top tier `hight`; accept either
 * spelling (and fall back to the defaults per missing tier) so the rest of
 * the code only sees `high`.
 */
export function normalizeGasTiers(tiers: {
  readonly low?: bigint
  readonly medium?: bigint
  readonly high?: bigint
  readonly hight?: bigint
}): GasTiers {
  return {
    low: tiers.low ?? DEFAULT_GAS_TIERS.low,
    medium: tiers.medium ?? DEFAULT_GAS_TIERS.medium,
    high: tiers.high ?? tiers.hight ?? DEFAULT_GAS_TIERS.high,
  }
}

export type GetFeeRatePerKbParameters =
  | {
      readonly kind: 'tier'
      readonly tier: GasTierName
      readonly tiers?: GasTiers
    }
  | {
      readonly kind: 'custom'
      /** User-typed rate, base units per kB. */
      readonly customRatePerKb: bigint
    }

export type FeeRateError = { readonly code: 'INVALID_FEE_RATE' }

/** The fee rate to send: a tier's rate or a custom one (must be > 0). */
export function getFeeRatePerKb(
  parameters: GetFeeRatePerKbParameters,
): Result<bigint, FeeRateError> {
  if (parameters.kind === 'tier')
    return ok((parameters.tiers ?? DEFAULT_GAS_TIERS)[parameters.tier])
  if (parameters.customRatePerKb <= 0n) return err({ code: 'INVALID_FEE_RATE' })
  return ok(parameters.customRatePerKb)
}
