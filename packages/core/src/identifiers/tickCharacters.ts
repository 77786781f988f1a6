/**
 * Characters a tick may carry that a reader cannot see or tell apart.
 *
 * The indexer has no character-set check on ticks (docs/protocol.md §1.3):
 * spaces, punctuation, invisible and non-ASCII characters are all accepted.
 * These helpers classify each code point so the app can reveal them in
 * confirmations and flag them wherever tokens are picked.
 */

/**
 * Invisible code points: zero-width characters and joiners, the soft
 * hyphen, word joiners and invisible operators, the byte-order mark,
 * combining grapheme joiner, Mongolian vowel separator, Hangul fillers,
 * variation selectors and Unicode tag characters.
 */
export function isInvisibleCodePoint(codePoint: number): boolean {
  return (
    codePoint === 0x00ad ||
    codePoint === 0x034f ||
    codePoint === 0x115f ||
    codePoint === 0x1160 ||
    codePoint === 0x17b4 ||
    codePoint === 0x17b5 ||
    codePoint === 0x180e ||
    (codePoint >= 0x200b && codePoint <= 0x200d) ||
    (codePoint >= 0x2060 && codePoint <= 0x2064) ||
    codePoint === 0x3164 ||
    codePoint === 0xfeff ||
    codePoint === 0xffa0 ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    (codePoint >= 0xe0000 && codePoint <= 0xe007f) ||
    (codePoint >= 0xe0100 && codePoint <= 0xe01ef)
  )
}

/**
 * Bidirectional controls, which reorder what is shown around them
 * (a right-to-left override can make `EGOD` read as `DOGE`).
 */
export function isBidiControlCodePoint(codePoint: number): boolean {
  return (
    codePoint === 0x061c ||
    codePoint === 0x200e ||
    codePoint === 0x200f ||
    (codePoint >= 0x202a && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069)
  )
}

/** C0 and C1 control characters and DEL. */
export function isControlCodePoint(codePoint: number): boolean {
  return (
    codePoint < 0x20 ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    codePoint === 0x2028 ||
    codePoint === 0x2029
  )
}

/** What makes one character of a tick worth a warning. */
export type TickCharacterKind =
  /** Zero-width or otherwise invisible. */
  | 'invisible'
  /** A bidirectional control that reorders the text around it. */
  | 'bidi'
  /** A control character. */
  | 'control'
  /** A space or other white space: the tick reads as several words. */
  | 'whitespace'
  /** Visible, but outside printable ASCII (`é`, Cyrillic `О`, …). */
  | 'non-ascii'

/** One flagged character of a tick. */
export type TickCharacterIssue = {
  /** Index of the character in the string, in UTF-16 code units. */
  readonly index: number
  readonly codePoint: number
  readonly kind: TickCharacterKind
}

/** The kind of one code point, or `undefined` for printable ASCII. */
export function getTickCharacterKind(
  codePoint: number,
): TickCharacterKind | undefined {
  if (isBidiControlCodePoint(codePoint)) return 'bidi'
  if (isInvisibleCodePoint(codePoint)) return 'invisible'
  if (isControlCodePoint(codePoint)) return 'control'
  if (codePoint === 0x20 || /\s/u.test(String.fromCodePoint(codePoint)))
    return 'whitespace'
  if (codePoint > 0x7e) return 'non-ascii'
  return undefined
}

/**
 * Every character of `tick` outside printable ASCII, and every space, in
 * order. An empty list means the tick is plain printable ASCII without
 * spaces: what it shows is what it is.
 *
 * @example getTickCharacterIssues('UNIX') // []
 * @example getTickCharacterIssues('W\u200bDOGE') // [{ index: 1, codePoint: 0x200b, kind: 'invisible' }]
 */
export function getTickCharacterIssues(
  tick: string,
): readonly TickCharacterIssue[] {
  const issues: TickCharacterIssue[] = []
  let index = 0
  for (const char of tick) {
    const codePoint = char.codePointAt(0) as number
    const kind = getTickCharacterKind(codePoint)
    if (kind !== undefined) issues.push({ index, codePoint, kind })
    index += char.length
  }
  return issues
}

/**
 * The tick as it is on the wire, with every character that is not
 * printable ASCII (and every space) written as `<U+XXXX>`, so that a
 * confirmation shows exactly what will be signed.
 *
 * @example revealTick('UNIX') // 'UNIX'
 * @example revealTick('W\u200bDOGE') // 'W<U+200B>DOGE'
 * @example revealTick('DОGE') // 'D<U+041E>GE' (Cyrillic О)
 */
export function revealTick(tick: string): string {
  let out = ''
  for (const char of tick) {
    const codePoint = char.codePointAt(0) as number
    out +=
      getTickCharacterKind(codePoint) === undefined
        ? char
        : `<U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}>`
  }
  return out
}
