import { err, ok, type Result } from 'neverthrow'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'

export type ValidateWithdrawParameters = {
  /** WDOGE to unwrap, base units. */
  readonly amount: bigint
  readonly wdogeBalance: bigint
  readonly params?: ProtocolParams
}

export type WithdrawError =
  | { readonly code: 'INVALID_AMOUNT' }
  /** `the amount of tokens exceeds the 1`: below 1 DOGE (100,000,000). */
  | { readonly code: 'BELOW_UNWRAP_MINIMUM'; readonly minimum: bigint }
  /** `the amount of tokens exceeds the balance`. */
  | { readonly code: 'INSUFFICIENT_BALANCE' }

/**
 * A wdoge withdraw the indexer settles (docs/protocol.md §7.3): amount ≥ 100,000,000 and ≤
 * the WDOGE balance. Exactly `amount` WDOGE is burned, with no indexer fee;
 * returns that amount.
 */
export function validateWithdraw({
  amount,
  wdogeBalance,
  params = CURRENT_PROTOCOL,
}: ValidateWithdrawParameters): Result<bigint, WithdrawError> {
  if (amount <= 0n) return err({ code: 'INVALID_AMOUNT' })
  if (amount < params.unwrapMinimum)
    return err({ code: 'BELOW_UNWRAP_MINIMUM', minimum: params.unwrapMinimum })
  if (amount > wdogeBalance) return err({ code: 'INSUFFICIENT_BALANCE' })
  return ok(amount)
}
