import type { FileExchangeOrder } from '../../domain/listings.js'

/**
 * A settled order-v2 row of file `f` by `DSeller` for tests, numbered
 * `at` (its id, block and time); `extra` overrides any column.
 */
export function fileOrder(
  op: FileExchangeOrder['op'],
  exId: string,
  at: number,
  extra: Partial<FileExchangeOrder> = {},
): FileExchangeOrder {
  return {
    id: at,
    orderId: `o${at}`,
    holderAddress: 'DSeller',
    feeAddress: '',
    feeTxHash: '',
    txHash: `t${at}`,
    blockNumber: at,
    blockHash: '',
    errInfo: '',
    errorCode: null,
    orderStatus: 0,
    status: 'completed',
    updateDateMs: at,
    createDateMs: at,
    op,
    exId,
    fileId: 'f',
    tick: 'WDOGE(WRAPPED-DOGE)',
    amt: 100n,
    isNft: false,
    fileName: '',
    metaName: '',
    filePath: '',
    ...extra,
  }
}
