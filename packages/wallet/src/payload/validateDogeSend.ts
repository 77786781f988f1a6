import { validateDogecoinAddress } from '@drc20/core'
import { err, ok, type Result } from 'neverthrow'
import type { WalletError } from '../errors/walletError.js'

/** A plain DOGE payment (to a fee address, or to anyone). */
export type DogeSend = {
  readonly toAddress: string
  /** Amount in base units (1 DOGE = 100 000 000). */
  readonly amountRaw: bigint
  /** Fee rate in base units per 1000 bytes (docs/wallet.md §2). */
  readonly feeRatePerKbRaw?: bigint
}

/** The arguments of `sendDogecoin(toAddress, satoshis, { feeRate })` (docs/wallet.md §3.3). */
export type DogeSendArguments =
  | readonly [string, number]
  | readonly [string, number, { readonly feeRate: number }]

const MAX_WIRE_INTEGER = BigInt(Number.MAX_SAFE_INTEGER)

/**
 * Checks a plain payment and turns it into `sendDogecoin`'s positional
 * arguments. The wallet takes amounts as JS numbers, so the bigint is
 * converted only when it is at most 2^53 − 1, where the conversion is exact
 * (about 90 million DOGE; larger amounts are refused, never rounded).
 */
export function validateDogeSend(
  send: DogeSend,
): Result<DogeSendArguments, WalletError> {
  const checked = validateDogecoinAddress(send.toAddress, 'livenet')
  if (checked.isErr()) {
    return err({
      code: 'INVALID_ADDRESS',
      field: 'toAddress',
      address: String(send.toAddress),
      cause: checked.error,
    })
  }
  const amount = send.amountRaw
  if (typeof amount !== 'bigint' || amount < 1n) {
    return err({
      code: 'INVALID_PAYLOAD',
      issue: 'NOT_AN_INTEGER',
      field: 'amountRaw',
    })
  }
  if (amount > MAX_WIRE_INTEGER) {
    return err({
      code: 'INVALID_PAYLOAD',
      issue: 'AMOUNT_TOO_LARGE',
      field: 'amountRaw',
    })
  }
  const feeRate = send.feeRatePerKbRaw
  if (feeRate === undefined) return ok([send.toAddress, Number(amount)])
  if (typeof feeRate !== 'bigint' || feeRate < 1n) {
    return err({
      code: 'INVALID_PAYLOAD',
      issue: 'NOT_AN_INTEGER',
      field: 'feeRatePerKbRaw',
    })
  }
  if (feeRate > MAX_WIRE_INTEGER) {
    return err({
      code: 'INVALID_PAYLOAD',
      issue: 'AMOUNT_TOO_LARGE',
      field: 'feeRatePerKbRaw',
    })
  }
  return ok([send.toAddress, Number(amount), { feeRate: Number(feeRate) }])
}
