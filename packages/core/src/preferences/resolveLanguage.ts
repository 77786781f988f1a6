/** Languages the product ships, in menu order. en-US is the source language. */
export const SUPPORTED_LANGUAGES = [
  'en-US',
  'zh-TW',
  'ja-JP',
  'ko-KR',
  'vi',
] as const

/** A language the product ships (a BCP 47 tag). */
export type Language = (typeof SUPPORTED_LANGUAGES)[number]

/** The source language, used when nothing better is known. */
export const DEFAULT_LANGUAGE: Language = 'en-US'

/** Narrows an unknown value (e.g. from storage) to a supported language. */
export function isLanguage(value: unknown): value is Language {
  return (
    typeof value === 'string' &&
    (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
  )
}

/**
 * Maps one BCP 47 tag to a supported language: exact match first (case
 * insensitive), then by primary subtag (`ja` → `ja-JP`, `vi-VN` → `vi`,
 * any Chinese → `zh-TW`, the only Chinese we ship).
 */
export function matchLanguage(tag: string): Language | undefined {
  const lower = tag.trim().toLowerCase()
  if (lower === '') return undefined
  const exact = SUPPORTED_LANGUAGES.find((l) => l.toLowerCase() === lower)
  if (exact) return exact
  const primary = lower.split(/[-_]/)[0]
  return SUPPORTED_LANGUAGES.find(
    (l) => l.toLowerCase().split('-')[0] === primary,
  )
}

/** Parameters of {@link resolveLanguage}. */
export type ResolveLanguageParameters = {
  /** The value stored under the `LANG` key, if any (untrusted). */
  stored?: unknown
  /** `navigator.languages`, most preferred first. */
  browserLanguages?: readonly string[]
}

/**
 * The language to show: the stored choice when it is supported, else the
 * first browser language we can serve, else en-US.
 */
export function resolveLanguage({
  stored,
  browserLanguages = [],
}: ResolveLanguageParameters): Language {
  if (isLanguage(stored)) return stored
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag)
    if (match) return match
  }
  return DEFAULT_LANGUAGE
}
