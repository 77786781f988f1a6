import { validateDogecoinAddress } from '@drc20/core'
import type { UploadService } from '../upload/createUploadService.js'
import { failure, type HttpReply, ok } from './envelope.js'
import { type Faults, takeFault } from './faults.js'
import { readFormData } from './http.js'

/** Paths of the upload-order service (docs/upload-service.md). */
export const UPLOAD_PATHS = {
  create: '/upload/v1/order/create',
  order: '/upload/v1/order',
  orders: '/upload/v1/orders',
} as const

const isLivenetAddress = (address: string) =>
  validateDogecoinAddress(address, 'livenet').isOk()

function readJson(raw: Buffer): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8') || '{}')
    return typeof parsed === 'object' &&
      parsed !== null &&
      !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * The upload-order service's routes, on the devnet's port: create an order
 * from a multipart upload, read one order, list an address' orders.
 * Refusals are `{code: 400, msg, data: null}` (HTTP 200); the admin API's
 * route faults apply to these paths too. `null` for any other path.
 */
export async function serveUpload(
  method: string,
  path: string,
  raw: Buffer,
  contentType: string,
  service: UploadService,
  faults: Faults,
): Promise<HttpReply | null> {
  const known = Object.values(UPLOAD_PATHS) as string[]
  if (!known.includes(path)) return null
  if (method !== 'POST')
    return {
      status: 404,
      body: undefined,
      raw: '404 page not found',
      contentType: 'text/plain',
    }
  const fault = takeFault(faults, path)
  if (fault) return failure(fault.shape, fault.message ?? 'server error')
  if (path === UPLOAD_PATHS.create) {
    const form = await readFormData(raw, contentType)
    if (!form) return failure('200/c400', 'a multipart form is required')
    const file = form.get('file')
    if (!(file instanceof Blob)) return failure('200/c400', 'missing file')
    const paymentType = form.get('payment_type')
    if (paymentType !== null && paymentType !== 'doge')
      return failure('200/c400', 'invalid payment type')
    const created = service.create({
      zip: Buffer.from(await file.arrayBuffer()),
      receiveAddress: String(form.get('receive_address') ?? ''),
      payerAddress: String(form.get('payer_address') ?? ''),
      feeType: String(form.get('fee_type') ?? ''),
      isValidAddress: isLivenetAddress,
    })
    return created.ok ? ok(created.order) : failure('200/c400', created.error)
  }
  const body = readJson(raw)
  if (!body) return failure('200/c400', 'the body must be a JSON object')
  if (path === UPLOAD_PATHS.order) {
    return ok(service.get(String(body.order_id ?? '')))
  }
  const all = service.list(String(body.address ?? ''))
  const limit =
    typeof body.limit === 'number' && body.limit > 0 ? body.limit : 10
  const offset =
    typeof body.offset === 'number' && body.offset > 0 ? body.offset : 0
  return ok(all.slice(offset, offset + limit), all.length)
}
