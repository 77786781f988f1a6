import { getTickSkeleton } from './getTickSkeleton.js'
import { isLpTick } from './lpTick.js'
import {
  getTickCharacterIssues,
  type TickCharacterIssue,
} from './tickCharacters.js'
import { isWdogeTick, isWrappedTick, WDOGE_TICK } from './wdogeTick.js'

/** How much a warning should stop the user. */
export type TickWarningSeverity = 'high' | 'medium' | 'low' | 'info'

/** One fact about a tick that a user picking it should know. */
export type TickWarning =
  /**
   * A DRC-20 whose name reads as wrapped DOGE or native DOGE (`WDOGE`,
   * `D0GE`, `W\u200bDOGE`…). Only `WDOGE(WRAPPED-DOGE)` is wrapped DOGE.
   */
  | { readonly code: 'IMPERSONATES_NATIVE'; readonly of: 'WDOGE' | 'DOGE' }
  /** Invisible, bidirectional or control characters. */
  | {
      readonly code: 'HIDDEN_CHARACTERS'
      readonly characters: readonly TickCharacterIssue[]
    }
  /** Visible characters outside printable ASCII, or spaces. */
  | {
      readonly code: 'NON_ASCII'
      readonly characters: readonly TickCharacterIssue[]
    }
  /** Other listed ticks that look the same (`createLookalikeIndex`). */
  | { readonly code: 'LOOKALIKE'; readonly ticks: readonly string[] }
  /** The API's verified flag (`is_check`) is 0. */
  | { readonly code: 'UNVERIFIED' }
  /** A tick the protocols create: an LP tick or a wrapped token. */
  | { readonly code: 'SYSTEM_TICK'; readonly kind: 'lp' | 'wrapped' }

export type TickWarningCode = TickWarning['code']

/** The severity of each warning code, most severe first. */
export const TICK_WARNING_SEVERITY: Readonly<
  Record<TickWarningCode, TickWarningSeverity>
> = {
  IMPERSONATES_NATIVE: 'high',
  HIDDEN_CHARACTERS: 'high',
  LOOKALIKE: 'medium',
  NON_ASCII: 'medium',
  UNVERIFIED: 'low',
  SYSTEM_TICK: 'info',
}

const ORDER: readonly TickWarningCode[] = [
  'IMPERSONATES_NATIVE',
  'HIDDEN_CHARACTERS',
  'LOOKALIKE',
  'NON_ASCII',
  'UNVERIFIED',
  'SYSTEM_TICK',
]

const NATIVE_SKELETONS: readonly (readonly [string, 'WDOGE' | 'DOGE'])[] = [
  [getTickSkeleton('WDOGE'), 'WDOGE'],
  [getTickSkeleton('DOGE'), 'DOGE'],
  [getTickSkeleton(WDOGE_TICK), 'WDOGE'],
]

/**
 * Which native name a tick impersonates: `WDOGE` or `DOGE` when its
 * skeleton equals theirs (or wrapped DOGE's full tick) and it is not
 * `WDOGE(WRAPPED-DOGE)` itself; `undefined` otherwise.
 *
 * @example getImpersonatedNative('WDOGE') // 'WDOGE'
 * @example getImpersonatedNative('D0GE') // 'DOGE'
 * @example getImpersonatedNative('WDOGE(WRAPPED-DOGE)') // undefined
 */
export function getImpersonatedNative(
  tick: string,
): 'WDOGE' | 'DOGE' | undefined {
  if (isWdogeTick(tick)) return undefined
  const skeleton = getTickSkeleton(tick)
  return NATIVE_SKELETONS.find(([s]) => s === skeleton)?.[1]
}

export type GetTickWarningsParameters = {
  readonly tick: string
  /** The API's `is_check` as a boolean; `undefined` when not known. */
  readonly verified?: boolean
  /** Its lookalikes among the listed ticks (`LookalikeIndex.lookalikesOf`). */
  readonly lookalikes?: readonly string[]
}

/**
 * The facts about a tick that a user picking or signing it should see,
 * most severe first. Wrapped DOGE itself (`WDOGE(WRAPPED-DOGE)`) gets only
 * `SYSTEM_TICK`. Facts, not verdicts: the app words each code.
 *
 * @example getTickWarnings({ tick: 'UNIX', verified: true }) // []
 * @example getTickWarnings({ tick: 'WDOGE', verified: false }).map((w) => w.code) // ['IMPERSONATES_NATIVE', 'UNVERIFIED']
 */
export function getTickWarnings({
  tick,
  verified,
  lookalikes = [],
}: GetTickWarningsParameters): readonly TickWarning[] {
  const warnings: TickWarning[] = []
  const native = getImpersonatedNative(tick)
  if (native !== undefined)
    warnings.push({ code: 'IMPERSONATES_NATIVE', of: native })
  const characters = getTickCharacterIssues(tick)
  const hidden = characters.filter(
    (c) => c.kind === 'invisible' || c.kind === 'bidi' || c.kind === 'control',
  )
  const visible = characters.filter(
    (c) => c.kind === 'non-ascii' || c.kind === 'whitespace',
  )
  if (hidden.length > 0)
    warnings.push({ code: 'HIDDEN_CHARACTERS', characters: hidden })
  if (visible.length > 0)
    warnings.push({ code: 'NON_ASCII', characters: visible })
  const others = lookalikes.filter((other) => other !== tick)
  if (others.length > 0) warnings.push({ code: 'LOOKALIKE', ticks: others })
  if (verified === false && !isWdogeTick(tick))
    warnings.push({ code: 'UNVERIFIED' })
  if (isLpTick(tick)) warnings.push({ code: 'SYSTEM_TICK', kind: 'lp' })
  else if (isWrappedTick(tick))
    warnings.push({ code: 'SYSTEM_TICK', kind: 'wrapped' })
  return warnings.sort((a, b) => ORDER.indexOf(a.code) - ORDER.indexOf(b.code))
}

/**
 * The warnings that need the explicit "I understand the risk" step before
 * the token is picked or signed: an unverified token, one that reads as
 * DOGE or WDOGE, and one with hidden or non-ASCII characters. A verified,
 * printable-ASCII tick that merely looks like another listed one (`DOGI`
 * beside `D0GI`) is flagged (`LOOKALIKE`) without the step: the impostor
 * is the one that needs it, and always gets it from its own warnings.
 */
export const ACKNOWLEDGED_WARNINGS: ReadonlySet<TickWarningCode> = new Set([
  'IMPERSONATES_NATIVE',
  'HIDDEN_CHARACTERS',
  'NON_ASCII',
  'UNVERIFIED',
])

/**
 * Whether picking the token needs the explicit "I understand the risk"
 * step: any warning of {@link ACKNOWLEDGED_WARNINGS}.
 *
 * @example needsRiskAcknowledgement(getTickWarnings({ tick: 'WDOGE', verified: false })) // true
 * @example needsRiskAcknowledgement(getTickWarnings({ tick: 'DOGI', verified: true, lookalikes: ['D0GI'] })) // false
 */
export function needsRiskAcknowledgement(
  warnings: readonly TickWarning[],
): boolean {
  return warnings.some((w) => ACKNOWLEDGED_WARNINGS.has(w.code))
}
