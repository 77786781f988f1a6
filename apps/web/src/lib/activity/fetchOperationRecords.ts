import type { ApiClient, ApiError, UploadOrder } from '@drc20/api'
import { getUploadOrderRecordStatus, type IndexerRecordBase } from '@drc20/core'
import type { ResultAsync } from 'neverthrow'
import type { TrackedProtocol } from './types'

type Rows = ResultAsync<
  { readonly items: readonly IndexerRecordBase[] },
  ApiError
>

/**
 * The indexer rows of one transaction, from the order endpoint of its
 * protocol (every one filters by `tx_hash`).
 */
export function fetchOperationRecords(
  api: ApiClient,
  protocol: TrackedProtocol,
  txHash: string,
  signal?: AbortSignal,
): ResultAsync<readonly IndexerRecordBase[], ApiError> {
  const options = signal ? { signal } : undefined
  const params = { txHash }
  const request = ((): Rows => {
    switch (protocol) {
      case 'pair-v1':
        return api.getSwapOrders(params, options)
      case 'pair-v2':
        return api.getSwapV2Orders(params, options)
      case 'wdoge':
        return api.getWdogeOrders(params, options)
      case 'drc-20':
        return api.getDrc20Orders(params, options)
      case 'order-v1':
        return api.getExchangeOrders(params, options)
      case 'order-v2':
        return api.getFileExchangeOrders(params, options)
      case 'stake-v1':
        return api.getStakeOrders(params, options)
      case 'box-v1':
        return api.getBoxOrders(params, options)
      case 'file':
        return api.getFileOrders(params, options)
      case 'nft/ai':
        return api.getNftOrders(params, options)
      case 'upload':
        // Not an indexed operation: the upload service finds the order by
        // its payment once mined (docs/upload-service.md §2).
        return api
          .getUploadOrder({ payTxHash: txHash }, options)
          .map((order) => ({
            items: order === null ? [] : [toPaymentRecord(order, txHash)],
          }))
      default: {
        const unknown: never = protocol
        throw new Error(`untracked protocol ${String(unknown)}`)
      }
    }
  })()
  // The filter is the server's; keep only this tx's rows all the same.
  return request.map((page) =>
    page.items.filter((row) => row.txHash === txHash),
  )
}

/** An upload order as the journal reads a settled operation. */
function toPaymentRecord(
  order: UploadOrder,
  txHash: string,
): IndexerRecordBase {
  const status = getUploadOrderRecordStatus(order.status)
  const failedFile = order.files.find((file) => file.status === 'failed')
  return {
    id: 0,
    orderId: order.orderId,
    holderAddress: order.payerAddress,
    feeAddress: order.payAddress,
    feeTxHash: '',
    txHash,
    blockNumber: order.files.reduce(
      (last, file) => Math.max(last, file.blockNumber),
      0,
    ),
    blockHash: '',
    errInfo: status === 'failed' ? (failedFile?.error ?? order.status) : null,
    errorCode: status === 'failed' ? 'UNKNOWN' : null,
    orderStatus: 0,
    status,
    updateDateMs: order.createDateMs,
    createDateMs: order.createDateMs,
  }
}
