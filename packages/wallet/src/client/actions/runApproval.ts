import { err, errAsync, ok, type Result, ResultAsync } from 'neverthrow'
import { isRejected, type Rejected } from '../../errors/mapRejection.js'
import type { WalletError } from '../../errors/walletError.js'
import type { InjectedProvider } from '../../provider/types.js'
import type { CallOutcome } from '../createProviderCaller.js'
import type {
  LateAnswerOutcome,
  RequestTicket,
} from '../outstandingRequests.js'
import {
  readProvider,
  toAccounts,
  type WalletContext,
} from '../walletContext.js'
import { checkReady } from './checkReady.js'

/** What a settled approval call means for one kind of action. */
export type Interpret<T> = (value: unknown) => Result<T, WalletError>

export function cancelled(method: string): () => Result<never, WalletError> {
  return () =>
    err({ code: 'WALLET_LOCKED_OR_CLOSED', reason: 'DISPOSED', method })
}

function toLateOutcome<T extends LateAnswerOutcome>(
  outcome: CallOutcome,
  interpret: Interpret<T>,
): LateAnswerOutcome {
  if (outcome.isErr()) {
    return isRejected(outcome.error)
      ? outcome.error
      : { kind: 'failed', error: outcome.error }
  }
  const read = interpret(outcome.value)
  return read.isOk() ? read.value : { kind: 'failed', error: read.error }
}

function isTimeout(outcome: CallOutcome): boolean {
  return (
    outcome.isErr() &&
    !isRejected(outcome.error) &&
    outcome.error.code === 'WALLET_LOCKED_OR_CLOSED' &&
    outcome.error.reason === 'TIMEOUT'
  )
}

/**
 * Queues one approval call (a send or a signature):
 * - refuses an identical request that still waits for the wallet;
 * - right before the popup, re-reads the account (docs/wallet.md §5: re-query before
 *   actions) and stops with `ACCOUNT_CHANGED` if it moved;
 * - maps rejection and failures;
 * - past the approval timeout, ends with `WALLET_NO_ANSWER` but keeps
 *   listening: a late answer goes to `onLateAnswer`.
 */
export function runApproval<T extends LateAnswerOutcome>(
  context: WalletContext,
  method: string,
  args: readonly unknown[],
  interpret: Interpret<T>,
): ResultAsync<T | Rejected, WalletError> {
  const ready = checkReady(context)
  if (ready.isErr()) return errAsync(ready.error)
  const begun = context.requests.begin(method, args)
  if (begun.isErr()) return errAsync(begun.error)
  const ticket = begun.value
  const expected = ready.value
  const target = context.session.provider as InjectedProvider
  const job = async (): Promise<Result<T | Rejected, WalletError>> => {
    const outcome = await send(
      context,
      ticket,
      target,
      expected,
      method,
      args,
      interpret,
    )
    if (outcome.isErr() && outcome.error.code !== 'WALLET_NO_ANSWER') {
      ticket.end()
    }
    return outcome
  }
  return new ResultAsync(
    context.queue.enqueue(method, job, () => {
      ticket.end()
      return cancelled(method)()
    }),
  )
}

async function send<T extends LateAnswerOutcome>(
  context: WalletContext,
  ticket: RequestTicket,
  target: InjectedProvider,
  expected: string,
  method: string,
  args: readonly unknown[],
  interpret: Interpret<T>,
): Promise<Result<T | Rejected, WalletError>> {
  const { session, store } = context
  if (session.provider !== target) {
    return err(
      session.provider === undefined
        ? { code: 'WALLET_NOT_INSTALLED' }
        : { code: 'WALLET_LOCKED_OR_CLOSED', reason: 'PROVIDER_GONE', method },
    )
  }
  const current = await readProvider(context, target, 'getAccounts')
  const list = current.isOk() ? toAccounts(current.value) : []
  const actual = list[0]
  if (actual !== undefined && actual !== expected) {
    if (!store.getModel().userDisconnected) {
      session.accountsEpoch++
      store.dispatch({ type: 'accounts-changed', accounts: list })
      void context.refresh()
    }
    return err({ code: 'ACCOUNT_CHANGED', expected, actual })
  }
  const onLate = (late: CallOutcome): void => {
    ticket.answeredLate(toLateOutcome(late, interpret))
    if (late.isOk()) store.dispatch({ type: 'approval-answered' })
    void context.refresh()
  }
  const outcome = await context.caller.call(
    target,
    method,
    args,
    context.approvalTimeoutMs,
    onLate,
  )
  if (isTimeout(outcome)) {
    ticket.timedOut()
    return err({
      code: 'WALLET_NO_ANSWER',
      method,
      requestId: ticket.requestId,
    })
  }
  ticket.end()
  if (outcome.isErr()) {
    return isRejected(outcome.error) ? ok(outcome.error) : err(outcome.error)
  }
  // The call went through, so the wallet is unlocked again.
  store.dispatch({ type: 'approval-answered' })
  void context.refresh()
  return interpret(outcome.value)
}
