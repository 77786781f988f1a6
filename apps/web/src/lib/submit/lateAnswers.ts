import type { LateAnswer, WalletClient } from '@drc20/wallet'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { atom } from 'jotai'
import { trackOperationAtom } from '../activity/activityAtoms'
import {
  TRACKED_PROTOCOLS,
  type TrackedProtocol,
  type TrackOperationInput,
} from '../activity/types'

/**
 * A send the wallet did not answer in time (`WALLET_NO_ANSWER`): what to
 * journal if it answers after all, and who to tell.
 */
export type UnansweredOperation = {
  readonly requestId: number
  /** The journal entry, but for the tx hash the answer will bring. */
  readonly operation: Omit<TrackOperationInput, 'txHash'>
  /** The flow that sent it (it moves to submitted if still showing the failure). */
  readonly onLateSigned?: (txHash: string) => void
}

/** A late answer that sent a transaction: the user is told. */
export type LateSubmission = {
  readonly txHash: string
  readonly description: MessageDescriptor
}

const unansweredAtom = atom<ReadonlyMap<number, UnansweredOperation>>(new Map())

/** Late submissions not shown yet (the activity menu notifies and clears). */
export const lateSubmissionsAtom = atom<readonly LateSubmission[]>([])

/** Clears the late submissions once shown. */
export const clearLateSubmissionsAtom = atom(null, (_get, set) =>
  set(lateSubmissionsAtom, []),
)

/** Remembers an unanswered send until the wallet answers it. */
export const rememberUnansweredAtom = atom(
  null,
  (get, set, unanswered: UnansweredOperation) => {
    const next = new Map(get(unansweredAtom))
    next.set(unanswered.requestId, unanswered)
    set(unansweredAtom, next)
  },
)

function isTrackedProtocol(value: unknown): value is TrackedProtocol {
  return TRACKED_PROTOCOLS.includes(value as TrackedProtocol)
}

/**
 * What to journal for an answer whose request this page did not record
 * (it cannot happen with the flows, which record every unanswered send):
 * the wire payload the wallet got, when it names a tracked protocol.
 */
function describeUnknown(
  answer: LateAnswer,
  address: string | undefined,
): Omit<TrackOperationInput, 'txHash'> | undefined {
  const [payload] = answer.request
  if (address === undefined || typeof payload !== 'object' || payload === null)
    return undefined
  const protocol = (payload as { p?: unknown }).p
  if (!isTrackedProtocol(protocol)) return undefined
  return {
    address,
    protocol,
    payload: { ...(payload as Record<string, unknown>) },
    description: msg`An operation your wallet sent after the wait ended`,
  }
}

/**
 * Settles a late answer: a transaction sent after all is journaled at once
 * (so it is followed like any other) and queued for a notification; a
 * rejection or a failure after the wait is dropped (nothing was sent).
 */
export const settleLateAnswerAtom = atom(
  null,
  (get, set, answer: LateAnswer, address: string | undefined) => {
    const unanswered = get(unansweredAtom).get(answer.requestId)
    if (unanswered) {
      const next = new Map(get(unansweredAtom))
      next.delete(answer.requestId)
      set(unansweredAtom, next)
    }
    if (answer.outcome.kind !== 'submitted') return
    const { txHash } = answer.outcome
    const operation = unanswered?.operation ?? describeUnknown(answer, address)
    if (operation) set(trackOperationAtom, { ...operation, txHash })
    unanswered?.onLateSigned?.(txHash)
    set(lateSubmissionsAtom, [
      ...get(lateSubmissionsAtom),
      {
        txHash,
        description:
          operation?.description ??
          msg`An operation your wallet sent after the wait ended`,
      },
    ])
  },
)

const watchedWalletAtom = atom<WalletClient | undefined>(undefined)

/**
 * Listens for the wallet's late answers (once per wallet client): every
 * submit flow calls it before signing, so an answer that comes after
 * `WALLET_NO_ANSWER` is never lost.
 */
export const watchLateAnswersAtom = atom(
  null,
  (get, set, wallet: WalletClient) => {
    if (get(watchedWalletAtom) === wallet) return
    set(watchedWalletAtom, wallet)
    wallet.onLateAnswer((answer) =>
      set(settleLateAnswerAtom, answer, wallet.getSnapshot().address),
    )
  },
)
