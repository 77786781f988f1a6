/**
 * Number of bytes of `text` in UTF-8, the unit the indexer counts tick
 * lengths in (docs/protocol.md §1.3). A lone surrogate counts 3 bytes, as its
 * U+FFFD replacement would.
 *
 * @example utf8ByteLength('Ä') // 2
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0
  for (const char of text) {
    const codePoint = char.codePointAt(0) as number
    bytes +=
      codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4
  }
  return bytes
}
