import { ok, type Result } from 'neverthrow'
import {
  type AddressError,
  type ValidDogecoinAddress,
  validateDogecoinAddress,
} from '../identifiers/validateDogecoinAddress.js'

/**
 * A Dogecoin address named by a link (`/accounts/{address}`): trimmed and
 * checked with Base58Check (`validateDogecoinAddress`). An address of
 * either network is accepted here; the page says when it is not the
 * app's network.
 *
 * @example parseLinkAddress('DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk').isOk() // true
 */
export function parseLinkAddress(
  text: string,
): Result<ValidDogecoinAddress, AddressError> {
  const address = text.trim()
  const checked = validateDogecoinAddress(address)
  if (checked.isOk() || checked.error.code !== 'WRONG_NETWORK') return checked
  const { actual, kind } = checked.error
  return ok({ address, network: actual, kind })
}
