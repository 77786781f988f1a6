/**
 * Code points whose full upper case (what JavaScript's `toUpperCase` gives)
 * is several characters but whose simple (one-rune) upper case, the one Go
 * uses, is another single code point: the Greek letters with ypogegrammeni
 * map to their title-case forms (ᾀ → ᾈ, ᾳ → ᾼ). Every other multi-character
 * full mapping (ß, ŉ, ǰ, ΐ, ﬁ, ﬀ, …) has no simple upper case, so Go leaves
 * the rune as it is.
 */
function simpleUpperOfMultiMapping(codePoint: number): number {
  const low = codePoint & 0xf
  const block = codePoint & ~0xf
  if ((block === 0x1f80 || block === 0x1f90 || block === 0x1fa0) && low < 8)
    return codePoint + 8
  if (codePoint === 0x1fb3 || codePoint === 0x1fc3 || codePoint === 0x1ff3)
    return codePoint + 9
  return codePoint
}

/**
 * Lower-case letters that gained an upper case after Unicode 15.0, the
 * version of Go's `unicode` tables the indexer is built with (Go 1.23):
 * Go leaves them unchanged while a newer JavaScript engine maps them
 * (ƛ, ɤ, Cyrillic tje, Latin letters of 16.0 and 17.0, Garay, Beria Erfe).
 */
function gainedUpperCaseAfterUnicode15(codePoint: number): boolean {
  return (
    codePoint === 0x019b ||
    codePoint === 0x0264 ||
    codePoint === 0x1c8a ||
    codePoint === 0xa7cd ||
    codePoint === 0xa7cf ||
    codePoint === 0xa7d3 ||
    codePoint === 0xa7d5 ||
    codePoint === 0xa7db ||
    (codePoint >= 0x10d70 && codePoint <= 0x10d85) ||
    (codePoint >= 0x16ebb && codePoint <= 0x16ed3)
  )
}

/** Whether every UTF-16 unit of `text` is ASCII (the common case, fast paths). */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7f) return false
  }
  return true
}

/** Go's `unicode.ToUpper` for one code point: the simple upper-case mapping. */
function toUpperRune(char: string): string {
  const codePoint = char.codePointAt(0) as number
  if (codePoint < 0x80) {
    return codePoint >= 0x61 && codePoint <= 0x7a
      ? String.fromCharCode(codePoint - 0x20)
      : char
  }
  if (gainedUpperCaseAfterUnicode15(codePoint)) return char
  const full = char.toUpperCase()
  const first = full.codePointAt(0) as number
  // One code point: the full mapping is the simple one.
  if (full.length === (first > 0xffff ? 2 : 1)) return full
  return String.fromCodePoint(simpleUpperOfMultiMapping(codePoint))
}

/**
 * Upper-cases a tick as the indexer does with Go's `strings.ToUpper`
 * (docs/protocol.md §1.3): every code point on its own is replaced by its simple
 * upper case, over all of Unicode, not only ASCII.
 *
 * - `é → É`, `ı → I`, `ſ → S`, `ǅ → Ǆ`, `ᾀ → ᾈ`;
 * - a code point with no one-rune upper case stays as it is: `ß` and `ﬁ`
 *   are unchanged (JavaScript's `toUpperCase` gives `SS` and `FI`);
 * - some mappings change the UTF-8 length: `ɐ → Ɐ` (2 → 3 bytes),
 *   `ⱥ → Ⱥ` (3 → 2 bytes), so measure lengths after this (`utf8ByteLength`).
 *
 * Follows Unicode 15.0, the tables of the Go release the indexer is built
 * with; letters that only later versions case-map are left alone. A lone
 * surrogate is kept as is (it has no case). No trimming.
 *
 * @example normalizeTick('wdoge(wrapped-doge)') // 'WDOGE(WRAPPED-DOGE)'
 * @example normalizeTick('ſtraße') // 'STRAßE'
 */
export function normalizeTick(tick: string): string {
  // On ASCII, `toUpperCase` changes a–z only: the same as the rune rule.
  if (isAscii(tick)) return tick.toUpperCase()
  let out = ''
  for (const char of tick) out += toUpperRune(char)
  return out
}
