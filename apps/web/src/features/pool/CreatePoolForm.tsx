import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Card, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { PoolConfirmModal } from './PoolConfirmModal'
import {
  AmountField,
  DogeSwitch,
  IssueAlert,
  PreviewLine,
  SubmitButton,
} from './PoolFormParts'
import { getCreateFormState, hasWdogeLeg } from './poolFormRules'
import { usePoolBalances } from './usePoolData'
import { usePoolFormat } from './usePoolFormat'

/** Create a pair-v1 pool: both amounts set the starting price. */
export function CreatePoolForm({
  tick0,
  tick1,
}: {
  readonly tick0: string
  readonly tick1: string
}) {
  const { t } = useLingui()
  const format = usePoolFormat()
  const balances = usePoolBalances()
  const [text0, setText0] = useState('')
  const [text1, setText1] = useState('')
  const [doge, setDoge] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const canDoge = hasWdogeLeg(tick0, tick1)
  const state = getCreateFormState({
    tick0,
    tick1,
    text0,
    text1,
    doge: doge && canDoge,
    balances,
  })
  const name0 = format.tick(tick0, doge)
  const name1 = format.tick(tick1, doge)
  const a0 = state.amount0 === undefined ? '' : format.amount(state.amount0)
  const a1 = state.amount1 === undefined ? '' : format.amount(state.amount1)
  const ready = state.payload !== undefined && state.issues.length === 0
  const preview = state.quote ? (
    <Stack gap={4}>
      <PreviewLine
        label={<Trans>Starting price</Trans>}
        value={`1 ${name0} = ${format.ratio(state.quote.startingPrice)} ${name1}`}
        testId="create-price"
      />
      {state.inversePrice ? (
        <PreviewLine
          label=""
          value={`1 ${name1} = ${format.ratio(state.inversePrice)} ${name0}`}
        />
      ) : null}
      <PreviewLine
        label={<Trans>LP you receive</Trans>}
        value={format.amount(state.quote.liquidity)}
        testId="create-lp"
      />
      <PreviewLine
        label={<Trans>LP locked in the pool for ever</Trans>}
        value={format.amount(state.quote.lockedLiquidity)}
      />
      <PreviewLine label={<Trans>Share of pool</Trans>} value="100%" />
      {state.dogeLeg ? (
        <PreviewLine
          label={<Trans>DOGE paid for the WDOGE leg + wrap fee</Trans>}
          value={`${format.amount(state.dogeLeg.amount)} + ${format.amount(state.dogeLeg.fee)} DOGE`}
        />
      ) : null}
    </Stack>
  ) : null
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Alert color="yellow" variant="light" title={<Trans>New pool</Trans>}>
          <Text size="sm">
            <Trans>
              This pool does not exist yet. The two amounts set its starting
              price. Creating a pool costs more network fee (gas) than adding
              liquidity to an existing one.
            </Trans>
          </Text>
        </Alert>
        <AmountField
          label={t`Amount of ${format.tick(tick0)}`}
          value={text0}
          onChange={setText0}
          balance={
            balances.byTick?.get(tick0) ?? (balances.byTick ? 0n : undefined)
          }
          testId="create-amount0"
        />
        <AmountField
          label={t`Amount of ${format.tick(tick1)}`}
          value={text1}
          onChange={setText1}
          balance={
            balances.byTick?.get(tick1) ?? (balances.byTick ? 0n : undefined)
          }
          testId="create-amount1"
        />
        {canDoge ? (
          <DogeSwitch
            checked={doge}
            onChange={setDoge}
            label={t`Pay the WDOGE side with native DOGE`}
          />
        ) : null}
        {preview}
        <IssueAlert issues={state.issues} />
        <SubmitButton disabled={!ready} onClick={() => setConfirming(true)}>
          <Trans>Create pool</Trans>
        </SubmitButton>
      </Stack>
      <PoolConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Confirm pool creation`}
        payload={ready ? state.payload : undefined}
        description={msg`Create pool ${a0} ${name0} + ${a1} ${name1}`}
        onSubmitted={() => {
          setText0('')
          setText1('')
        }}
      >
        {preview}
        <Text size="sm" c="dimmed">
          <Trans>Pool creation costs more network fee than an add.</Trans>
        </Text>
      </PoolConfirmModal>
    </Card>
  )
}
