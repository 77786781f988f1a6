import type { InscriptionPayload } from '../payloads/inscriptionPayload.js'
import { INSCRIPTION_OUTPUT_VALUE } from '../payloads/mintRepeat.js'
import { estimateInscriptionNetworkFee } from './estimateInscriptionNetworkFee.js'
import { SERVICE_OUTPUT_VALUE } from './walletOutputs.js'

/** The wallet's 0.5 DOGE service output (core's `SERVICE_OUTPUT_VALUE`). */
export const WALLET_SERVICE_OUTPUT = SERVICE_OUTPUT_VALUE

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
