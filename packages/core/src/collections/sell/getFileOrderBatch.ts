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
}

export type GetFileOrderBatchParameters = {
  /** `list`: the files not listed; `cancel` / `revoke`: the listed ones. */
  readonly action: FileBatchAction
  readonly files: readonly FileOrderBatchFile[]
  /** The batch price as typed (listing only), in the payment tick. */
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
  readonly doge: WalletDogeCosts
}

export type FileOrderBatchIssue =
  | FileSelectionIssue
  | ListingPriceIssue
  /** A file id or listing id a payload cannot carry. */
  | { readonly code: 'INVALID_FILE'; readonly fileId: string }

export type FileOrderBatch = {
  /** Empty means ready; the first blocks. */
  readonly issues: readonly FileOrderBatchIssue[]
  /** One order-v2 inscription per file, signed one after the other. */
  readonly entries: readonly FileOrderBatchEntry[]
  /** The price of each file listed, base units (listing only). */
  readonly price: bigint
  /** The DOGE of every reveal added up, and the net change. */
  readonly doge: WalletDogeCosts
}

/**
 * A batch of file orders (docs/product.md §4, §5; docs/protocol.md §9.1):
 * listing the selected files at one batch price (an order-v2 create
 * each), or cancelling (revoke: one; batch cancel: many) their open
 * listings (an order-v2 cancel each, which returns the file to the
 * maker). At least one file, at most 1000 (`validateFileBatch`, with the
 * spec's messages when nothing is eligible); a listing price is a
 * positive amount in the payment tick, typed in the locale's notation.
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
    doge: sumWalletDogeCosts([]),
  }
  const batch = validateFileBatch({ action, count: files.length })
  if (batch.isErr()) return { ...empty, issues: [batch.error] }
  let price = 0n
  if (action === 'list') {
    const parsed = validateListingPrice(priceText, decimals, separators)
    if (parsed.isErr()) return { ...empty, issues: [parsed.error] }
    price = parsed.value
  }
  const entries: FileOrderBatchEntry[] = []
  for (const file of files) {
    const payload: Result<
      OrderV2CreatePayload | OrderV2CancelPayload,
      unknown
    > =
      action === 'list'
        ? createOrderV2CreatePayload({ fileId: file.fileId, tick, amt: price })
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
      doge: doge.value,
    })
  }
  return {
    issues,
    entries: issues.length === 0 ? entries : [],
    price,
    doge: sumWalletDogeCosts(
      issues.length === 0 ? entries.map((e) => e.doge) : [],
    ),
  }
}
