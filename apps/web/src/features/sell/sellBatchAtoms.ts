import {
  type CartTradeOutcome,
  type FileOrderBatch,
  type FileOrderBatchEntry,
  getCartTradeStep,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { atom } from 'jotai'
import type { SubmitFlowError } from '../../lib/submit/createSubmitFlow'
import { getBatchOutcome } from '../../lib/submit/getBatchOutcome'
import { type SellRefusal, sellFlow } from './sellFlow'

export type SellAction = 'list' | 'cancel' | 'revoke'

/** One file order's end. */
export type SellResult = {
  readonly entry: FileOrderBatchEntry
  readonly outcome: CartTradeOutcome
  readonly txHash?: string
  readonly error?: SubmitFlowError<SellRefusal>
}

export type SellBatchState =
  | { readonly phase: 'idle' }
  | {
      readonly phase: 'review' | 'running'
      readonly action: SellAction
      readonly seller: string
      readonly batch: FileOrderBatch
      /** The file being signed while running. */
      readonly index: number
      readonly results: readonly SellResult[]
    }
  | {
      readonly phase: 'done'
      readonly action: SellAction
      readonly batch: FileOrderBatch
      readonly results: readonly SellResult[]
    }

export const sellBatchAtom = atom<SellBatchState>({ phase: 'idle' })

/** Opens the confirmation of a ready batch. */
export const openSellBatchAtom = atom(
  null,
  (
    get,
    set,
    open: { action: SellAction; seller: string; batch: FileOrderBatch },
  ) => {
    if (get(sellBatchAtom).phase === 'running') return
    set(sellBatchAtom, { phase: 'review', ...open, index: 0, results: [] })
  },
)

/**
 * Signs the batch one file after the other through the sell flow
 * (re-check, wallet, journal), with progress; a file refused by the
 * re-check is skipped, a rejection in the wallet or a failure stops the
 * batch (core's `getCartTradeStep`), and what was sent stays journaled.
 */
export const runSellBatchAtom = atom(
  null,
  async (
    get,
    set,
    describeEntry: (entry: FileOrderBatchEntry) => MessageDescriptor,
  ) => {
    const state = get(sellBatchAtom)
    if (state.phase !== 'review') return
    const results: SellResult[] = []
    for (const [index, entry] of state.batch.entries.entries()) {
      set(sellBatchAtom, { ...state, phase: 'running', index, results })
      const status = await set(sellFlow.submitAtom, {
        entry,
        seller: state.seller,
        description: describeEntry(entry),
      })
      const flow = get(sellFlow.stateAtom)
      const outcome = getBatchOutcome(status, flow.error, () => 'NOT_LISTED')
      results.push({ entry, outcome, txHash: flow.txHash, error: flow.error })
      set(sellFlow.closeAtom)
      if (getCartTradeStep(outcome).next === 'stop') break
    }
    set(sellBatchAtom, {
      phase: 'done',
      action: state.action,
      batch: state.batch,
      results,
    })
  },
)

export const closeSellBatchAtom = atom(null, (get, set) => {
  if (get(sellBatchAtom).phase === 'running') return
  set(sellBatchAtom, { phase: 'idle' })
})
