import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Indicator } from '@mantine/core'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { CartIcon } from '../../components/icons'
import { CartCheckout } from './CartCheckout'
import { CartDrawer } from './CartDrawer'
import { cartItemsAtom, cartOpenAtom, initCartAtom } from './cartAtoms'

/** The header's cart: the number of files on a badge, the drawer, the checkout. */
export function CartButton() {
  const { t } = useLingui()
  const items = useAtomValue(cartItemsAtom)
  const [opened, setOpened] = useAtom(cartOpenAtom)
  // The drawer exists from its first opening on (so that it can animate
  // closed): a closed Mantine drawer still renders a portal, which renders
  // again, blocking, as the header's cart mounts on every page.
  const [drawerMounted, setDrawerMounted] = useState(opened)
  if (opened && !drawerMounted) setDrawerMounted(true)
  const init = useSetAtom(initCartAtom)
  useEffect(() => init(), [init])
  const count = items.length
  return (
    <>
      <Indicator
        label={count}
        disabled={count === 0}
        size={16}
        offset={4}
        data-testid="cart-count"
      >
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => setOpened(true)}
          aria-label={
            count === 0
              ? t`Cart, empty`
              : plural(count, { one: 'Cart, # file', other: 'Cart, # files' })
          }
        >
          <CartIcon />
        </ActionIcon>
      </Indicator>
      {drawerMounted ? (
        <CartDrawer opened={opened} onClose={() => setOpened(false)} />
      ) : null}
      <CartCheckout />
    </>
  )
}
