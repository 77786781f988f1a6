import type { JournalEntry, JournalTransition } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'

/** Every protocol whose operations the tracker reconciles. */
export const TRACKED_PROTOCOLS = [
  'pair-v1',
  'pair-v2',
  'wdoge',
  'drc-20',
  'order-v1',
  'order-v2',
  'stake-v1',
  'box-v1',
  'file',
  'nft/ai',
  /** A payment to an upload order: settled by the upload service. */
  'upload',
] as const

export type TrackedProtocol = (typeof TRACKED_PROTOCOLS)[number]

/** What a feature hands to `trackOperationAtom` after a wallet submission. */
export type TrackOperationInput = {
  readonly txHash: string
  /** The wallet address that signed (the journal is kept per address). */
  readonly address: string
  readonly protocol: TrackedProtocol
  /** Exactly what was signed. */
  readonly payload: Record<string, unknown>
  /** What the user did, values already formatted. */
  readonly description: MessageDescriptor
}

/** A journaled operation and what the indexer has said about it so far. */
export type ActivityEntry = TrackOperationInput & JournalEntry

/** A status change found by a reconciliation, for the notification. */
export type ActivityTransition = JournalTransition<ActivityEntry>
