import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { lazy, Suspense } from 'react'
import classes from './LazyWalletButton.module.css'

const WalletButton = lazy(() =>
  import('./WalletButton').then((m) => ({ default: m.WalletButton })),
)

/**
 * The wallet client, its validation and its modals load in their own chunk
 * right after the first paint. Until then the button already reads as it
 * will without a wallet (the prerendered page shows it too, so the page's
 * largest text does not change when the code arrives), disabled.
 */
export function LazyWalletButton() {
  return (
    <Suspense
      fallback={
        <Button disabled className={classes.pending}>
          <Trans>Connect Wallet</Trans>
        </Button>
      }
    >
      <WalletButton />
    </Suspense>
  )
}
