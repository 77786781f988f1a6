/*
 * Devnet settlement transcription, deliberately separate from @drc20/core
 * (see README.md in this folder): Go's string handling of ticks.
 */

/**
 * Go's `unicode.ToUpper` maps some Greek letters with ypogegrammeni to
 * their title-case letters; JavaScript's full mapping gives two letters for
 * them, so they are listed (UnicodeData.txt, simple uppercase field).
 */
const SIMPLE_UPPER = new Map<number, number>()
for (let i = 0; i < 8; i++) {
  SIMPLE_UPPER.set(0x1f80 + i, 0x1f88 + i)
  SIMPLE_UPPER.set(0x1f90 + i, 0x1f98 + i)
  SIMPLE_UPPER.set(0x1fa0 + i, 0x1fa8 + i)
}
SIMPLE_UPPER.set(0x1fb3, 0x1fbc)
SIMPLE_UPPER.set(0x1fc3, 0x1fcc)
SIMPLE_UPPER.set(0x1ff3, 0x1ffc)

/**
 * Letters whose upper case Unicode added after 15.0, the tables of Go 1.23
 * (the indexer's toolchain): Go leaves them as they are.
 */
const NOT_IN_GO_TABLES = new Set<number>([
  0x019b, 0x0264, 0x1c8a, 0xa7cd, 0xa7cf, 0xa7d3, 0xa7d5, 0xa7db,
])
const notInGoTables = (cp: number) =>
  NOT_IN_GO_TABLES.has(cp) ||
  (cp >= 0x10d70 && cp <= 0x10d85) ||
  (cp >= 0x16ebb && cp <= 0x16ed3)

/**
 * Go `strings.ToUpper`: each rune becomes its simple upper case; a rune
 * whose upper case would be several letters (ß, ﬁ, ŉ, ΐ, …) stays.
 */
export function goToUpper(text: string): string {
  const runes: string[] = []
  for (const rune of text) {
    const cp = rune.codePointAt(0) as number
    const listed = SIMPLE_UPPER.get(cp)
    if (listed !== undefined) {
      runes.push(String.fromCodePoint(listed))
      continue
    }
    if (notInGoTables(cp)) {
      runes.push(rune)
      continue
    }
    const upper = rune.toUpperCase()
    runes.push(Array.from(upper).length === 1 ? upper : rune)
  }
  return runes.join('')
}

/** `len(s)` in Go: UTF-8 bytes. */
export function goByteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

/** Go string comparison: byte order of the UTF-8 encodings. */
export function goCompare(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))
}
