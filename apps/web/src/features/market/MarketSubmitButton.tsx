import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTradingGate } from '../../lib/query/useBlockPoll'
import { LazyWalletButton } from '../wallet/LazyWalletButton'

/**
 * The market forms' last control: Connect Wallet without a wallet;
 * otherwise the action, disabled while trading is paused or the form is
 * not ready, worded by the first blocking issue.
 */
export function MarketSubmitButton({
  connected,
  ready,
  label,
  blocked,
  onClick,
  testId,
}: {
  readonly connected: boolean
  readonly ready: boolean
  /** The action ("Buy KIBBLES"). */
  readonly label: ReactNode
  /** Why the form is not ready; "Enter an amount" when undefined. */
  readonly blocked: ReactNode | undefined
  readonly onClick: () => void
  readonly testId: string
}) {
  const trading = useTradingGate()
  if (!connected) return <LazyWalletButton />
  return (
    <Button
      fullWidth
      disabled={!ready || trading.paused}
      onClick={onClick}
      data-testid={testId}
    >
      {trading.paused ? (
        <Trans>Trading paused</Trans>
      ) : ready ? (
        label
      ) : (
        (blocked ?? <Trans>Enter an amount</Trans>)
      )}
    </Button>
  )
}
