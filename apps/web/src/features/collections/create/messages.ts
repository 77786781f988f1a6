import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_LINK_MAX,
  COLLECTION_NAME_MAX,
  COLLECTION_SLUG_MAX,
  type CollectionInfoIssue,
  type TraitsCsvIssueCode,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const MAX = {
  name: COLLECTION_NAME_MAX,
  description: COLLECTION_DESCRIPTION_MAX,
  slug: COLLECTION_SLUG_MAX,
  icon: 0,
  twitterLink: COLLECTION_LINK_MAX,
  websiteLink: COLLECTION_LINK_MAX,
  discordLink: COLLECTION_LINK_MAX,
} as const

/** The text of one issue of the info step. */
export function collectionInfoIssueMessage(
  issue: CollectionInfoIssue,
): MessageDescriptor {
  const max = MAX[issue.field]
  switch (issue.code) {
    case 'REQUIRED':
      return issue.field === 'icon'
        ? msg`Choose an icon from your selected files.`
        : msg`Enter a name for the collection.`
    case 'TOO_LONG':
      return msg`At most ${max} characters`
    case 'INVALID_CHARACTERS':
      return msg`The name must be one line, without control characters.`
    case 'INVALID_SLUG':
      return msg`Use lower-case letters and digits, words joined by single hyphens (pixel-pups).`
    case 'INVALID_LINK':
      return msg`Enter a full link starting with https:// or http://.`
    case 'ICON_NOT_SELECTED':
      return msg`The icon must be one of the selected files.`
  }
}

/** Why a pasted CSV line was not applied. */
export function traitsCsvIssueMessage(
  code: TraitsCsvIssueCode,
): MessageDescriptor {
  switch (code) {
    case 'MISSING_KEY_COLUMN':
      return msg`The first column must be headed file_id or file_name.`
    case 'BAD_TRAIT_COLUMN':
      return msg`Every trait column needs its own, non-empty header.`
    case 'UNTERMINATED_QUOTE':
      return msg`A quoted cell is not closed.`
    case 'TOO_MANY_CELLS':
      return msg`More cells than the header has columns.`
    case 'EMPTY_KEY':
      return msg`No file id or file name in the first cell.`
    case 'UNKNOWN_FILE':
      return msg`No selected file has this id or name.`
    case 'AMBIGUOUS_NAME':
      return msg`Several selected files have this name: use the file id.`
    case 'DUPLICATE_FILE':
      return msg`An earlier line already set this file.`
  }
}
