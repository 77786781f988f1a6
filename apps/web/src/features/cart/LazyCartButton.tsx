import { useLingui } from '@lingui/react/macro'
import { ActionIcon } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { CartIcon } from '../../components/icons'

const CartButton = lazy(() =>
  import('./CartButton').then((m) => ({ default: m.CartButton })),
)

/** The cart reads storage and the api client: it loads in its own chunk. */
export function LazyCartButton() {
  const { t } = useLingui()
  return (
    <Suspense
      fallback={
        <ActionIcon variant="default" size="lg" loading aria-label={t`Cart`}>
          <CartIcon />
        </ActionIcon>
      }
    >
      <CartButton />
    </Suspense>
  )
}
