import type { InscriptionPayload } from '../payloads/inscriptionPayload.js'
import { INSCRIPTION_OUTPUT_VALUE } from '../payloads/mintRepeat.js'
import { estimateInscriptionNetworkFee } from './estimateInscriptionNetworkFee.js'

/**
 * The wallet's service output on `drc-20`, `pair-v1`, `order-v1`, `box-v1`,
 * `stake-v1` and wdoge-withdraw reveals: 0.5 DOGE (docs/wallet.md §3.4).
 */
export const WALLET_SERVICE_OUTPUT = 50_000_000n

export type ServiceInscriptionCosts = {
  /** The inscription's own output, paid back to the signer's address. */
  readonly postage: bigint
  /** The wallet's service output (leaves the address). */
  readonly serviceOutput: bigint
  /** The network fee at the given rate: an estimate, the wallet sets it. */
  readonly networkFee: bigint
  /** The DOGE balance's change: `−(serviceOutput + networkFee)`. */
  readonly netChange: bigint
}

/**
 * What a stake-v1 or box-v1 inscription costs in DOGE, as the wallet lays
 * out the reveal (docs/wallet.md §3.4): the 0.001 DOGE postage back to the
 * signer, the 0.5 DOGE service output, and the network fee.
 */
export function getServiceInscriptionCosts(
  payload: InscriptionPayload,
  feeRatePerKb: bigint,
): ServiceInscriptionCosts {
  const networkFee = estimateInscriptionNetworkFee(payload, feeRatePerKb)
  return {
    postage: INSCRIPTION_OUTPUT_VALUE,
    serviceOutput: WALLET_SERVICE_OUTPUT,
    networkFee,
    netChange: -(WALLET_SERVICE_OUTPUT + networkFee),
  }
}
