import {
  getBoxDeployFormState,
  normalizeTick,
  revealTick,
  WDOGE_TICK,
} from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { tickRegisteredQueryOptions } from '../../lib/query/boxQueries'
import { useTradingGate } from '../../lib/query/useBlockPoll'
import { useServices } from '../../lib/services'
import { IndexLagNotice } from '../../ui/IndexLagNotice'
import { ReviewTable } from '../../ui/ReviewTable'
import { boxFlow } from './boxFlow'
import { boxDeployIssueMessage } from './messages'

/**
 * Deploy a box: every box-v1 parameter, mode B (end block) only. Refuses
 * before signing what would fail or strand funds (core's
 * `getBoxDeployFormState`).
 */
export function DeployBoxForm({
  height,
  connected,
}: {
  readonly height: number | undefined
  readonly connected: boolean
}) {
  const { i18n, t } = useLingui()
  const format = useFormatters()
  const { api } = useServices()
  const open = useSetAtom(boxFlow.openAtom)
  const trading = useTradingGate()
  const [tick0, setTick0] = useState('')
  const [tick1, setTick1] = useState(WDOGE_TICK)
  const [maxText, setMaxText] = useState('')
  const [amount0Text, setAmount0Text] = useState('')
  const [mode, setMode] = useState<'A' | 'B'>('B')
  const [liqblockText, setLiqblockText] = useState('')
  const [tick0Key] = useDebouncedValue(normalizeTick(tick0.trim()), 300)
  const [tick1Key] = useDebouncedValue(normalizeTick(tick1.trim()), 300)
  const taken = useQuery(tickRegisteredQueryOptions(api, tick0Key))
  const registered = useQuery(tickRegisteredQueryOptions(api, tick1Key))
  const state = getBoxDeployFormState({
    tick0,
    tick1,
    maxText,
    amount0Text,
    mode,
    liqblockText,
    separators: format.separators,
    currentHeight: height,
    tick0Taken:
      tick0Key === normalizeTick(tick0.trim()) ? taken.data : undefined,
    tick1Registered:
      tick1Key === normalizeTick(tick1.trim()) ? registered.data : undefined,
  })
  const issue = state.issues[0]
  const untouched = tick0 === '' && maxText === '' && amount0Text === ''
  const issueText =
    issue && !untouched
      ? i18n._(boxDeployIssueMessage(issue, format.amount, format.separators))
      : undefined

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const { payload } = state
    if (trading.paused) return
    if (!payload || state.issues.length > 0 || payload.liqblock === undefined)
      return
    const name = revealTick(payload.tick0)
    open({
      kind: 'deploy',
      payload,
      rows: [
        { label: msg`New token (tick0)`, value: name },
        { label: msg`Token raised (tick1)`, value: revealTick(payload.tick1) },
        {
          label: msg`Supply (max)`,
          value: format.amount(BigInt(payload.max)),
          testId: 'deploy-max',
        },
        {
          label: msg`Tick0 for the pool, and again for the participants (amt0)`,
          value: format.amount(BigInt(payload.amt0)),
          testId: 'deploy-amt0',
        },
        {
          label: msg`End block (liqblock)`,
          value: String(payload.liqblock),
          testId: 'deploy-liqblock',
        },
      ],
      description: msg`Deploy box ${name}`,
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Deploy a box`}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t`Deploy a box`}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`New token (tick0)`}
            description={t`2 to 8 letters or digits, not yet deployed.`}
            value={tick0}
            onChange={(e) => setTick0(e.currentTarget.value)}
            autoComplete="off"
          />
          <TextInput
            label={t`Token raised (tick1)`}
            value={tick1}
            onChange={(e) => setTick1(e.currentTarget.value)}
            autoComplete="off"
          />
          <TextInput
            label={t`Supply (max)`}
            inputMode="decimal"
            value={maxText}
            onChange={(e) => setMaxText(e.currentTarget.value)}
            autoComplete="off"
          />
          <TextInput
            label={t`Tick0 for the pool and for the participants (amt0)`}
            description={t`The finish pools amt0 with what was raised and shares another amt0 among the participants.`}
            inputMode="decimal"
            value={amount0Text}
            onChange={(e) => setAmount0Text(e.currentTarget.value)}
            autoComplete="off"
          />
        </SimpleGrid>
        <Radio.Group
          label={t`How the raise ends`}
          value={mode}
          onChange={(value) => setMode(value === 'A' ? 'A' : 'B')}
        >
          <Stack gap={4} mt={4}>
            <Radio value="B" label={t`At an end block (mode B)`} />
            <Radio value="A" label={t`At a hard cap (mode A)`} />
          </Stack>
        </Radio.Group>
        {mode === 'B' ? (
          <TextInput
            label={t`End block (liqblock)`}
            description={
              height === undefined
                ? undefined
                : t`At least ${height + 10}: the current block is ${height}.`
            }
            inputMode="numeric"
            value={liqblockText}
            onChange={(e) => setLiqblockText(e.currentTarget.value)}
            autoComplete="off"
          />
        ) : null}
        {issueText ? (
          <Alert color="red" role="alert" data-testid="deploy-issue">
            {issueText}
          </Alert>
        ) : null}
        {state.payload && state.leftoverAtLeast !== undefined ? (
          <ReviewTable
            label={t`Deploy preview`}
            rows={[
              {
                label: t`Minted to the box address`,
                value: format.amount(state.max ?? 0n),
              },
              {
                label: t`Left at the box address after the finish, at least`,
                value: format.amount(state.leftoverAtLeast),
              },
            ]}
          />
        ) : null}
        {!connected ? (
          <Text size="sm" c="dimmed">
            {t`Connect your wallet to deploy a box.`}
          </Text>
        ) : null}
        <IndexLagNotice {...trading}>
          {(blocks) => (
            <Trans>
              The index is {format.integer(blocks)} blocks behind the chain.
              Deploying a box waits until it catches up, so that its blocks and
              what you see match what the indexer will settle.
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
          {t`Deploy box`}
        </Button>
      </Stack>
    </form>
  )
}
