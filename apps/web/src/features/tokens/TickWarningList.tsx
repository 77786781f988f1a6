import { getTickWarnings, revealTick, type TickWarning } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, List } from '@mantine/core'

/** What a user picking or signing a tick should know about it. */
export function tickWarningMessage(warning: TickWarning): MessageDescriptor {
  switch (warning.code) {
    case 'IMPERSONATES_NATIVE':
      return warning.of === 'WDOGE'
        ? msg`This DRC-20 is not wrapped DOGE: only WDOGE(WRAPPED-DOGE) is.`
        : msg`This DRC-20 is not DOGE: its name only looks like it.`
    case 'HIDDEN_CHARACTERS':
      return msg`The tick contains invisible or direction-changing characters.`
    case 'LOOKALIKE': {
      const others = warning.ticks.map(revealTick).join(', ')
      return msg`Looks like another token: ${others}`
    }
    case 'NON_ASCII':
      return msg`The tick contains characters outside A–Z that may look like others.`
    case 'UNVERIFIED':
      return msg`Unverified token: check the tick before you sign.`
    case 'SYSTEM_TICK':
      return warning.kind === 'lp'
        ? msg`A liquidity-pool share token.`
        : msg`A wrapped token.`
    default: {
      const unknown: never = warning
      throw new Error(`unknown tick warning ${JSON.stringify(unknown)}`)
    }
  }
}

/**
 * Core's tick warnings (`getTickWarnings`) for a chosen tick, most severe
 * first; nothing when there are none.
 */
export function TickWarningList({
  tick,
  verified,
  lookalikes,
}: {
  readonly tick: string
  readonly verified?: boolean | undefined
  readonly lookalikes?: readonly string[] | undefined
}) {
  const { t, i18n } = useLingui()
  const warnings = getTickWarnings({
    tick,
    ...(verified === undefined ? {} : { verified }),
    ...(lookalikes ? { lookalikes } : {}),
  })
  if (warnings.length === 0) return null
  const serious = warnings.some((w) => w.code !== 'SYSTEM_TICK')
  return (
    <Alert
      color={serious ? 'yellow' : 'gray'}
      title={t`About ${revealTick(tick)}`}
      data-testid="tick-warnings"
    >
      <List size="sm">
        {warnings.map((w) => (
          <List.Item key={w.code}>{i18n._(tickWarningMessage(w))}</List.Item>
        ))}
      </List>
    </Alert>
  )
}
