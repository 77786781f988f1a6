import { DOGE_DECIMALS } from '@drc20/core'
import { err, errAsync, ok, type Result, type ResultAsync } from 'neverthrow'
import { type ApiError, decodeError } from '../errors.js'
import { isRecord } from '../transport/readEnvelope.js'
import { scaleDecimal } from '../transport/scaleDecimal.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'
import { requestService } from './requestService.js'

export type GetUtxoBalanceParameters = { readonly address: string }

export type GetUtxoBalanceReturnType = {
  /** Balance in koinu (base units), exact. */
  readonly balanceRaw: bigint
}

/**
 * DOGE balance of an address from the utxo service: multipart POST
 * `${utxoBaseUrl}/getBalance` with field `address` (docs/product.md §7). The service
 * answers in DOGE (`balance`, top level or under `data`, number or string);
 * it is converted to koinu from its decimal text, x 10^8 exactly. More than
 * 8 decimals is a `decode` error rather than a silent rounding.
 */
export function getUtxoBalance(
  client: ApiTransport,
  params: GetUtxoBalanceParameters,
  options?: CallOptions,
): ResultAsync<GetUtxoBalanceReturnType, ApiError> {
  const baseUrl = client.services.utxoBaseUrl
  if (baseUrl === undefined) {
    return errAsync({
      kind: 'network',
      cause: new Error('services.utxoBaseUrl is not configured'),
    })
  }
  const form = new FormData()
  form.append('address', params.address)
  return requestService(
    client,
    { url: `${baseUrl.replace(/\/+$/, '')}/getBalance`, method: 'POST' },
    { body: form },
    options,
  ).andThen(readBalance)
}

function readBalance(
  body: Record<string, unknown>,
): Result<GetUtxoBalanceReturnType, ApiError> {
  const holder = isRecord(body.data) ? body.data : body
  const text = holder.balance
  if (typeof text !== 'string') {
    return err(decodeError('expected a balance', 'balance'))
  }
  const balanceRaw = scaleDecimal(text, DOGE_DECIMALS)
  if (balanceRaw === null || balanceRaw < 0n) {
    return err(
      decodeError('expected a DOGE amount with at most 8 decimals', 'balance'),
    )
  }
  return ok({ balanceRaw })
}
