import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  CloseButton,
  Drawer,
  Group,
  Stack,
  Text,
} from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { connectedAddressAtom } from '../../lib/wallet/walletAtoms'
import { useOpenedAfterMount } from '../../ui/useOpenedAfterMount'
import { LazyWalletButton } from '../wallet/LazyWalletButton'
import {
  cartItemsAtom,
  cartUnreadableAtom,
  clearCartAtom,
  removeFromCartAtom,
} from './cartAtoms'
import { checkoutAtom, startCheckoutAtom } from './checkoutAtoms'
import { useCartPriceText } from './useCartFormat'

/**
 * The cart: each file with its carted price and a remove button, the
 * notice of stored entries that could not be read, Clear and Complete
 * purchase (which re-checks every file before the confirmation).
 */
export function CartDrawer({
  opened,
  onClose,
}: {
  readonly opened: boolean
  readonly onClose: () => void
}) {
  const { t } = useLingui()
  const items = useAtomValue(cartItemsAtom)
  const unreadable = useAtomValue(cartUnreadableAtom)
  const dismissUnreadable = useSetAtom(cartUnreadableAtom)
  const remove = useSetAtom(removeFromCartAtom)
  const clear = useSetAtom(clearCartAtom)
  const address = useAtomValue(connectedAddressAtom)
  const checkout = useAtomValue(checkoutAtom)
  const start = useSetAtom(startCheckoutAtom)
  const priceText = useCartPriceText()
  const checking = checkout.phase === 'checking'
  // Mounted on the first opening (CartButton): that opening animates too.
  const shown = useOpenedAfterMount(opened)
  return (
    <Drawer
      opened={shown}
      onClose={onClose}
      position="right"
      title={t`Cart`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        {unreadable > 0 ? (
          <Alert color="orange" role="alert">
            <Stack gap="xs">
              <Text size="sm">
                <Trans>
                  {unreadable} saved cart entries could not be read on this
                  device. They are kept aside unchanged and were left out of
                  your cart.
                </Trans>
              </Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => dismissUnreadable()}
              >
                <Trans>Dismiss</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          <Trans>{items.length} of 50 files</Trans>
        </Text>
        {items.length === 0 ? (
          <Text>
            <Trans>Your cart is empty.</Trans>
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label={t`Cart`}>
            {items.map((item) => {
              const name = item.name || item.fileId.slice(0, 10)
              return (
                <Group
                  component="li"
                  key={item.fileId}
                  justify="space-between"
                  wrap="nowrap"
                  gap="xs"
                  style={{ listStyle: 'none' }}
                  data-testid="cart-item"
                >
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Link
                      to="/collections/inscription/$fileId"
                      params={{ fileId: item.fileId }}
                      search={item.metaId ? { meta: item.metaId } : {}}
                      onClick={onClose}
                    >
                      <Text size="sm" fw={600} truncate="end">
                        {name}
                      </Text>
                    </Link>
                    <Text size="xs">{priceText(item.amt, item.tick)}</Text>
                  </Stack>
                  <CloseButton
                    aria-label={t`Remove ${name}`}
                    onClick={() => remove([item.fileId])}
                  />
                </Group>
              )
            })}
          </Stack>
        )}
        <Group grow>
          <Button
            variant="default"
            disabled={items.length === 0 || checking}
            onClick={() => clear()}
          >
            <Trans>Clear</Trans>
          </Button>
          {address === undefined ? (
            <LazyWalletButton />
          ) : (
            <Button
              disabled={items.length === 0}
              loading={checking}
              onClick={() => void start(address).then(onClose)}
            >
              <Trans>Complete purchase</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Drawer>
  )
}
