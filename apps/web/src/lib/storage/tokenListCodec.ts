import type { Drc20Token } from '@drc20/core'

/** What the token explorer keeps of a token-list row. */
export type ListedToken = {
  readonly tick: string
  /** Supply cap, base units. */
  readonly maxAmt: bigint
  /** Minted so far, base units. */
  readonly mintAmt: bigint
  /** Per-mint limit, base units. */
  readonly lim: bigint
  readonly holders: number
  readonly transactions: number
  readonly deployTimeMs: number | null
  /** The API's logo URL (untrusted), `''` when none. */
  readonly logo: string
  readonly isCheck: boolean
}

/** The whole token list as read at one moment. */
export type TokenListSnapshot = {
  readonly tokens: readonly ListedToken[]
  /** The index height when the list was read (`null` when not known). */
  readonly height: number | null
  /** When it was read (epoch ms). */
  readonly savedAtMs: number
}

export function toListedToken(token: Drc20Token): ListedToken {
  return {
    tick: token.tick,
    maxAmt: token.maxAmt,
    mintAmt: token.mintAmt,
    lim: token.lim,
    holders: token.holders,
    transactions: token.transactions,
    deployTimeMs: token.deployTimeMs,
    logo: token.logo ?? '',
    isCheck: token.isCheck,
  }
}

const VERSION = 1

/**
 * The stored form: one array per column. Structured clone reads a few
 * arrays of primitives much faster than 50,000 small objects, and the
 * warm start of the explorer waits for this read.
 */
type StoredTokenList = {
  readonly v: typeof VERSION
  readonly height: number | null
  readonly savedAtMs: number
  readonly tick: readonly string[]
  readonly max: readonly bigint[]
  readonly mint: readonly bigint[]
  readonly lim: readonly bigint[]
  readonly holders: readonly number[]
  readonly txs: readonly number[]
  readonly deployed: readonly (number | null)[]
  readonly logo: readonly string[]
  readonly check: readonly boolean[]
}

export function packTokenList(snapshot: TokenListSnapshot): StoredTokenList {
  const t = snapshot.tokens
  return {
    v: VERSION,
    height: snapshot.height,
    savedAtMs: snapshot.savedAtMs,
    tick: t.map((r) => r.tick),
    max: t.map((r) => r.maxAmt),
    mint: t.map((r) => r.mintAmt),
    lim: t.map((r) => r.lim),
    holders: t.map((r) => r.holders),
    txs: t.map((r) => r.transactions),
    deployed: t.map((r) => r.deployTimeMs),
    logo: t.map((r) => r.logo),
    check: t.map((r) => r.isCheck),
  }
}

const isCount = (n: unknown): n is number =>
  typeof n === 'number' && Number.isSafeInteger(n) && n >= 0

/**
 * The snapshot from what storage gave back, or `undefined` when it is not
 * one (another version, a broken or foreign value): stored data is
 * checked like any input. A bad row drops the whole copy, which the next
 * refresh replaces.
 */
export function unpackTokenList(
  stored: unknown,
): TokenListSnapshot | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined
  const s = stored as Partial<StoredTokenList>
  if (s.v !== VERSION || !isCount(s.savedAtMs)) return undefined
  if (s.height !== null && !isCount(s.height)) return undefined
  const columns = [
    s.tick,
    s.max,
    s.mint,
    s.lim,
    s.holders,
    s.txs,
    s.deployed,
    s.logo,
    s.check,
  ]
  if (!columns.every(Array.isArray)) return undefined
  const n = (s.tick as readonly string[]).length
  if (!columns.every((c) => (c as readonly unknown[]).length === n))
    return undefined
  const tokens: ListedToken[] = new Array(n)
  for (let i = 0; i < n; i++) {
    const tick = s.tick?.[i]
    const maxAmt = s.max?.[i]
    const mintAmt = s.mint?.[i]
    const lim = s.lim?.[i]
    const holders = s.holders?.[i]
    const transactions = s.txs?.[i]
    const deployTimeMs = s.deployed?.[i]
    const logo = s.logo?.[i]
    const isCheck = s.check?.[i]
    if (
      typeof tick !== 'string' ||
      typeof maxAmt !== 'bigint' ||
      typeof mintAmt !== 'bigint' ||
      typeof lim !== 'bigint' ||
      !isCount(holders) ||
      !isCount(transactions) ||
      (deployTimeMs !== null && !isCount(deployTimeMs)) ||
      typeof logo !== 'string' ||
      typeof isCheck !== 'boolean'
    )
      return undefined
    tokens[i] = {
      tick,
      maxAmt,
      mintAmt,
      lim,
      holders,
      transactions,
      deployTimeMs: deployTimeMs ?? null,
      logo,
      isCheck,
    }
  }
  return { tokens, height: s.height ?? null, savedAtMs: s.savedAtMs }
}
