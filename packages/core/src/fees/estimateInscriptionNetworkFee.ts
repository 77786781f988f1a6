import { utf8ByteLength } from '../identifiers/utf8ByteLength.js'
import type { InscriptionPayload } from '../payloads/inscriptionPayload.js'
import { serializePayload } from '../payloads/serializePayload.js'
import { getInscriptionPayment } from './getInscriptionPayment.js'

/**
 * The network fee of one commit + reveal carrying `payload`, at
 * `feeRatePerKb`: the serialized payload plus the 462-byte overhead,
 * rounded up (`getInscriptionPayment`). An estimate: the wallet picks the
 * final fee.
 */
export function estimateInscriptionNetworkFee(
  payload: InscriptionPayload,
  feeRatePerKb: bigint,
): bigint {
  return getInscriptionPayment({
    feeRatePerKb,
    sizeBytes: utf8ByteLength(serializePayload(payload)),
    inscriptionCount: 1,
    serviceFee: 0n,
    isOg: false,
  }).networkFee
}
