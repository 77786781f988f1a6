import type { TickWarning } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** `U+200B, U+0421`: the flagged characters of a tick warning. */
function codePoints(
  characters: readonly { readonly codePoint: number }[],
): string {
  return [...new Set(characters.map((c) => c.codePoint))]
    .map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`)
    .join(', ')
}

/**
 * Core's tick warnings (`getTickWarnings`) in words: facts about the tick,
 * never a verdict on the token.
 */
export function tickWarningMessage(warning: TickWarning): MessageDescriptor {
  switch (warning.code) {
    case 'IMPERSONATES_NATIVE': {
      const name = warning.of
      return msg`Reads as ${name}, but it is a plain DRC-20: only WDOGE(WRAPPED-DOGE) is wrapped DOGE`
    }
    case 'HIDDEN_CHARACTERS': {
      const list = codePoints(warning.characters)
      return msg`Contains hidden characters: ${list}`
    }
    case 'NON_ASCII': {
      const list = codePoints(warning.characters)
      return msg`Contains characters outside plain ASCII: ${list}`
    }
    case 'LOOKALIKE': {
      const ticks = warning.ticks.join(', ')
      return msg`Looks like another listed tick: ${ticks}`
    }
    case 'UNVERIFIED':
      return msg`Not verified by the indexer's operator`
    case 'SYSTEM_TICK':
      return warning.kind === 'lp'
        ? msg`A liquidity-pool token (-SWAP-), created by the swap protocol`
        : msg`A wrapped token ((WRAPPED-), created by the protocol`
    default: {
      const unreachable: never = warning
      throw new Error(`unknown tick warning ${JSON.stringify(unreachable)}`)
    }
  }
}
