import type { Result } from 'neverthrow'
import { checkTxId } from './payloadChecks.js'
import type { PayloadError } from './payloadError.js'

/** file transfer: sends file `file_id` to reveal out0 (≠ sender). */
export type FileTransferPayload = {
  readonly p: 'file'
  readonly op: 'transfer'
  readonly file_id: string
}

/** Parameters of {@link createFileTransferPayload}. */
export type CreateFileTransferPayloadParameters = { readonly fileId: string }

/** Builds a file transfer. Checks: `file_id` is a tx hash (the file's deploy reveal). */
export function createFileTransferPayload({
  fileId,
}: CreateFileTransferPayloadParameters): Result<
  FileTransferPayload,
  PayloadError
> {
  return checkTxId('file_id', fileId).map((id) => ({
    p: 'file' as const,
    op: 'transfer' as const,
    file_id: id,
  }))
}
