/**
 * An upload order's status as the upload service reports it
 * (docs/upload-service.md): waiting for the payment (`notpaid`), paid too
 * little (`underpaid`), not paid in time (`expired`), inscribing the files
 * (`uploading`), every file inscribed (`successful`), stopped with files
 * left (`failed`), or paying the money back (`refunding`).
 */
export const UPLOAD_ORDER_STATUSES = [
  'notpaid',
  'underpaid',
  'expired',
  'uploading',
  'successful',
  'failed',
  'refunding',
] as const

export type UploadOrderStatus = (typeof UPLOAD_ORDER_STATUSES)[number]

/** One file of an order: queued, sent to the chain, indexed, or given up. */
export const UPLOAD_FILE_STATUSES = [
  'pending',
  'inscribing',
  'inscribed',
  'failed',
] as const

export type UploadFileStatus = (typeof UPLOAD_FILE_STATUSES)[number]

/** Statuses after which the order never changes again. */
export function isUploadOrderFinished(status: UploadOrderStatus): boolean {
  return status === 'successful' || status === 'failed' || status === 'expired'
}

/**
 * The spec's upload payment steps (docs/product.md §4: unpaid → uploading
 * → successful) for a service status; `undefined` for the statuses off
 * that path (expired, failed, refunding).
 */
export function getUploadPaymentStep(
  status: UploadOrderStatus,
): 'unpaid' | 'uploading' | 'successful' | undefined {
  switch (status) {
    case 'notpaid':
    case 'underpaid':
      return 'unpaid'
    case 'uploading':
      return 'uploading'
    case 'successful':
      return 'successful'
    default:
      return undefined
  }
}

/** Counts of an order's files by status, for its progress. */
export function countUploadFiles(
  files: readonly { readonly status: UploadFileStatus }[],
): Readonly<Record<UploadFileStatus, number>> {
  const counts: Record<UploadFileStatus, number> = {
    pending: 0,
    inscribing: 0,
    inscribed: 0,
    failed: 0,
  }
  for (const file of files) counts[file.status]++
  return counts
}
