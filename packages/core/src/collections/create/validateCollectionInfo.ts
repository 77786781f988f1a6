import { err, ok, type Result } from 'neverthrow'
import type { FormIssue } from '../../validation/formIssues.js'

/** Longest collection name (UTF-16 units, as a text input counts). */
export const COLLECTION_NAME_MAX = 64
/** Longest description. */
export const COLLECTION_DESCRIPTION_MAX = 1000
/** Longest slug. */
export const COLLECTION_SLUG_MAX = 64
/** Longest link. */
export const COLLECTION_LINK_MAX = 256

/** A slug: lower-case letters and digits in words joined by single `-`. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export type CollectionInfoField =
  | 'name'
  | 'description'
  | 'slug'
  | 'icon'
  | 'twitterLink'
  | 'websiteLink'
  | 'discordLink'

export type CollectionInfoIssueCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  /** The name is the signed message: no line breaks or control characters. */
  | 'INVALID_CHARACTERS'
  | 'INVALID_SLUG'
  /** Not an absolute `http:`/`https:` URL. */
  | 'INVALID_LINK'
  /** The icon is not one of the collection's files. */
  | 'ICON_NOT_SELECTED'

export type CollectionInfoIssue = FormIssue<
  CollectionInfoField,
  CollectionInfoIssueCode
>

/** The info step as typed. */
export type CollectionInfoInput = {
  readonly name: string
  readonly description: string
  readonly slug: string
  /** The file id of the icon, `''` for none. */
  readonly icon: string
  readonly twitterLink: string
  readonly websiteLink: string
  readonly discordLink: string
}

/** Valid info: every field trimmed; empty optional fields are `''`. */
export type ValidCollectionInfo = CollectionInfoInput

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters refused
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * An absolute http(s) link: scheme, a host of dot-separated labels (ASCII:
 * an international name in its punycode form), an optional port, then
 * a path, query or fragment without spaces.
 */
const LINK =
  /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i

function checkLink(value: string): CollectionInfoIssueCode | undefined {
  if (value === '') return undefined
  if (value.length > COLLECTION_LINK_MAX) return 'TOO_LONG'
  return LINK.test(value) ? undefined : 'INVALID_LINK'
}

/**
 * Checks the info step of creating or editing a collection (docs/api.md
 * §8.11 stores every field as given, so the rules are the app's): a name
 * (required, at most 64, one line: it is the message the wallet signs),
 * a description of at most 1000, an optional slug of lower-case words
 * joined by `-`, an icon that is one of `fileIds`, and optional
 * twitter / website / discord links that are absolute http(s) URLs.
 *
 * @example validateCollectionInfo({ name: '', description: '', slug: 'A B', icon: '', twitterLink: 'javascript:x', websiteLink: '', discordLink: '' }, [])
 * // err([{ field: 'name', code: 'REQUIRED' }, { field: 'slug', code: 'INVALID_SLUG' }, { field: 'twitterLink', code: 'INVALID_LINK' }])
 */
export function validateCollectionInfo(
  input: CollectionInfoInput,
  fileIds: readonly string[],
): Result<ValidCollectionInfo, readonly CollectionInfoIssue[]> {
  const v = {
    name: input.name.trim(),
    description: input.description.trim(),
    slug: input.slug.trim(),
    icon: input.icon.trim(),
    twitterLink: input.twitterLink.trim(),
    websiteLink: input.websiteLink.trim(),
    discordLink: input.discordLink.trim(),
  }
  const issues: CollectionInfoIssue[] = []
  const add = (field: CollectionInfoField, code?: CollectionInfoIssueCode) => {
    if (code !== undefined) issues.push({ field, code })
  }
  add(
    'name',
    v.name === ''
      ? 'REQUIRED'
      : v.name.length > COLLECTION_NAME_MAX
        ? 'TOO_LONG'
        : CONTROL.test(v.name)
          ? 'INVALID_CHARACTERS'
          : undefined,
  )
  add(
    'description',
    v.description.length > COLLECTION_DESCRIPTION_MAX ? 'TOO_LONG' : undefined,
  )
  add(
    'slug',
    v.slug === ''
      ? undefined
      : v.slug.length > COLLECTION_SLUG_MAX
        ? 'TOO_LONG'
        : SLUG.test(v.slug)
          ? undefined
          : 'INVALID_SLUG',
  )
  add(
    'icon',
    v.icon === ''
      ? 'REQUIRED'
      : fileIds.includes(v.icon)
        ? undefined
        : 'ICON_NOT_SELECTED',
  )
  add('twitterLink', checkLink(v.twitterLink))
  add('websiteLink', checkLink(v.websiteLink))
  add('discordLink', checkLink(v.discordLink))
  return issues.length === 0 ? ok(v) : err(issues)
}

/**
 * A slug suggested from a name: lower case, runs of anything but letters
 * and digits as one `-`, at most 64.
 *
 * @example suggestCollectionSlug('Pixel Pups #2!') // 'pixel-pups-2'
 */
export function suggestCollectionSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, COLLECTION_SLUG_MAX)
    .replace(/-+$/, '')
}
