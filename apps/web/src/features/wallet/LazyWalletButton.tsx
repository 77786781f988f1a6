import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { deferImport, useDeferredImport } from '../../lib/deferredImport'
import classes from './LazyWalletButton.module.css'

const walletButton = deferImport(() =>
  import('./WalletButton').then((m) => m.WalletButton),
)

/**
 * The wallet client, its validation and its modals load in their own chunk
 * once the page is idle after its first render. Until then the button
 * already reads as it will without a wallet (the prerendered page shows it
 * too, so the page's largest text does not change when the code arrives),
 * disabled.
 */
export function LazyWalletButton() {
  const WalletButton = useDeferredImport(walletButton)
  if (WalletButton) return <WalletButton />
  return (
    <Button disabled className={classes.pending}>
      <Trans>Connect Wallet</Trans>
    </Button>
  )
}
