import { revealTick, type TickWarning } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** `U+200B, U+0421`: the code points a warning names. */
function codePoints(
  characters: readonly { readonly codePoint: number }[],
): string {
  const seen = [...new Set(characters.map((c) => c.codePoint))]
  return seen
    .map((cp) => revealTick(String.fromCodePoint(cp)).replace(/[<>]/g, ''))
    .join(', ')
}

/** A warning in a few words, for a badge beside a token in a list. */
export function tickWarningLabel(warning: TickWarning): MessageDescriptor {
  switch (warning.code) {
    case 'IMPERSONATES_NATIVE': {
      const name = warning.of
      return msg`Not ${name}`
    }
    case 'HIDDEN_CHARACTERS':
      return msg`Hidden characters`
    case 'NON_ASCII':
      return msg`Non-ASCII`
    case 'LOOKALIKE': {
      const other = revealTick(warning.ticks[0] ?? '')
      return msg`Looks like ${other}`
    }
    case 'UNVERIFIED':
      return msg`Unverified`
    case 'SYSTEM_TICK':
      return warning.kind === 'lp' ? msg`LP token` : msg`Wrapped token`
  }
}

/** A warning in a sentence, for the risk step and the confirmation. */
export function tickWarningSentence(warning: TickWarning): MessageDescriptor {
  switch (warning.code) {
    case 'IMPERSONATES_NATIVE': {
      const name = warning.of
      return msg`This is not ${name}: it is a DRC-20 token named like it. Wrapped DOGE is WDOGE(WRAPPED-DOGE) only.`
    }
    case 'HIDDEN_CHARACTERS': {
      const list = codePoints(warning.characters)
      return msg`The tick hides invisible or reordering characters (${list}): it is not the token it seems to be.`
    }
    case 'NON_ASCII': {
      const list = codePoints(warning.characters)
      return msg`The tick has characters outside plain ASCII (${list}), which can imitate other letters.`
    }
    case 'LOOKALIKE': {
      const others = warning.ticks.map((t) => revealTick(t)).join(', ')
      return msg`It looks like another token: ${others}.`
    }
    case 'UNVERIFIED':
      return msg`Unverified token: the operator has not checked it. Anyone can deploy a token under any name.`
    case 'SYSTEM_TICK':
      return warning.kind === 'lp'
        ? msg`A pool's liquidity token.`
        : msg`A wrapped token.`
  }
}
