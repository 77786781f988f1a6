import {
  UPLOAD_FILE_STATUSES,
  UPLOAD_ORDER_STATUSES,
  type UploadFileStatus,
  type UploadOrderStatus,
} from '@drc20/core'
import { errAsync, type ResultAsync } from 'neverthrow'
import * as v from 'valibot'
import type { ApiError } from '../errors.js'
import { requestService } from '../services/requestService.js'
import { decodeWith } from '../transport/decodeWith.js'
import type { ApiTransport, CallOptions } from '../transport/types.js'

// The file upload-order service (docs/upload-service.md). Numbers arrive
// as their decimal text (requestService keeps every number exact).

const DIGITS = /^\d{1,40}$/
const int = v.pipe(
  v.string(),
  v.regex(DIGITS),
  v.transform((s) => Number(s)),
  v.check((n) => Number.isSafeInteger(n)),
)
const amount = v.pipe(
  v.string(),
  v.regex(DIGITS),
  v.transform((s) => BigInt(s)),
)
const text = v.string()

const fileRow = v.object({
  index: int,
  name: text,
  size: int,
  content_type: text,
  status: v.picklist(UPLOAD_FILE_STATUSES),
  file_id: text,
  tx_hash: text,
  block_number: int,
  error: text,
})

const orderRow = v.object({
  order_id: text,
  status: v.picklist(UPLOAD_ORDER_STATUSES),
  fee_type: v.picklist(['economy', 'priority']),
  pay_address: text,
  amount,
  paid: amount,
  service_fee: amount,
  og_discount: amount,
  network_fee: amount,
  total_size: int,
  file_count: int,
  payer_address: text,
  receive_address: text,
  create_height: int,
  expire_height: int,
  create_date: int,
  pay_tx_hash: text,
  refund_tx_hash: text,
  files: v.array(fileRow),
})

/** One file of an upload order. */
export type UploadOrderFile = {
  readonly index: number
  readonly name: string
  readonly size: number
  readonly contentType: string
  readonly status: UploadFileStatus
  /** Set once inscribed: served at `/content/<fileId>` on the content origin. */
  readonly fileId: string
  readonly txHash: string
  readonly blockNumber: number
  readonly error: string
}

/** An upload order (docs/upload-service.md §3); amounts in DOGE base units. */
export type UploadOrder = {
  readonly orderId: string
  readonly status: UploadOrderStatus
  readonly feeType: 'economy' | 'priority'
  readonly payAddress: string
  readonly amount: bigint
  readonly paid: bigint
  readonly serviceFee: bigint
  readonly ogDiscount: bigint
  readonly networkFee: bigint
  readonly totalSize: number
  readonly fileCount: number
  readonly payerAddress: string
  readonly receiveAddress: string
  readonly createHeight: number
  readonly expireHeight: number
  readonly createDateMs: number
  readonly payTxHash: string
  readonly refundTxHash: string
  readonly files: readonly UploadOrderFile[]
}

function toUploadOrder(row: v.InferOutput<typeof orderRow>): UploadOrder {
  return {
    orderId: row.order_id,
    status: row.status,
    feeType: row.fee_type,
    payAddress: row.pay_address,
    amount: row.amount,
    paid: row.paid,
    serviceFee: row.service_fee,
    ogDiscount: row.og_discount,
    networkFee: row.network_fee,
    totalSize: row.total_size,
    fileCount: row.file_count,
    payerAddress: row.payer_address,
    receiveAddress: row.receive_address,
    createHeight: row.create_height,
    expireHeight: row.expire_height,
    createDateMs: row.create_date * 1000,
    payTxHash: row.pay_tx_hash,
    refundTxHash: row.refund_tx_hash,
    files: row.files.map((f) => ({
      index: f.index,
      name: f.name,
      size: f.size,
      contentType: f.content_type,
      status: f.status,
      fileId: f.file_id,
      txHash: f.tx_hash,
      blockNumber: f.block_number,
      error: f.error,
    })),
  }
}

function serviceUrl(client: ApiTransport, route: string): string | undefined {
  const base = client.services.uploadBaseUrl
  return base === undefined ? undefined : `${base.replace(/\/+$/, '')}/${route}`
}

const notConfigured = () =>
  errAsync<never, ApiError>({
    kind: 'network',
    cause: new Error('services.uploadBaseUrl is not configured'),
  })

export type CreateUploadOrderParameters = {
  /** The zip of the files to inscribe. */
  readonly zip: Blob
  /** Where the files are inscribed. */
  readonly receiveAddress: string
  /** The paying wallet (its OG status decides the discount). */
  readonly payerAddress: string
  readonly feeType: 'economy' | 'priority'
}

/**
 * Creates an upload order: multipart POST `order/create`. A refusal of the
 * service (`code` 400 with its reason) is an `api` error.
 */
export function createUploadOrder(
  client: ApiTransport,
  params: CreateUploadOrderParameters,
  options?: CallOptions,
): ResultAsync<UploadOrder, ApiError> {
  const url = serviceUrl(client, 'order/create')
  if (url === undefined) return notConfigured()
  const form = new FormData()
  form.append('file', params.zip, 'upload.zip')
  form.append('receive_address', params.receiveAddress)
  form.append('payer_address', params.payerAddress)
  form.append('fee_type', params.feeType)
  form.append('payment_type', 'doge')
  return requestService(
    client,
    { url, method: 'POST' },
    { body: form },
    options,
  ).andThen((body) =>
    decodeWith(orderRow, body.data, 'data').map(toUploadOrder),
  )
}

/** One upload order by id (`order`), or `null` when the service has none. */
export function getUploadOrder(
  client: ApiTransport,
  params: { readonly orderId: string },
  options?: CallOptions,
): ResultAsync<UploadOrder | null, ApiError> {
  const url = serviceUrl(client, 'order')
  if (url === undefined) return notConfigured()
  return requestService(
    client,
    { url, method: 'POST' },
    { body: JSON.stringify({ order_id: params.orderId }) },
    options,
  ).andThen((body) =>
    decodeWith(v.nullable(orderRow), body.data ?? null, 'data').map((row) =>
      row === null ? null : toUploadOrder(row),
    ),
  )
}
