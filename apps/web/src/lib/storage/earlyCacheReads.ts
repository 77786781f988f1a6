import { readCached } from './idbStore'

/**
 * Offline copies a page shows first, read by the start-up script
 * (app/boot.ts) before the app's code has loaded, and taken once by the
 * first `readCached` of the same key: the explorer's token list is ready
 * when the page first renders instead of being read after it.
 */
const EARLY_READS: Readonly<Record<string, readonly string[]>> = {
  // TOKEN_LIST_CACHE_KEY (not imported: this file is in the start-up script)
  '/drc20': ['tokenList'],
}

/** Where the start-up script leaves its reads for the app's bundle. */
const GLOBAL_KEY = '__drc20EarlyCacheReads'

type EarlyReads = Map<string, Promise<unknown>>

function earlyReads(): EarlyReads | undefined {
  return (globalThis as Record<string, unknown>)[GLOBAL_KEY] as
    | EarlyReads
    | undefined
}

/** Starts the reads the page at `pathname` shows first (none for most). */
export function startEarlyCacheReads(pathname: string): void {
  const keys = EARLY_READS[pathname.replace(/\/+$/, '')]
  if (keys === undefined) return
  const reads: EarlyReads = new Map()
  for (const key of keys) reads.set(key, readCached(key))
  ;(globalThis as Record<string, unknown>)[GLOBAL_KEY] = reads
}

/**
 * The early read of `key`, once (a later read goes to the storage again,
 * so it sees what was written since), or `undefined`.
 */
export function takeEarlyCacheRead(key: string): Promise<unknown> | undefined {
  const reads = earlyReads()
  const read = reads?.get(key)
  reads?.delete(key)
  return read
}
