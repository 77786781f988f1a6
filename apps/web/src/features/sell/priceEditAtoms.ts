import {
  type FileOrderBatchEntry,
  getPriceEditStep,
  type PriceEditStep,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { atom, type Getter, type Setter } from 'jotai'
import { fileDetailsQueryOptions } from '../../lib/query/collectionQueries'
import { servicesAtom } from '../../lib/services'
import type { SubmitFlowError } from '../../lib/submit/createSubmitFlow'
import { getBatchOutcome } from '../../lib/submit/getBatchOutcome'
import { type SellRefusal, sellFlow } from './sellFlow'

/** How often the indexer is read while the cancel settles. */
const SETTLE_POLL_MS = 2500

/** The listed file whose price is edited. */
export type PriceEditTarget = {
  readonly fileId: string
  readonly exId: string
  readonly seller: string
  readonly name: string
  /** The current price, base units of `tick`. */
  readonly price: bigint
  readonly tick: string
}

/** The two orders of an edit: the cancel, then the new listing. */
export type PriceEditOrders = {
  readonly cancel: FileOrderBatchEntry
  readonly create: FileOrderBatchEntry
  readonly describe: (entry: FileOrderBatchEntry) => MessageDescriptor
}

/** How an edit ended. */
export type PriceEditResult =
  /** Both sent: the new listing is pending in the tracker. */
  | { readonly kind: 'listed'; readonly txHash?: string }
  /** Nothing changed: the old listing stands (or was sold first). */
  | {
      readonly kind: 'unchanged'
      readonly reason: 'rejected' | 'failed' | 'CANCEL_FAILED' | 'SOLD'
      readonly error?: SubmitFlowError<SellRefusal>
    }
  /** The cancel went through; the file is (or will be) not listed. */
  | {
      readonly kind: 'unlisted'
      readonly reason: 'rejected' | 'failed' | 'stopped' | 'LISTED_ELSEWHERE'
      readonly error?: SubmitFlowError<SellRefusal>
    }

export type PriceEditState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'review'; readonly target: PriceEditTarget }
  | {
      /** Phase 1 in the wallet, the wait for it to settle, phase 2. */
      readonly phase: 'cancel' | 'wait-cancel' | 'list'
      readonly target: PriceEditTarget
      readonly orders: PriceEditOrders
      /** While waiting: the last read of the file failed (asked again). */
      readonly unanswered?: boolean
    }
  | {
      readonly phase: 'done'
      readonly target: PriceEditTarget
      readonly orders: PriceEditOrders
      readonly result: PriceEditResult
    }

export const priceEditAtom = atom<PriceEditState>({ phase: 'idle' })
/** Set by "Stop waiting" while the cancel settles. */
const stopWaitingAtom = atom(false)

export const openPriceEditAtom = atom(
  null,
  (get, set, target: PriceEditTarget) => {
    const phase = get(priceEditAtom).phase
    if (phase !== 'idle' && phase !== 'done') return
    set(priceEditAtom, { phase: 'review', target })
  },
)

export const closePriceEditAtom = atom(null, (get, set) => {
  const phase = get(priceEditAtom).phase
  if (phase === 'review' || phase === 'done')
    set(priceEditAtom, { phase: 'idle' })
})

/** Stops waiting for the cancel: nothing more is signed. */
export const stopPriceEditAtom = atom(null, (get, set) => {
  if (get(priceEditAtom).phase === 'wait-cancel') set(stopWaitingAtom, true)
})

/**
 * Signs one order of the edit through the sell flow (re-check, wallet,
 * journal): `sent`, or why not (`rejected` in the wallet, else `failed`).
 */
async function sign(
  get: Getter,
  set: Setter,
  orders: PriceEditOrders,
  entry: FileOrderBatchEntry,
  seller: string,
) {
  const status = await set(sellFlow.submitAtom, {
    entry,
    seller,
    description: orders.describe(entry),
  })
  const flow = get(sellFlow.stateAtom)
  const outcome = getBatchOutcome(status, flow.error, () => 'NOT_LISTED')
  set(sellFlow.closeAtom)
  return {
    sent: outcome.kind === 'submitted',
    reason: outcome.kind === 'rejected' ? 'rejected' : 'failed',
    txHash: flow.txHash,
    error: flow.error,
  } as const
}

/**
 * Runs an edit (core's `getPriceEditStep`): the cancel through the sell
 * flow; then the file's orders are read until the indexer shows the
 * cancel settled and the file not listed; then the new listing. A
 * rejection or failure in phase 1 changes nothing; in phase 2 it leaves
 * the file not listed. Both orders are journaled by the flow, so a reload
 * in between shows the cancel pending and the file back as not listed.
 */
export const runPriceEditAtom = atom(
  null,
  async (get, set, orders: PriceEditOrders) => {
    const state = get(priceEditAtom)
    if (state.phase !== 'review') return
    const { target } = state
    const done = (result: PriceEditResult) =>
      set(priceEditAtom, { phase: 'done', target, orders, result })
    set(priceEditAtom, { phase: 'cancel', target, orders })
    const cancel = await sign(get, set, orders, orders.cancel, target.seller)
    if (!cancel.sent)
      return done({
        kind: 'unchanged',
        reason: cancel.reason,
        error: cancel.error,
      })

    set(stopWaitingAtom, false)
    set(priceEditAtom, { phase: 'wait-cancel', target, orders })
    const { api, queryClient } = get(servicesAtom)
    let step: PriceEditStep = { next: 'wait-cancel' }
    while (step.next === 'wait-cancel') {
      if (get(stopWaitingAtom))
        return done({ kind: 'unlisted', reason: 'stopped' })
      let unanswered = false
      try {
        const details = await queryClient.fetchQuery({
          ...fileDetailsQueryOptions(api, target.fileId),
          staleTime: 0,
          retry: false,
        })
        step = getPriceEditStep({
          orders: details.orders,
          exId: target.exId,
          seller: target.seller,
          sent: 'cancel',
        })
      } catch {
        // The indexer did not answer: say so, and read it again next round.
        unanswered = true
      }
      if (get(priceEditAtom).phase === 'wait-cancel')
        set(priceEditAtom, { phase: 'wait-cancel', target, orders, unanswered })
      if (step.next === 'wait-cancel')
        await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS))
    }
    if (step.next === 'stopped')
      return done(
        step.code === 'LISTED_ELSEWHERE'
          ? { kind: 'unlisted', reason: 'LISTED_ELSEWHERE' }
          : {
              kind: 'unchanged',
              reason: step.code === 'SOLD' ? 'SOLD' : 'CANCEL_FAILED',
            },
      )

    set(priceEditAtom, { phase: 'list', target, orders })
    const create = await sign(get, set, orders, orders.create, target.seller)
    if (!create.sent)
      return done({
        kind: 'unlisted',
        reason: create.reason,
        error: create.error,
      })
    done({ kind: 'listed', txHash: create.txHash })
  },
)
