import type { Block } from '../chain/types.js'
import type { Devnet } from '../createDevnet.js'
import { deriveLedgerAddress } from '../indexer/deriveLedgerAddress.js'
import { deriveOrderId } from '../indexer/txContext.js'
import { readUploadZip, sniffImageType } from './readUploadZip.js'

// The devnet's emulation of the file upload-order service
// (docs/upload-service.md). Its fees follow docs/product.md §9, written
// here on their own (not taken from core), so the app's quote is checked
// against a second implementation.

/** 0.5 DOGE per started KB of the batch, when some file is over 1 KB. */
export const SERVICE_FEE_PER_KB = 50_000_000n
/** Network fee per inscription: economy 1 DOGE, priority 2 DOGE. */
export const NETWORK_FEE_PER_FILE = {
  economy: 100_000_000n,
  priority: 200_000_000n,
} as const
/** The smallest order: 25 DOGE. */
export const MIN_ORDER_AMOUNT = 2_500_000_000n
/** The largest file: 50,000 bytes. */
export const MAX_FILE_BYTES = 50_000
/** Blocks an order waits for its payment. */
export const ORDER_EXPIRY_BLOCKS = 120
/** Files inscribed per block once paid. */
export const FILES_PER_BLOCK = 500

export type FeeType = keyof typeof NETWORK_FEE_PER_FILE

export type UploadOrderStatus =
  | 'notpaid'
  | 'underpaid'
  | 'expired'
  | 'uploading'
  | 'successful'
  | 'failed'
  | 'refunding'

type StoredFile = {
  readonly index: number
  readonly name: string
  readonly data: Buffer
  readonly contentType: string
  status: 'pending' | 'inscribing' | 'failed'
  txHash: string
  blockNumber: number
  error: string
}

type StoredOrder = {
  readonly orderId: string
  readonly payAddress: string
  readonly payerAddress: string
  readonly receiveAddress: string
  readonly feeType: FeeType
  readonly serviceFee: bigint
  readonly ogDiscount: bigint
  readonly networkFee: bigint
  readonly amount: bigint
  readonly totalSize: number
  readonly createHeight: number
  readonly createTime: number
  readonly expireHeight: number
  readonly files: StoredFile[]
  paid: bigint
  payTxHash: string
  payer: string
  state: 'waiting' | 'paid' | 'expired' | 'refunding'
  refundTxHash: string
}

/** The order as the service answers it (snake_case, amounts as strings). */
export type UploadOrderView = {
  readonly order_id: string
  readonly status: UploadOrderStatus
  readonly payment_type: 'doge'
  readonly fee_type: FeeType
  readonly pay_address: string
  readonly amount: string
  readonly paid: string
  readonly service_fee: string
  readonly og_discount: string
  readonly network_fee: string
  readonly total_size: number
  readonly file_count: number
  readonly payer_address: string
  readonly receive_address: string
  readonly create_height: number
  readonly expire_height: number
  readonly create_date: number
  readonly pay_tx_hash: string
  readonly refund_tx_hash: string
  readonly files: readonly {
    readonly index: number
    readonly name: string
    readonly size: number
    readonly content_type: string
    readonly status: 'pending' | 'inscribing' | 'inscribed' | 'failed'
    readonly file_id: string
    readonly tx_hash: string
    readonly block_number: number
    readonly error: string
  }[]
}

export type CreateOrderInput = {
  readonly zip: Buffer
  readonly receiveAddress: string
  readonly payerAddress: string
  readonly feeType: string
  readonly isValidAddress: (address: string) => boolean
}

export type UploadService = {
  /** Follows `devnet`'s blocks (and forgets every order of the last one). */
  readonly attach: (devnet: Devnet) => void
  readonly create: (
    input: CreateOrderInput,
  ) => { ok: true; order: UploadOrderView } | { ok: false; error: string }
  readonly get: (orderId: string) => UploadOrderView | null
  readonly list: (address: string) => readonly UploadOrderView[]
}

