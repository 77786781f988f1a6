import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { lazy, Suspense } from 'react'

const WalletButton = lazy(() =>
  import('./WalletButton').then((m) => ({ default: m.WalletButton })),
)

/**
 * The wallet client, its validation and its modals load in their own chunk
 * right after the first paint; until then the button shows its loading look.
 */
export function LazyWalletButton() {
  return (
    <Suspense
      fallback={
        <Button loading>
          <Trans>Connect Wallet</Trans>
        </Button>
      }
    >
      <WalletButton />
    </Suspense>
  )
}
