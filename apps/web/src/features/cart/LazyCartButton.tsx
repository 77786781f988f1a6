import { useLingui } from '@lingui/react/macro'
import { CartIcon } from '../../components/icons'
import { deferImport, useDeferredImport } from '../../lib/deferredImport'
import { PendingActionIcon } from '../../ui/PendingActionIcon'

const cartButton = deferImport(() =>
  import('./CartButton').then((m) => m.CartButton),
)

/** The cart reads storage and the api client: it loads in its own chunk. */
export function LazyCartButton() {
  const { t } = useLingui()
  const CartButton = useDeferredImport(cartButton)
  if (CartButton) return <CartButton />
  return (
    <PendingActionIcon label={t`Cart`}>
      <CartIcon />
    </PendingActionIcon>
  )
}