/**
 * The upload service: it takes a zip of images with a receive address and
 * a fee type, answers the amount to pay to a fresh order address, watches
 * the chain for the payment, then inscribes each file (a `file` deploy,
 * docs/protocol.md §10) to the receive address, `FILES_PER_BLOCK` per
 * block. Orders live in memory: a restart forgets unfinished ones (files
 * already inscribed stay on chain).
 */
export function createUploadService(
  ogAddresses: () => readonly string[],
): UploadService {
  let devnet: Devnet | undefined
  let unsubscribe: (() => void) | undefined
  const orders = new Map<string, StoredOrder>()
  const byPayAddress = new Map<string, StoredOrder>()
  let counter = 0

  function onBlock(block: Block): void {
    if (!devnet) return
    for (const tx of block.txs) {
      for (const output of tx.outputs) {
        const order = byPayAddress.get(output.address)
        if (order?.state !== 'waiting') continue
        if (tx.funder === order.payAddress) continue
        order.paid += output.amount
        if (order.payTxHash === '') {
          order.payTxHash = tx.txHash
          order.payer = tx.funder
        }
        if (order.paid >= order.amount) order.state = 'paid'
      }
    }
    const mined = new Set(block.txs.map((tx) => tx.txHash))
    for (const order of orders.values()) {
      if (order.state === 'paid') {
        for (const file of order.files) {
          if (file.status === 'inscribing' && mined.has(file.txHash))
            file.blockNumber = block.height
        }
      }
      if (order.state === 'waiting' && block.height > order.expireHeight) {
        if (order.paid === 0n) order.state = 'expired'
        else refund(order)
      }
      if (order.state === 'paid') inscribeNext(order)
    }
  }

  function refund(order: StoredOrder): void {
    order.state = 'refunding'
    const result = devnet?.submit({
      address: order.payAddress,
      payloads: [],
      outputs: [{ address: order.payer, amount: order.paid - 1_000_000n }],
    })
    if (result?.ok) order.refundTxHash = result.txHash
  }

  function inscribeNext(order: StoredOrder): void {
    let sent = 0
    for (const file of order.files) {
      if (sent >= FILES_PER_BLOCK) break
      if (file.status !== 'pending') continue
      sent++
      const result = devnet?.submit({
        address: order.payAddress,
        payloads: [{ p: 'file', op: 'deploy' }],
        to: order.receiveAddress,
        content: file.data.toString('base64'),
        contentType: file.contentType,
      })
      if (result?.ok) {
        file.status = 'inscribing'
        file.txHash = result.txHash
      } else {
        file.status = 'failed'
        file.error = result && !result.ok ? result.error.message : 'no chain'
      }
    }
  }

  function view(order: StoredOrder): UploadOrderView {
    const index = devnet?.index()
    const files = order.files.map((file) => {
      const inscribed =
        file.txHash !== '' && index?.files.get(file.txHash) !== undefined
      return {
        index: file.index,
        name: file.name,
        size: file.data.length,
        content_type: file.contentType,
        status: inscribed ? ('inscribed' as const) : file.status,
        file_id: inscribed ? file.txHash : '',
        tx_hash: file.txHash,
        block_number: file.blockNumber,
        error: file.error,
      }
    })
    const left = files.some(
      (f) => f.status === 'pending' || f.status === 'inscribing',
    )
    const status: UploadOrderStatus =
      order.state === 'expired'
        ? 'expired'
        : order.state === 'refunding'
          ? 'refunding'
          : order.state === 'waiting'
            ? order.paid > 0n
              ? 'underpaid'
              : 'notpaid'
            : left
              ? 'uploading'
              : files.some((f) => f.status === 'failed')
                ? 'failed'
                : 'successful'
    return {
      order_id: order.orderId,
      status,
      payment_type: 'doge',
      fee_type: order.feeType,
      pay_address: order.payAddress,
      amount: order.amount.toString(),
      paid: order.paid.toString(),
      service_fee: order.serviceFee.toString(),
      og_discount: order.ogDiscount.toString(),
      network_fee: order.networkFee.toString(),
      total_size: order.totalSize,
      file_count: order.files.length,
      payer_address: order.payerAddress,
      receive_address: order.receiveAddress,
      create_height: order.createHeight,
      expire_height: order.expireHeight,
      create_date: order.createTime,
      pay_tx_hash: order.payTxHash,
      refund_tx_hash: order.refundTxHash,
      files,
    }
  }

  return {
    attach(next) {
      unsubscribe?.()
      orders.clear()
      byPayAddress.clear()
      devnet = next
      unsubscribe = next.onBlock(onBlock)
    },
    create({ zip, receiveAddress, payerAddress, feeType, isValidAddress }) {
      if (!devnet) return { ok: false, error: 'the service is not running' }
      if (!isValidAddress(receiveAddress))
        return { ok: false, error: 'invalid receive address' }
      if (!isValidAddress(payerAddress))
        return { ok: false, error: 'invalid payer address' }
      if (feeType !== 'economy' && feeType !== 'priority')
        return { ok: false, error: 'invalid fee type' }
      const read = readUploadZip(zip)
      if (!read.ok) return { ok: false, error: read.error }
      if (read.files.length === 0) return { ok: false, error: 'no files' }
      const seen = new Set<string>()
      const files: StoredFile[] = []
      for (const [index, file] of read.files.entries()) {
        const type = sniffImageType(file.data)
        if (file.data.length === 0 || file.data.length > MAX_FILE_BYTES)
          return { ok: false, error: `${file.name}: size not accepted` }
        if (type === null)
          return { ok: false, error: `${file.name}: not an accepted image` }
        const key = file.name.toLowerCase()
        if (seen.has(key) || /(^|[/\\])\.\.([/\\]|$)|^[/\\]/.test(file.name))
          return { ok: false, error: `${file.name}: name not accepted` }
        seen.add(key)
        files.push({
          index,
          name: file.name,
          data: file.data,
          contentType: type,
          status: 'pending',
          txHash: '',
          blockNumber: 0,
          error: '',
        })
      }
      const totalSize = files.reduce((n, f) => n + f.data.length, 0)
      const charged = files.some((f) => f.data.length > 1000)
      const serviceFee = charged
        ? BigInt(Math.ceil(totalSize / 1000)) * SERVICE_FEE_PER_KB
        : 0n
      const og = ogAddresses().includes(payerAddress)
      const ogDiscount = og ? serviceFee - (serviceFee * 80n) / 100n : 0n
      const networkFee = BigInt(files.length) * NETWORK_FEE_PER_FILE[feeType]
      const amount = serviceFee - ogDiscount + networkFee
      if (amount < MIN_ORDER_AMOUNT)
        return { ok: false, error: 'below the minimum transaction volume' }
      const height = devnet.heights().chainHeight
      const orderId = deriveOrderId(
        `upload:${devnet.seed}:${height}:${payerAddress}:${counter++}`,
        0,
      )
      const order: StoredOrder = {
        orderId,
        payAddress: deriveLedgerAddress(`upload-order:${orderId}`),
        payerAddress,
        receiveAddress,
        feeType,
        serviceFee,
        ogDiscount,
        networkFee,
        amount,
        totalSize,
        createHeight: height,
        createTime: devnet.blockTime(height),
        expireHeight: height + ORDER_EXPIRY_BLOCKS,
        files,
        paid: 0n,
        payTxHash: '',
        payer: '',
        state: 'waiting',
        refundTxHash: '',
      }
      orders.set(orderId, order)
      byPayAddress.set(order.payAddress, order)
      return { ok: true, order: view(order) }
    },
    get(orderId) {
      const order = orders.get(orderId)
      return order ? view(order) : null
    },
    list(address) {
      return [...orders.values()]
        .filter(
          (o) => o.payerAddress === address || o.receiveAddress === address,
        )
        .reverse()
        .map(view)
    },
  }
}
