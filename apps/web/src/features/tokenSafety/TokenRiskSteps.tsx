import { useSetAtom } from 'jotai'
import { acknowledgeTickAtom } from '../../lib/tokenSafety/acknowledgedTicks'
import type { TickSafety } from '../../lib/tokenSafety/useTickSafety'
import { TokenRiskAcknowledgement } from '../../ui/TokenRiskAcknowledgement'

/**
 * The ticks that need the risk step (`needsRiskAcknowledgement`). A
 * verified original that only looks like another tick is flagged in lists
 * (`TickFlags`), not stopped here.
 */
export function getRiskyTicks(
  safety: ReadonlyMap<string, TickSafety>,
): readonly TickSafety[] {
  return [...safety.values()].filter((s) => s.needsStep)
}

/** Whether any tick still waits for its risk step, or for its verified flag. */
export function isRiskBlocked(
  safety: ReadonlyMap<string, TickSafety>,
): boolean {
  return [...safety.values()].some((s) => s.blocked || s.checking)
}

/**
 * The risk step of every tick of `safety` (`useTickSafety`), each
 * ticked box kept for later visits (`acknowledgeTickAtom`). A screen that
 * uses a token shows these beside it and keeps its action disabled while
 * `isRiskBlocked`.
 */
export function TokenRiskSteps({
  safety,
  testId,
}: {
  readonly safety: ReadonlyMap<string, TickSafety>
  readonly testId?: string
}) {
  const acknowledge = useSetAtom(acknowledgeTickAtom)
  const risky = getRiskyTicks(safety)
  if (risky.length === 0) return null
  return (
    <>
      {risky.map((s) => (
        <TokenRiskAcknowledgement
          key={s.tick}
          tick={s.tick}
          warnings={s.warnings}
          acknowledged={s.acknowledged}
          onAcknowledgedChange={(taken) => acknowledge(s.tick, taken)}
          testId={testId}
        />
      ))}
    </>
  )
}
