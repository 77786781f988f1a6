import type { FileExchangeItem } from '@drc20/core'
import { Box } from '@mantine/core'
import { AddToCartButton } from '../cart/AddToCartButton'
import { itemToCartItem } from '../cart/toCartItem'

/** A grid item's "Add to cart", for listed items only. */
export function CartAction({
  item,
  metaId,
}: {
  readonly item: FileExchangeItem
  readonly metaId?: string
}) {
  const cartItem = itemToCartItem(item, metaId)
  if (cartItem === undefined) return null
  return (
    <Box mt={6}>
      <AddToCartButton item={cartItem} />
    </Box>
  )
}
