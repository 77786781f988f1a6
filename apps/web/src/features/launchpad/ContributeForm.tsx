import {
  getBoxContributionFormState,
  getHeldAmount,
  getTickDisplayName,
  revealTick,
} from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core'
import { useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { useTradingGate } from '../../lib/query/useBlockPoll'
import { useHeldBalances } from '../../lib/query/useHeldBalances'
import { IndexLagNotice } from '../../ui/IndexLagNotice'
import { ReviewTable } from '../../ui/ReviewTable'
import { boxFlow } from './boxFlow'
import { boxContributionIssueMessage, boxWarningMessage } from './messages'
import type { BoxRow } from './useBoxRows'

/**
 * Contribute tick1 to a raising box (box-v1 mint): the exact allocation
 * `c × amt0 // Σc` at the current totals, how it shrinks if the raise
 * doubles, and core's dust guard.
 */
export function ContributeForm({
  box,
  contributions,
  connected,
}: {
  readonly box: BoxRow
  readonly contributions: readonly bigint[]
  readonly connected: boolean
}) {
  const { i18n, t } = useLingui()
  const format = useFormatters()
  const [text, setText] = useState('')
  const trading = useTradingGate()
  const open = useSetAtom(boxFlow.openAtom)
  const balances = useHeldBalances()
  const balance = connected
    ? getHeldAmount(balances, { tick: box.tick1 })
    : undefined
  const state = getBoxContributionFormState({
    tick0: box.tick0,
    status: box.status ?? 'closing',
    amount0: box.amt0,
    max: box.max,
    liqamt: box.liqamt,
    contributions,
    raised: box.liqamtFinish,
    text,
    separators: format.separators,
    balance,
  })
  const tick1 = getTickDisplayName(box.tick1)
  const tick0 = getTickDisplayName(box.tick0)
  const issue = state.issues[0]
  const issueText =
    issue && !(issue.code === 'AMOUNT_TEXT' && issue.error.code === 'EMPTY')
      ? i18n._(
          boxContributionIssueMessage(
            issue,
            tick1,
            format.amount,
            format.separators,
          ),
        )
      : undefined

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const { payload, amount, share } = state
    if (trading.paused) return
    if (!payload || amount === undefined || state.issues.length > 0) return
    const shown = format.amount(amount)
    open({
      kind: 'mint',
      payload,
      rows: [
        { label: msg`Box (tick0)`, value: revealTick(box.tick0) },
        {
          label: msg`You contribute (amt1)`,
          value: `${shown} ${revealTick(box.tick1)}`,
          testId: 'mint-amount',
        },
        {
          label: msg`Your share at the current totals`,
          value: `${format.amount(share ?? 0n)} ${tick0}`,
        },
      ],
      description: msg`Contribute ${shown} ${tick1} to ${tick0}`,
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Contribute`}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t`Contribute`}
        </Title>
        <TextInput
          label={t`Amount to contribute (${tick1})`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={issueText}
        />
        {balance !== undefined ? (
          <Text size="sm" c="dimmed">
            {t`Available: ${format.amount(balance)} ${tick1}`}
          </Text>
        ) : null}
        {state.share !== undefined ? (
          <ReviewTable
            label={t`Your allocation`}
            rows={[
              {
                label: t`Your share at the current totals`,
                value: `${format.amount(state.share)} ${tick0}`,
                emphasis: true,
                testId: 'mint-share',
              },
              {
                label: t`If as much again is raised`,
                value: `${format.amount(state.shareIfRaiseDoubles ?? 0n)} ${tick0}`,
              },
              {
                label: t`Smallest contribution accepted now`,
                value: `${format.amount(state.minimum ?? 0n)} ${tick1}`,
              },
            ]}
          />
        ) : null}
        {state.warnings.map((warning) => (
          <Alert key={warning} color="yellow" role="note">
            {i18n._(boxWarningMessage(warning))}
          </Alert>
        ))}
        {!connected ? (
          <Text size="sm" c="dimmed">
            {t`Connect your wallet to contribute.`}
          </Text>
        ) : null}
        <IndexLagNotice {...trading}>
          {(blocks) => (
            <Trans>
              The index is {format.integer(blocks)} blocks behind the chain.
              Contributing waits until it catches up, so that what you see is
              what the indexer will settle.
            </Trans>
          )}
        </IndexLagNotice>
        <Button
          type="submit"
          disabled={
            !connected ||
            !state.payload ||
            state.issues.length > 0 ||
            trading.paused
          }
        >
          {t`Contribute`}
        </Button>
      </Stack>
    </form>
  )
}
