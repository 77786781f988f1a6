/** A balance in DOGE base units (1 DOGE = 100 000 000). */
export type WalletBalance = {
  /** Confirmed funds: the product's "available" figure (docs/wallet.md §2.1). */
  readonly confirmed: bigint
  /** Pending funds, computed as `total − confirmed` (never below 0). */
  readonly unconfirmed: bigint
  readonly total: bigint
}

const DECIMAL = /^\s*(\d+)(?:\.\d*)?\s*$/

/**
 * Parses one balance field: a number or a numeric string in base units,
 * rounded down to an integer (docs/wallet.md §2.1). Returns `undefined`
 * for anything else (null, negative, NaN, exponent strings).
 */
export function parseBaseUnits(value: unknown): bigint | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined
    // Math.floor of a finite double is an integer-valued double, which
    // BigInt converts exactly (doubles above 2^53 are already integers).
    return BigInt(Math.floor(value))
  }
  if (typeof value === 'string') {
    const match = DECIMAL.exec(value)
    // Round down: keep the integer digits, drop the fraction.
    return match?.[1] === undefined ? undefined : BigInt(match[1])
  }
  return undefined
}

/**
 * Parses what `getBalance()` resolved with. `null` (no current account) or
 * an unreadable `confirmed`/`total` gives `undefined`. The wallet's own
 * `unconfirmed` is ignored because 1.0.x fills it with the confirmed amount;
 * pending is `total − confirmed` (docs/wallet.md §2.1), floored at 0.
 */
export function parseBalance(value: unknown): WalletBalance | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const record = value as Record<string, unknown>
  const confirmed = parseBaseUnits(record.confirmed)
  const total = parseBaseUnits(record.total)
  if (confirmed === undefined || total === undefined) return undefined
  const pending = total - confirmed
  return { confirmed, unconfirmed: pending > 0n ? pending : 0n, total }
}
