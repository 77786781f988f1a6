import { useLingui } from '@lingui/react/macro'
import { ActionIcon } from '@mantine/core'
import { CartIcon } from '../../components/icons'
import { deferImport, useDeferredImport } from '../../lib/deferredImport'

const cartButton = deferImport(() =>
  import('./CartButton').then((m) => m.CartButton),
)

/** The cart reads storage and the api client: it loads in its own chunk. */
export function LazyCartButton() {
  const { t } = useLingui()
  const CartButton = useDeferredImport(cartButton)
  if (CartButton) return <CartButton />
  return (
    <ActionIcon variant="default" size="lg" loading aria-label={t`Cart`}>
      <CartIcon />
    </ActionIcon>
  )
}
