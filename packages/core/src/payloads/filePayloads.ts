import { ok, type Result, safeTry } from 'neverthrow'
import type { DogecoinNetwork } from '../identifiers/dogecoinNetwork.js'
import { checkRecipient, checkTxId } from './payloadChecks.js'
import type { PayloadError } from './payloadError.js'

/** file transfer: sends file `file_id` to reveal out0 (≠ sender). */
export type FileTransferPayload = {
  readonly p: 'file'
  readonly op: 'transfer'
  readonly file_id: string
  /** The recipient, for the wallet to build reveal out0 (ignored by the indexer). */
  readonly to: string
}

/** Parameters of {@link createFileTransferPayload}. */
export type CreateFileTransferPayloadParameters = {
  readonly fileId: string
  /** Recipient address. */
  readonly to: string
  /** Default livenet. */
  readonly network?: DogecoinNetwork
}

/**
 * Builds a file transfer. Checks: `file_id` is a tx hash (the file's deploy
 * reveal), `to` a Dogecoin address of `network`.
 */
export function createFileTransferPayload({
  fileId,
  to,
  network,
}: CreateFileTransferPayloadParameters): Result<
  FileTransferPayload,
  PayloadError
> {
  return safeTry(function* () {
    const id = yield* checkTxId('file_id', fileId)
    const recipient = yield* checkRecipient('to', to, network)
    return ok({
      p: 'file' as const,
      op: 'transfer' as const,
      file_id: id,
      to: recipient,
    })
  })
}
