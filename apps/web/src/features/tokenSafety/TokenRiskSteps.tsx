import { revealTick } from '@drc20/core'
import { Trans } from '@lingui/react/macro'
import { Group, Loader, Text } from '@mantine/core'
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

/** A tick whose verified flag is loading, shown exactly as on the wire. */
function CheckingTick({ tick }: { readonly tick: string }) {
  const wire = revealTick(tick)
  return (
    <Group gap="xs" wrap="nowrap" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        <Trans>Checking {wire} against the token list…</Trans>
      </Text>
    </Group>
  )
}

/**
 * The risk step of every tick of `safety` (`useTickSafety`), each
 * ticked box kept for later visits (`acknowledgeTickAtom`). With
 * `showChecking`, a line for each tick whose verified flag is still
 * loading (its step may yet be asked), for a screen whose action says
 * nothing else about the wait (a confirmation). A screen that uses a
 * token shows these beside it and keeps its action disabled while
 * `isRiskBlocked`.
 */
export function TokenRiskSteps({
  safety,
  testId,
  showChecking = false,
}: {
  readonly safety: ReadonlyMap<string, TickSafety>
  readonly testId?: string
  readonly showChecking?: boolean
}) {
  const acknowledge = useSetAtom(acknowledgeTickAtom)
  const risky = getRiskyTicks(safety)
  const checking = showChecking
    ? [...safety.values()].filter((s) => s.checking)
    : []
  if (risky.length === 0 && checking.length === 0) return null
  return (
    <>
      {checking.map((s) => (
        <CheckingTick key={s.tick} tick={s.tick} />
      ))}
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
