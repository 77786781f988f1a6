import { CURRENT_PROTOCOL, getWrapFormState } from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Stack } from '@mantine/core'
import { useAtomValue } from 'jotai'
import { type FormEvent, useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { walletSetsOutputsAtom } from '../../lib/wallet/custodyOutput'
import { TokenAmountInput } from '../../ui/TokenAmountInput'
import { wrapIssueMessage } from './messages'
import { PreviewTable } from './PreviewTable'
import { useWdogeSubmit } from './useWdogeSubmit'
import { WdogeFormFooter } from './WdogeFormFooter'
import classes from './wdoge.module.css'
import { wrapFlow } from './wdogeFlows'

export type DepositFormProps = {
  /** The wallet's confirmed DOGE; undefined until the wallet reports it. */
  readonly dogeBalance: bigint | undefined
  readonly connected: boolean
  /** Network fee rate (base units per kB) for the estimate. */
  readonly feeRatePerKb: bigint
  readonly tradingPaused: boolean
}

/** Wrap DOGE into WDOGE (wdoge deposit). */
export function DepositForm({
  dogeBalance,
  connected,
  feeRatePerKb,
  tradingPaused,
}: DepositFormProps) {
  const { i18n, t } = useLingui()
  const { amount: format, separators } = useFormatters()
  const [text, setText] = useState('')
  const { send, submitting, error } = useWdogeSubmit(wrapFlow, () =>
    setText(''),
  )
  const walletSetsOutputs = useAtomValue(walletSetsOutputsAtom)
  const state = getWrapFormState({
    text,
    separators,
    dogeBalance,
    feeRatePerKb,
    walletSetsOutputs,
  })
  const floor = format(CURRENT_PROTOCOL.productDepositFloor)
  const issueMessage = wrapIssueMessage(state.issues[0], format, separators)
  const fieldError = issueMessage ? i18n._(issueMessage) : undefined
  const overpay = state.outputs?.overpay ?? 0n

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const { payload, quote } = state
    if (!payload || !quote || state.issues.length > 0 || tradingPaused) return
    const amount = format(quote.amount)
    void send({ payload, description: msg`Wrap ${amount} DOGE to WDOGE` })
  }

  return (
    <form onSubmit={onSubmit} noValidate className={classes.form}>
      <Stack gap="md">
        <TokenAmountInput
          label={t`Amount to wrap (DOGE)`}
          description={t`More than ${floor} DOGE. This minimum is set by this app; the protocol itself accepts smaller amounts.`}
          value={text}
          onChange={setText}
          token={{ tick: 'DOGE', name: 'DOGE' }}
          balance={dogeBalance}
          // No Max: the whole balance cannot be wrapped, the fees come out of it.
          maxAmount={0n}
          error={fieldError}
          testId="wrap-amount"
        />
        {state.quote ? (
          <PreviewTable
            label={t`Wrap summary`}
            rows={[
              [
                t`Wrap fee (0.3%, at least 0.5 DOGE)`,
                `${format(state.quote.fee)} DOGE`,
                'wrap-fee',
              ],
              ...(overpay > 0n && state.outputs
                ? ([
                    [
                      t`Custody output (read by the indexer as the amount)`,
                      `${format(state.outputs.custodyOutput)} DOGE`,
                      'wrap-custody',
                    ],
                  ] as const)
                : []),
              [
                t`You pay (amount + wrap fee)`,
                // The two outputs: amount and fee, or a little more (docs/protocol.md §7.2).
                `${format(state.outputs?.totalDoge ?? state.quote.totalDoge)} DOGE`,
                'wrap-pay',
              ],
              ...(state.networkFee === undefined
                ? []
                : ([
                    [
                      t`Network fee (estimate)`,
                      `≈ ${format(state.networkFee)} DOGE`,
                      'wrap-network-fee',
                    ],
                  ] as const)),
              ...(state.required === undefined
                ? []
                : ([
                    [
                      t`Total needed`,
                      `≈ ${format(state.required)} DOGE`,
                      'wrap-total',
                    ],
                  ] as const)),
              [
                t`You receive`,
                `${format(state.quote.receivedWdoge)} WDOGE`,
                'wrap-receive',
              ],
            ]}
          />
        ) : null}
        <WdogeFormFooter
          tradingPaused={tradingPaused}
          pausedText={t`The indexer is more than 5 blocks behind the chain. Wait until it catches up before wrapping.`}
          error={error}
          connected={connected}
          connectText={t`Connect your wallet to wrap DOGE.`}
          submitting={submitting}
          disabled={!state.payload || state.issues.length > 0 || tradingPaused}
          submitLabel={t`Wrap`}
        />
      </Stack>
    </form>
  )
}
