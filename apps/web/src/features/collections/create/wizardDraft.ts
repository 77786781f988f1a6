import type { CollectionInfoInput } from '@drc20/core'
import { RESET } from 'jotai/utils'
import * as v from 'valibot'
import {
  atomWithStoredJson,
  readStoredJson,
} from '../../../lib/storage/atomWithStoredJson'
import { COLLECTION_DRAFT_STORAGE_KEY } from '../../../lib/storage/storageKeys'

/** Longest text a stored draft field may hold (the form's own limits are lower). */
const MAX_TEXT = 10_000
/** Most files or traits a stored draft may hold. */
const MAX_ENTRIES = 5_000

const text = v.pipe(v.string(), v.maxLength(MAX_TEXT))
const fileId = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}(i\d+)?$/i))

const DraftSchema = v.object({
  v: v.literal(1),
  holder: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  active: v.picklist([0, 1, 2]),
  selected: v.pipe(v.array(fileId), v.maxLength(MAX_ENTRIES)),
  info: v.object({
    name: text,
    description: text,
    slug: text,
    icon: v.union([v.literal(''), fileId]),
    twitterLink: text,
    websiteLink: text,
    discordLink: text,
  }),
  traitTypes: v.pipe(v.array(text), v.maxLength(100)),
  items: v.pipe(
    v.record(
      fileId,
      v.object({
        name: text,
        values: v.pipe(
          v.record(text, text),
          v.check((r) => Object.keys(r).length <= 100),
        ),
      }),
    ),
    v.check((r) => Object.keys(r).length <= MAX_ENTRIES),
  ),
})

/** The create wizard's progress: the step, the files, the info, the traits. */
export type WizardDraft = {
  readonly v: 1
  /** Whose draft: another address's is not restored. */
  readonly holder: string
  readonly active: 0 | 1 | 2
  readonly selected: readonly string[]
  readonly info: CollectionInfoInput
  readonly traitTypes: readonly string[]
  readonly items: Readonly<
    Record<
      string,
      {
        readonly name: string
        readonly values: Readonly<Record<string, string>>
      }
    >
  >
}

/** A stored draft, checked; anything else (tampered, old, partial) is dropped. */
export function readWizardDraft(stored: unknown): WizardDraft | undefined {
  const parsed = v.safeParse(DraftSchema, stored)
  return parsed.success ? parsed.output : undefined
}

/**
 * The create wizard's progress in the tab's session storage: a reload
 * keeps the selected files, the info and the traits; closing the tab or
 * creating the collection drops it.
 */
export const wizardDraftAtom = atomWithStoredJson<WizardDraft | null>(
  COLLECTION_DRAFT_STORAGE_KEY,
  null,
  readWizardDraft,
  { area: 'session' },
)

/** The draft this tab keeps now, read when the wizard mounts. */
export function loadWizardDraft(): WizardDraft | undefined {
  return readStoredJson(
    COLLECTION_DRAFT_STORAGE_KEY,
    readWizardDraft,
    'session',
  )
}

export { RESET as CLEAR_DRAFT }
