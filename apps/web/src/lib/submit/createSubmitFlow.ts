import type { ApiError } from '@drc20/api'
import { type FlowEvent, type FlowStatus, transitionFlow } from '@drc20/core'
import type { SubmitResult, WalletClient, WalletError } from '@drc20/wallet'
import type { MessageDescriptor } from '@lingui/core'
import { atom, type Getter } from 'jotai'
import type { ResultAsync } from 'neverthrow'
import { trackOperationAtom } from '../activity/activityAtoms'
import type { TrackedProtocol } from '../activity/types'
import { ApiQueryError } from '../api/apiQueryError'
import { INDEXED } from '../query/queryKeys'
import { readTradingGate } from '../query/useBlockPoll'
import { type AppServices, servicesAtom } from '../services'
import { rememberUnansweredAtom, watchLateAnswersAtom } from './lateAnswers'

/**
 * Why a submission stopped, as a code (the UI maps it to a message with
 * `submitFlowErrorMessage`). `I` is the feature's re-check refusal.
 */
export type SubmitFlowError<I = never> =
  /** The index lags: quotes would not match what settles. */
  | { readonly code: 'TRADING_PAUSED' }
  /** The re-check could not read fresh data. */
  | { readonly code: 'CHECK_FAILED'; readonly error: ApiError }
  /** The re-check refused the operation (the pool is gone, …). */
  | { readonly code: 'REFUSED'; readonly issue: I }
  /** The wallet failed (not a rejection: that is silent). */
  | { readonly code: 'WALLET'; readonly error: WalletError }

/**
 * A submission's one state. The confirmation is open while `pending` is
 * set; `pending` is what will be signed, frozen when it opened.
 */
export type SubmitFlowState<P, I = never> = {
  readonly status: FlowStatus
  readonly pending?: P
  readonly txHash?: string
  readonly error?: SubmitFlowError<I>
}

/** What a re-check before signing decides. */
export type SubmitRecheck<P, I = never> =
  /** Sign (this pending, when the re-check refreshed it). */
  | { readonly kind: 'sign'; readonly pending?: P }
  /** Do not sign: show this fresh pending for the user to confirm again. */
  | { readonly kind: 'confirm-again'; readonly pending: P }
  | { readonly kind: 'refused'; readonly issue: I }

export type SubmitFlowOptions<P, I = never> = {
  /** For error messages in development tools. */
  readonly name: string
  /** Sends the pending operation to the wallet. */
  readonly sign: (
    wallet: WalletClient,
    pending: P,
  ) => ResultAsync<SubmitResult, WalletError>
  /** The protocol whose order endpoint settles it (the activity journal). */
  readonly protocol: (pending: P) => TrackedProtocol
  /** Exactly what was signed, for the journal. */
  readonly payload: (pending: P) => Record<string, unknown>
  /** What the user did, values already formatted, for the journal. */
  readonly describe: (pending: P, get: Getter) => MessageDescriptor
  /** Index lag refuses it (swaps, adds, wraps). Default true. */
  readonly pausable?: boolean
  /** Re-reads what the operation depends on just before signing. */
  readonly recheck?: (
    pending: P,
    services: AppServices,
    get: Getter,
  ) => Promise<SubmitRecheck<P, I>>
}

/**
 * The one submit flow every feature uses, over core's flow machine
 * (`transitionFlow`). Its atoms take an operation through:
 *
 * 1. `openAtom(pending)`: open the confirmation with the payload frozen;
 * 2. `confirmAtom()`: refuse while trading is paused, re-check before
 *    signing (`checking`; it may ask to confirm a fresh quote again),
 *    call the wallet (`awaiting-wallet`), journal the submitted operation
 *    for the activity tracker and refresh the indexer queries; it resolves
 *    to the outcome (`submitted`, `failed`, or `INIT` after a rejection or
 *    a stopped re-check);
 * 3. `closeAtom()` closes (never while busy), `resetAtom()` returns to the
 *    confirmation after a failure; `submitAtom(pending)` opens and
 *    confirms at once, for forms without a confirmation step.
 *
 * A wallet that does not answer in time ends the wait with
 * `WALLET_NO_ANSWER` ("check it before retrying"), but the operation is
 * remembered: if the wallet sends it after all, it is journaled, the user
 * is told (`lateSubmissionsAtom`) and a flow still showing that failure
 * moves to `submitted`. Meanwhile the wallet refuses the identical request
 * (`SAME_REQUEST_OUTSTANDING`); `forgetUnansweredAtom()` lifts that once
 * the user has checked the wallet.
 */
