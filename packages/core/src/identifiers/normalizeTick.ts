/**
 * Upper-cases the ASCII letters of a tick, as the indexer's Go
 * `strings.ToUpper` does for them (protocol.md §1.3). Other characters are
 * left alone: Go and JavaScript upper-case some non-ASCII letters
 * differently, which is why `validateTick` admits ASCII only. No trimming.
 *
 * @example normalizeTick('wdoge(wrapped-doge)') // 'WDOGE(WRAPPED-DOGE)'
 */
export function normalizeTick(tick: string): string {
  return tick.replace(/[a-z]+/g, (letters) => letters.toUpperCase())
}
