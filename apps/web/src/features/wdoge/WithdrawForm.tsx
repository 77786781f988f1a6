import { getTickDisplayName, getUnwrapFormState, WDOGE_TICK } from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Alert, Stack } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { TokenAmountInput } from '../../ui/TokenAmountInput'
import { unwrapIssueMessage } from './messages'
import { PreviewTable } from './PreviewTable'
import { useWdogeSubmit } from './useWdogeSubmit'
import { WdogeFormFooter } from './WdogeFormFooter'
import classes from './wdoge.module.css'
import { unwrapFlow } from './wdogeFlows'

export type WithdrawFormProps = {
  /** The indexed WDOGE balance; undefined while not connected or loading. */
  readonly wdogeBalance: bigint | undefined
  readonly connected: boolean
  readonly tradingPaused: boolean
}

/** Unwrap WDOGE back to DOGE (wdoge withdraw). */
export function WithdrawForm({
  wdogeBalance,
  connected,
  tradingPaused,
}: WithdrawFormProps) {
  const { i18n, t } = useLingui()
  const { amount: format, separators } = useFormatters()
  const [text, setText] = useState('')
  const { send, submitting, error } = useWdogeSubmit(unwrapFlow, () =>
    setText(''),
  )
  const state = getUnwrapFormState({ text, separators, wdogeBalance })
  const issueMessage = unwrapIssueMessage(state.issues[0], format, separators)
  const fieldError = issueMessage ? i18n._(issueMessage) : undefined

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const { payload, amount: raw } = state
    if (!payload || raw === undefined || state.issues.length > 0) return
    if (!connected || tradingPaused) return
    const amount = format(raw)
    void send({ payload, description: msg`Unwrap ${amount} WDOGE to DOGE` })
  }

  return (
    <form onSubmit={onSubmit} noValidate className={classes.form}>
      <Stack gap="md">
        <TokenAmountInput
          label={t`Amount to unwrap (WDOGE)`}
          description={t`At least 1 WDOGE.`}
          value={text}
          onChange={setText}
          token={{ tick: WDOGE_TICK, name: getTickDisplayName(WDOGE_TICK) }}
          balance={wdogeBalance}
          error={fieldError}
          testId="unwrap-amount"
        />
        {state.amount !== undefined && state.amount > 0n ? (
          <PreviewTable
            label={t`Unwrap summary`}
            rows={[
              [
                t`WDOGE burned (no indexer fee)`,
                `${format(state.amount)} WDOGE`,
                'unwrap-burn',
              ],
              [
                t`DOGE paid to you by the operator`,
                `${format(state.amount)} DOGE`,
                'unwrap-receive',
              ],
            ]}
          />
        ) : null}
        <Alert
          role="note"
          color="blue"
          variant="light"
          title={t`When does the DOGE arrive?`}
        >
          {t`The WDOGE is burned when the block with your unwrap is indexed. The operator then sends the DOGE to your address; this usually takes about 32 blocks, an estimate rather than a protocol rule. Your wallet pays the network fee and its service fee in DOGE.`}
        </Alert>
        <WdogeFormFooter
          tradingPaused={tradingPaused}
          pausedText={t`The indexer is more than 5 blocks behind the chain. Wait until it catches up before unwrapping.`}
          error={error}
          connected={connected}
          connectText={t`Connect your wallet to unwrap WDOGE.`}
          submitting={submitting}
          disabled={
            !state.payload ||
            state.issues.length > 0 ||
            !connected ||
            tradingPaused
          }
          submitLabel={t`Unwrap`}
        />
      </Stack>
    </form>
  )
}