export function createSubmitFlow<P, I = never>(
  options: SubmitFlowOptions<P, I>,
) {
  const { name, pausable = true } = options
  type State = SubmitFlowState<P, I>
  const INITIAL: State = { status: 'INIT' }
  const baseAtom = atom<State>(INITIAL)
  baseAtom.debugLabel = `${name}Flow`

  function step(status: FlowStatus, event: FlowEvent): FlowStatus {
    const next = transitionFlow(status, event)
    // An illegal transition is a bug in this flow.
    if (next.isErr())
      throw new Error(
        `${name} flow: ${next.error.event} in ${next.error.state}`,
      )
    return next.value
  }

  const busy = (status: FlowStatus) =>
    status === 'checking' || status === 'awaiting-wallet'

  /** The flow's state; the confirmation is open while `pending` is set. */
  const stateAtom = atom((get) => get(baseAtom))

  /** Opens the confirmation for `pending`, frozen until it closes. */
  const openAtom = atom(null, (get, set, pending: P) => {
    if (busy(get(baseAtom).status)) return
    set(baseAtom, { status: 'INIT', pending })
  })

  /** Closes the confirmation and starts over (not while busy). */
  const closeAtom = atom(null, (get, set) => {
    if (busy(get(baseAtom).status)) return
    set(baseAtom, INITIAL)
  })

  /** Back to the open confirmation after a failure, to try again. */
  const resetAtom = atom(null, (get, set) => {
    const state = get(baseAtom)
    if (busy(state.status)) return
    set(baseAtom, { status: 'INIT', pending: state.pending })
  })

  const confirmAtom = atom(null, async (get, set): Promise<FlowStatus> => {
    const state = get(baseAtom)
    let pending = state.pending
    if (pending === undefined || state.status !== 'INIT') return state.status
    const services = get(servicesAtom)
    const patch = (next: Partial<State>) =>
      set(baseAtom, { ...get(baseAtom), ...next })

    if (pausable && readTradingGate(services.queryClient).paused) {
      patch({ error: { code: 'TRADING_PAUSED' } })
      return 'INIT'
    }

    let status: FlowStatus = 'INIT'
    if (options.recheck) {
      status = step(status, { type: 'CHECK' })
      patch({ status, error: undefined })
      let recheck: SubmitRecheck<P, I>
      try {
        recheck = await options.recheck(pending, services, get)
      } catch (cause) {
        const error: ApiError =
          cause instanceof ApiQueryError
            ? cause.apiError
            : { kind: 'network', cause }
        patch({
          status: step(status, { type: 'CHECKED' }),
          error: { code: 'CHECK_FAILED', error },
        })
        return 'INIT'
      }
      if (recheck.kind === 'refused') {
        patch({
          status: step(status, { type: 'CHECKED' }),
          error: { code: 'REFUSED', issue: recheck.issue },
        })
        return 'INIT'
      }
      if (recheck.kind === 'confirm-again') {
        patch({
          status: step(status, { type: 'CHECKED' }),
          pending: recheck.pending,
        })
        return 'INIT'
      }
      pending = recheck.pending ?? pending
    }

    const wallet = await services.wallet()
    set(watchLateAnswersAtom, wallet)
    const address = wallet.getSnapshot().address
    status = step(status, { type: 'SUBMIT' })
    patch({ status, pending, error: undefined })
    const signed = pending
    const result = await options.sign(wallet, signed)
    if (result.isErr()) {
      const error = result.error
      status = step(status, { type: 'FAILED' })
      patch({ status, error: { code: 'WALLET', error } })
      if (error.code === 'WALLET_NO_ANSWER' && address !== undefined) {
        set(rememberUnansweredAtom, {
          requestId: error.requestId,
          operation: describeOperation(signed, address, get),
          onLateSigned: (txHash) => {
            const now = get(baseAtom)
            const stillShown =
              now.status === 'failed' &&
              now.error?.code === 'WALLET' &&
              now.error.error.code === 'WALLET_NO_ANSWER' &&
              now.error.error.requestId === error.requestId
            if (stillShown) {
              set(baseAtom, {
                status: step(now.status, { type: 'LATE_SIGNED' }),
                pending: now.pending,
                txHash,
              })
            }
            void services.queryClient.invalidateQueries({
              queryKey: [INDEXED],
            })
          },
        })
      }
      return status
    }
    if (result.value.kind === 'rejected') {
      // The user said no in the wallet: silently back to the confirmation.
      status = step(status, { type: 'REJECTED' })
      patch({ status })
      return status
    }
    const { txHash } = result.value
    status = step(status, { type: 'SIGNED' })
    patch({ status, txHash })
    if (address !== undefined) {
      set(trackOperationAtom, {
        txHash,
        ...describeOperation(pending, address, get),
      })
    }
    void services.queryClient.invalidateQueries({ queryKey: [INDEXED] })
    return status
  })

  /** The journal entry of `pending`, but for its tx hash. */
  function describeOperation(pending: P, address: string, get: Getter) {
    return {
      address,
      protocol: options.protocol(pending),
      payload: { ...options.payload(pending) },
      description: options.describe(pending, get),
    }
  }

  /**
   * After "no answer from the wallet yet" or "still waiting for the
   * wallet": the user checked the wallet and sends again. The wallet stops
   * refusing the identical request (a late answer to the first is still
   * journaled) and the confirmation is back.
   */
  const forgetUnansweredAtom = atom(null, async (get, set) => {
    const state = get(baseAtom)
    const error = state.error?.code === 'WALLET' ? state.error.error : undefined
    if (
      busy(state.status) ||
      (error?.code !== 'WALLET_NO_ANSWER' &&
        error?.code !== 'SAME_REQUEST_OUTSTANDING')
    )
      return
    const wallet = await get(servicesAtom).wallet()
    wallet.forgetUnanswered(error.requestId)
    set(baseAtom, { status: 'INIT', pending: state.pending })
  })

  /** Opens and confirms at once (a form without a confirmation step). */
  const submitAtom = atom(null, async (get, set, pending: P) => {
    if (busy(get(baseAtom).status)) return get(baseAtom).status
    set(baseAtom, { status: 'INIT', pending })
    return set(confirmAtom)
  })

  return {
    stateAtom,
    openAtom,
    confirmAtom,
    closeAtom,
    resetAtom,
    submitAtom,
    forgetUnansweredAtom,
  }
}

/** The atoms of one submit flow. */
export type SubmitFlow<P, I = never> = ReturnType<typeof createSubmitFlow<P, I>>

/** What a confirmation dialog shows for a flow's status (`ConfirmModal`'s `status`). */
export function confirmStatus(
  status: FlowStatus,
): 'idle' | 'checking' | 'awaiting-wallet' {
  return status === 'checking' || status === 'awaiting-wallet' ? status : 'idle'
}
