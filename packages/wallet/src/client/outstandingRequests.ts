import { err, ok, type Result } from 'neverthrow'
import type { Rejected } from '../errors/mapRejection.js'
import type { Submitted } from '../errors/normalizeEnvelope.js'
import type { WalletError } from '../errors/walletError.js'
import type { UnansweredApproval } from './walletState.js'

/**
 * What the wallet answered after the approval timeout had already ended the
 * request with `WALLET_NO_ANSWER`:
 * - `submitted`: it sent the transaction; journal `txHash` and tell the
 *   user, who would otherwise pay twice;
 * - `signed`: a late `signMessage` signature;
 * - `rejected`: the user closed or refused the popup after all;
 * - `failed`: the wallet answered with an error (insufficient funds, …).
 */
export type LateAnswerOutcome =
  | Submitted
  | { readonly kind: 'signed'; readonly signature: string }
  | Rejected
  | { readonly kind: 'failed'; readonly error: WalletError }

export type LateAnswer = {
  /** The id the `WALLET_NO_ANSWER` error carried. */
  readonly requestId: number
  /** The wallet method that was called. */
  readonly method: string
  /**
   * The arguments the wallet got, after the adapter's checks: the wire
   * payload for inscriptions, `[to, amount, options?]` for a plain
   * payment, `[text, type?]` for a signature.
   */
  readonly request: readonly unknown[]
  readonly outcome: LateAnswerOutcome
}

/** One request from its send until the wallet answers. */
export type RequestTicket = {
  readonly requestId: number
  /** The wallet answered in time, or the request never reached it. */
  readonly end: () => void
  /** The approval timeout passed: the request is unanswered from now on. */
  readonly timedOut: () => void
  /** The wallet answered after the timeout. */
  readonly answeredLate: (outcome: LateAnswerOutcome) => void
}

export type OutstandingRequests = {
  /**
   * Starts tracking a request; refuses with `SAME_REQUEST_OUTSTANDING`
   * while an identical one (same method and arguments) still waits for
   * the wallet, in the queue, in its popup or past its timeout.
   */
  readonly begin: (
    method: string,
    request: readonly unknown[],
  ) => Result<RequestTicket, WalletError>
  /** Stops refusing the identical request; a late answer is still reported. */
  readonly forget: (requestId: number) => boolean
  /** The provider went away or the client was disposed: no answer can come. */
  readonly clear: () => void
  readonly onLateAnswer: (listener: (answer: LateAnswer) => void) => () => void
}

function stableKey(method: string, request: readonly unknown[]): string {
  return JSON.stringify([method, request], (_, value: unknown) => {
    if (typeof value === 'bigint') return `${value}n`
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return value
    }
    return Object.fromEntries(
      Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    )
  })
}

type Entry = {
  readonly requestId: number
  readonly method: string
  readonly key: string
  unanswered: boolean
}

/**
 * The requests the wallet has not answered yet (issue: a late approval was
 * lost). `onChange` gets the unanswered ones whenever that list changes.
 */
export function createOutstandingRequests(
  onChange: (unanswered: readonly UnansweredApproval[]) => void,
): OutstandingRequests {
  const entries = new Map<string, Entry>()
  const listeners = new Set<(answer: LateAnswer) => void>()
  let nextId = 1

  const publish = (): void => {
    onChange(
      [...entries.values()]
        .filter((entry) => entry.unanswered)
        .map(({ requestId, method }) => ({ requestId, method })),
    )
  }

  const remove = (entry: Entry): void => {
    if (entries.get(entry.key) !== entry) return
    entries.delete(entry.key)
    if (entry.unanswered) publish()
  }

  return {
    begin: (method, request) => {
      const key = stableKey(method, request)
      const existing = entries.get(key)
      if (existing !== undefined) {
        return err({
          code: 'SAME_REQUEST_OUTSTANDING',
          method,
          requestId: existing.requestId,
          unanswered: existing.unanswered,
        })
      }
      const entry: Entry = {
        requestId: nextId++,
        method,
        key,
        unanswered: false,
      }
      entries.set(key, entry)
      return ok({
        requestId: entry.requestId,
        end: () => remove(entry),
        timedOut: () => {
          if (entries.get(key) !== entry) return
          entry.unanswered = true
          publish()
        },
        answeredLate: (outcome) => {
          remove(entry)
          const answer: LateAnswer = {
            requestId: entry.requestId,
            method,
            request,
            outcome,
          }
          for (const listener of [...listeners]) listener(answer)
        },
      })
    },
    forget: (requestId) => {
      for (const entry of entries.values()) {
        if (entry.requestId === requestId && entry.unanswered) {
          remove(entry)
          return true
        }
      }
      return false
    },
    clear: () => {
      const hadUnanswered = [...entries.values()].some((e) => e.unanswered)
      entries.clear()
      if (hadUnanswered) publish()
    },
    onLateAnswer: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
