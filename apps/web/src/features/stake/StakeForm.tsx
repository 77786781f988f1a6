import {
  getHeldAmount,
  getStakeFormState,
  getTickDisplayName,
  TOKEN_DECIMALS,
} from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Button,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { useTradingGate } from '../../lib/query/useBlockPoll'
import { useHeldBalances } from '../../lib/query/useHeldBalances'
import { IndexLagNotice } from '../../ui/IndexLagNotice'
import { stakeIssueMessage } from './messages'
import { stakeFlow } from './stakeFlow'

export type StakeFormProps = {
  readonly tick: string
  readonly configuredTicks: ReadonlySet<string>
  /** The amount staked by the signing address; undefined while unknown. */
  readonly staked: bigint | undefined
  readonly connected: boolean
}

/** Stake into or unstake from one pool: an exact amount, no lock. */
export function StakeForm({
  tick,
  configuredTicks,
  staked,
  connected,
}: StakeFormProps) {
  const { i18n, t } = useLingui()
  const format = useFormatters()
  const [op, setOp] = useState<'stake' | 'unstake'>('stake')
  const [text, setText] = useState('')
  const trading = useTradingGate()
  const open = useSetAtom(stakeFlow.openAtom)
  const balances = useHeldBalances()
  const balance = connected ? getHeldAmount(balances, { tick }) : undefined
  const available = op === 'stake' ? balance : staked
  const state = getStakeFormState({
    op,
    tick,
    text,
    separators: format.separators,
    configuredTicks,
    available,
  })
  const issue = state.issues[0]
  const issueText =
    issue && !(issue.code === 'AMOUNT_TEXT' && issue.error.code === 'EMPTY')
      ? i18n._(
          stakeIssueMessage(issue, op, tick, format.amount, format.separators),
        )
      : undefined
  const name = getTickDisplayName(tick)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const { payload, amount } = state
    if (trading.paused) return
    if (!payload || amount === undefined || state.issues.length > 0) return
    const shown = format.amount(amount)
    open({
      kind: op,
      tick,
      payload,
      amount,
      description:
        op === 'stake'
          ? msg`Stake ${shown} ${name}`
          : msg`Unstake ${shown} ${name}`,
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Stake or unstake`}>
      <Stack gap="sm">
        <SegmentedControl
          value={op}
          onChange={(value) => {
            setOp(value === 'unstake' ? 'unstake' : 'stake')
            setText('')
          }}
          data={[
            { value: 'stake', label: t`Stake` },
            { value: 'unstake', label: t`Unstake` },
          ]}
        />
        <TextInput
          label={op === 'stake' ? t`Amount to stake` : t`Amount to unstake`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={issueText}
          rightSection={<Text size="xs">{name}</Text>}
          rightSectionWidth={Math.min(120, 24 + name.length * 8)}
        />
        {available !== undefined ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="stake-available">
              {op === 'stake'
                ? t`Available: ${format.amount(available)} ${name}`
                : t`Staked: ${format.amount(available)} ${name}`}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={available === 0n}
              onClick={() =>
                setText(format.amountInput(available, TOKEN_DECIMALS))
              }
            >
              {t`Max`}
            </Button>
          </Group>
        ) : null}
        <Text size="sm" c="dimmed">
          {t`No lock applies: unstaked tokens return in the block the unstake settles.`}
        </Text>
        {!connected ? (
          <Text size="sm" c="dimmed">
            {t`Connect your wallet to stake.`}
          </Text>
        ) : null}
        <IndexLagNotice {...trading}>
          {(blocks) => (
            <Trans>
              The index is {format.integer(blocks)} blocks behind the chain.
              Staking and unstaking wait until it catches up, so that what you
              see is what the indexer will settle.
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
          {op === 'stake' ? t`Stake` : t`Unstake`}
        </Button>
      </Stack>
    </form>
  )
}
