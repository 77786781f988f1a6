import type { Result } from 'neverthrow'
import type { WalletDogeCosts } from '../../fees/getWalletDogeCosts.js'
import { getWalletDogeCosts } from '../../fees/getWalletDogeCosts.js'
import {
  createOrderV2CancelPayload,
  createOrderV2CreatePayload,
  type OrderV2CancelPayload,
  type OrderV2CreatePayload,
} from '../../payloads/orderV2Payloads.js'
import type { DecimalSeparators } from '../../units/normalizeDecimalText.js'
import {
  type FileBatchAction,
  type FileSelectionIssue,
  validateFileBatch,
} from '../../validation/validateFileSelection.js'
import {
  type ListingPriceIssue,
  validateListingPrice,
} from '../../validation/validateListingPrice.js'
import { sumWalletDogeCosts } from '../cart/getCartCheckout.js'

/** A file of the batch: its id, and its open listing for a cancel. */
export type FileOrderBatchFile = {
  readonly fileId: string
  /** The open listing (`ex_id`) to cancel or revoke; `''` when not listed. */
  readonly exId: string
  /**
   * This file's own price as typed (listing only); blank falls back to the
   * batch price.
   */
  readonly priceText?: string
}

export type GetFileOrderBatchParameters = {
  /** `list`: the files not listed; `cancel` / `revoke`: the listed ones. */
  readonly action: FileBatchAction
  readonly files: readonly FileOrderBatchFile[]
  /**
   * The batch price as typed (listing only), in the payment tick: the
   * price of every file without its own. Optional when each has its own.
   */
  readonly priceText?: string
  /** The payment tick of a listing. */
  readonly tick?: string
  /** Decimals of the payment tick. Default 8. */
  readonly decimals?: number
  readonly separators?: DecimalSeparators
}

/** One inscription of the batch, with the DOGE its reveal costs. */
export type FileOrderBatchEntry = {
  readonly fileId: string
  readonly payload: OrderV2CreatePayload | OrderV2CancelPayload
  /** The file's listing price, base units (0 for a cancel). */
  readonly price: bigint
  readonly doge: WalletDogeCosts
}

export type FileOrderBatchIssue =
  | FileSelectionIssue
  /** The batch price (no `fileId`) or one file's own price. */
  | (ListingPriceIssue & { readonly fileId?: string })
  /** A file id or listing id a payload cannot carry. */
  | { readonly code: 'INVALID_FILE'; readonly fileId: string }

export type FileOrderBatch = {
  /** Empty means ready; the first blocks. */
  readonly issues: readonly FileOrderBatchIssue[]
  /** One order-v2 inscription per file, signed one after the other. */
  readonly entries: readonly FileOrderBatchEntry[]
  /**
   * The batch price, base units (listing only; 0 when every file has its
   * own price and none was typed).
   */
  readonly price: bigint
  /** Every listing price added up, base units (listing only). */
  readonly total: bigint
  /** The DOGE of every reveal added up, and the net change. */
  readonly doge: WalletDogeCosts
}

/**
 * A batch of file orders (docs/product.md §4, §5; docs/protocol.md §9.1):
 * listing the selected files at one batch price (an order-v2 create
 * each; a file's own price overrides the batch price), or cancelling (revoke: one; batch cancel: many) their open
 * listings (an order-v2 cancel each, which returns the file to the
 * maker). At least one file, at most 1000 (`validateFileBatch`, with the
 * spec's messages when nothing is eligible); a listing price is a
 * positive amount in the payment tick, typed in the locale's notation.
 * A file's own price that does not parse is an issue with its `fileId`
 * (shown under that file's field); the batch price is required only
 * while a file has no price of its own.
 *
 * @example getFileOrderBatch({ action: 'revoke', files: [] }).issues // [{ code: 'NO_FILES_TO_REVOKE' }]
 */
export function getFileOrderBatch({
  action,
  files,
  priceText = '',
  tick = '',
  decimals = 8,
  separators,
}: GetFileOrderBatchParameters): FileOrderBatch {
  const issues: FileOrderBatchIssue[] = []
  const empty = {
    entries: [],
    price: 0n,
    total: 0n,
    doge: sumWalletDogeCosts([]),
  }
  const batch = validateFileBatch({ action, count: files.length })
  if (batch.isErr()) return { ...empty, issues: [batch.error] }
  let price = 0n
  let batchPriceOk = true
  if (action === 'list') {
    const parsed = validateListingPrice(priceText, decimals, separators)
    batchPriceOk = parsed.isOk()
    if (parsed.isOk()) price = parsed.value
    else if (parsed.error.code !== 'PRICE_REQUIRED' || files.some(usesBatch))
      issues.push(parsed.error)
  }
  const entries: FileOrderBatchEntry[] = []
  for (const file of files) {
    let filePrice = 0n
    if (action === 'list') {
      if (usesBatch(file)) {
        // The batch price's issue stands for every file that takes it.
        if (!batchPriceOk) continue
        filePrice = price
      } else {
        const own = validateListingPrice(
          file.priceText ?? '',
          decimals,
          separators,
        )
        if (own.isErr()) {
          issues.push({ ...own.error, fileId: file.fileId })
          continue
        }
        filePrice = own.value
      }
    }
    const payload: Result<
      OrderV2CreatePayload | OrderV2CancelPayload,
      unknown
    > =
      action === 'list'
        ? createOrderV2CreatePayload({
            fileId: file.fileId,
            tick,
            amt: filePrice,
          })
        : createOrderV2CancelPayload({ exId: file.exId })
    if (payload.isErr()) {
      issues.push({ code: 'INVALID_FILE', fileId: file.fileId })
      continue
    }
    const doge = getWalletDogeCosts({ payload: payload.value })
    if (doge.isErr()) {
      issues.push({ code: 'INVALID_FILE', fileId: file.fileId })
      continue
    }
    entries.push({
      fileId: file.fileId,
      payload: payload.value,
      price: filePrice,
      doge: doge.value,
    })
  }
  const ready = issues.length === 0 ? entries : []
  return {
    issues,
    entries: ready,
    price,
    total: ready.reduce((sum, e) => sum + e.price, 0n),
    doge: sumWalletDogeCosts(ready.map((e) => e.doge)),
  }
}

/** A file without a price of its own takes the batch price. */
function usesBatch(file: FileOrderBatchFile): boolean {
  return (file.priceText ?? '').trim() === ''
}
