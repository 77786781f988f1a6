import { isAscii, normalizeTick } from './normalizeTick.js'
import {
  isBidiControlCodePoint,
  isInvisibleCodePoint,
} from './tickCharacters.js'

/**
 * The confusables table: characters that read as the same upper-case Latin
 * letter or digit, mapped to one representative. Two ticks with the same
 * skeleton look alike to a reader.
 *
 * - `0` and `O` read alike, and so do `1`, `I` and `L` (and `|`, `l`);
 * - Cyrillic and Greek capitals that have a Latin twin (`А Α → A`,
 *   `О Ο → O`, `Ѕ → S`, …);
 * - fullwidth forms (`Ａ → A`) are folded before the table applies.
 *
 * Lower-case letters need no rows: the skeleton is taken after the
 * indexer's upper-casing (`normalizeTick`), which maps Cyrillic and Greek
 * small letters to their capitals as well.
 */
export const TICK_CONFUSABLES: Readonly<Record<string, string>> = {
  // Digits and Latin letters that read alike.
  '0': 'O',
  '1': 'I',
  L: 'I',
  '|': 'I',
  // Cyrillic capitals.
  А: 'A',
  В: 'B',
  Е: 'E',
  Ѐ: 'E',
  Ё: 'E',
  Ј: 'J',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  І: 'I',
  Ї: 'I',
  Ӏ: 'I',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ү: 'Y',
  Һ: 'H',
  // Greek capitals.
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  Ϲ: 'C',
  Ϳ: 'J',
  // Latin letters with a dot or stroke that read as their base letter.
  İ: 'I',
  Ɩ: 'I',
  Ꭰ: 'D',
}

const ASCII_CONFUSABLE = /[01L|]/g
const asciiConfusable = (char: string) => TICK_CONFUSABLES[char] ?? char

/** Fullwidth ASCII (`！` … `～`) → ASCII. */
function foldFullwidth(codePoint: number): number {
  return codePoint >= 0xff01 && codePoint <= 0xff5e
    ? codePoint - 0xfee0
    : codePoint
}

/**
 * The skeleton of a tick: the indexer's upper-casing, then invisible and
 * bidirectional characters dropped, fullwidth forms folded, and every
 * character of {@link TICK_CONFUSABLES} replaced by its representative.
 * Ticks with equal skeletons are lookalikes; a tick's skeleton equals
 * itself for plain upper-case ASCII without `0`, `1`, `L` or `|`.
 *
 * @example getTickSkeleton('D0GE') === getTickSkeleton('DOGE') // true
 * @example getTickSkeleton('W\u200bDOGE') === getTickSkeleton('WDOGE') // true
 * @example getTickSkeleton('dоge') === getTickSkeleton('DOGE') // true (Cyrillic о)
 */
export function getTickSkeleton(tick: string): string {
  const upper = normalizeTick(tick)
  // ASCII has no invisible, bidirectional or fullwidth characters: only
  // the confusable digits and letters change (a 50,000-tick list is
  // indexed on every visit of the explorer).
  if (isAscii(upper)) return upper.replace(ASCII_CONFUSABLE, asciiConfusable)
  let out = ''
  for (const char of upper) {
    const codePoint = char.codePointAt(0) as number
    if (isInvisibleCodePoint(codePoint) || isBidiControlCodePoint(codePoint))
      continue
    const folded = String.fromCodePoint(foldFullwidth(codePoint))
    const upper = folded === char ? folded : normalizeTick(folded)
    out += TICK_CONFUSABLES[upper] ?? upper
  }
  return out
}
