import type { CartItem } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Text } from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { connectedAddressAtom } from '../../lib/wallet/walletAtoms'
import { addToCartAtom, cartItemsAtom, cartOpenAtom } from './cartAtoms'
import { cartItemErrorMessage } from './messages'

/**
 * "Add to cart" for a listed file (and "Buy now", which adds it and opens
 * the cart); in the cart already: "In cart". Refusals (full, own listing)
 * are said beside the button.
 */
export function AddToCartButton({
  item,
  buyNow = false,
  size = 'xs',
}: {
  readonly item: CartItem
  /** Also offer "Buy now". */
  readonly buyNow?: boolean
  readonly size?: 'xs' | 'sm'
}) {
  const { i18n } = useLingui()
  const address = useAtomValue(connectedAddressAtom)
  const items = useAtomValue(cartItemsAtom)
  const add = useSetAtom(addToCartAtom)
  const openCart = useSetAtom(cartOpenAtom)
  const [error, setError] = useState<string>()
  const inCart = items.some((i) => i.fileId === item.fileId)
  const own = address !== undefined && address === item.seller
  const onAdd = (open: boolean) => {
    if (inCart) {
      if (open) openCart(true)
      return
    }
    const result = add(item, address)
    if (result.isErr()) setError(i18n._(cartItemErrorMessage(result.error)))
    else if (open) openCart(true)
  }
  if (own)
    return (
      <Text size="xs" c="dimmed">
        <Trans>Your listing</Trans>
      </Text>
    )
  return (
    <div>
      <Group gap="xs" wrap="nowrap">
        <Button
          size={size}
          variant={inCart ? 'light' : 'default'}
          onClick={() => onAdd(false)}
          aria-pressed={inCart}
          fullWidth={!buyNow}
        >
          {inCart ? <Trans>In cart</Trans> : <Trans>Add to cart</Trans>}
        </Button>
        {buyNow ? (
          <Button size={size} onClick={() => onAdd(true)}>
            <Trans>Buy now</Trans>
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Text size="xs" c="red" role="alert" mt={4}>
          {error}
        </Text>
      ) : null}
    </div>
  )
}
