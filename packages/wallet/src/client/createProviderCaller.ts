import { err, ok, type Result } from 'neverthrow'
import { mapRejection, type Rejected } from '../errors/mapRejection.js'
import type { WalletError } from '../errors/walletError.js'
import type {
  InjectedProvider,
  WalletHost,
  WalletTimers,
} from '../provider/types.js'

/** How long an approval may stay open before it counts as closed (docs/wallet.md §6.2). */
export const APPROVAL_TIMEOUT_MS = 120_000
/** How long a safe read may take (docs/wallet.md §6.2). */
export const READ_TIMEOUT_MS = 10_000
/** How long `getVersion` may take (docs/wallet.md §7). */
export const VERSION_TIMEOUT_MS = 5_000

export type CallOutcome = Result<unknown, Rejected | WalletError>

export type ProviderCaller = {
  /**
   * Calls `provider[method](...args)` and settles exactly once: with the
   * value, with the mapped rejection, with `UNSUPPORTED_METHOD` when the
   * member is not a function, or with `WALLET_LOCKED_OR_CLOSED` after
   * `timeoutMs`. Never throws or rejects.
   *
   * With `onLate`, a call that timed out is still listened to: when the
   * wallet answers after all, `onLate` gets that answer (once), unless the
   * provider went away or the caller was aborted in the meantime.
   */
  readonly call: (
    provider: InjectedProvider,
    method: string,
    args: readonly unknown[],
    timeoutMs: number,
    onLate?: (outcome: CallOutcome) => void,
  ) => Promise<CallOutcome>
  /** Settles every call in flight with `WALLET_LOCKED_OR_CLOSED` `reason`. */
  readonly abortAll: (reason: 'PROVIDER_GONE' | 'DISPOSED') => void
  readonly inFlight: () => number
}

export function createProviderCaller(
  timers: WalletTimers,
  host: WalletHost | undefined,
): ProviderCaller {
  const aborters = new Set<(reason: 'PROVIDER_GONE' | 'DISPOSED') => void>()
  // Calls past their timeout whose late answer someone still waits for.
  const lateWatchers = new Set<() => void>()

  const call = (
    provider: InjectedProvider,
    method: string,
    args: readonly unknown[],
    timeoutMs: number,
    onLate?: (outcome: CallOutcome) => void,
  ): Promise<CallOutcome> => {
    const member = provider[method]
    if (typeof member !== 'function') {
      return Promise.resolve(err({ code: 'UNSUPPORTED_METHOD', method }))
    }
    return new Promise<CallOutcome>((resolve) => {
      let timer: unknown
      let timedOut = false
      const settle = (outcome: CallOutcome): void => {
        if (!aborters.delete(abort)) return
        timers.clearTimeout(timer)
        resolve(outcome)
      }
      const stopWatching = (): void => {
        lateWatchers.delete(stopWatching)
      }
      const answer = (outcome: CallOutcome): void => {
        if (!timedOut) {
          settle(outcome)
          return
        }
        if (!lateWatchers.has(stopWatching)) return
        stopWatching()
        onLate?.(outcome)
      }
      const abort = (reason: 'PROVIDER_GONE' | 'DISPOSED'): void =>
        settle(err({ code: 'WALLET_LOCKED_OR_CLOSED', reason, method }))
      const onTimeout = (): void => {
        // A hidden tab holds every call until it is visible again (docs/wallet.md §1.2):
        // that is not a closed wallet, so keep waiting.
        if (host?.document?.visibilityState === 'hidden') {
          timer = timers.setTimeout(onTimeout, timeoutMs)
          return
        }
        timedOut = true
        if (onLate !== undefined) lateWatchers.add(stopWatching)
        settle(
          err({ code: 'WALLET_LOCKED_OR_CLOSED', reason: 'TIMEOUT', method }),
        )
      }
      aborters.add(abort)
      timer = timers.setTimeout(onTimeout, timeoutMs)
      let pending: unknown
      try {
        pending = (member as (...a: unknown[]) => unknown).apply(provider, [
          ...args,
        ])
      } catch (error) {
        settle(err(mapRejection(error, method)))
        return
      }
      Promise.resolve(pending).then(
        (value) => answer(ok(value)),
        (error: unknown) => answer(err(mapRejection(error, method))),
      )
    })
  }

  return {
    call,
    abortAll: (reason) => {
      for (const abort of [...aborters]) abort(reason)
      lateWatchers.clear()
    },
    inFlight: () => aborters.size,
  }
}
