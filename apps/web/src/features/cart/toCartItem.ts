import type { CartItem, FileExchangeItem, OpenFileListing } from '@drc20/core'

/** A listed grid item as a cart entry; `undefined` when not listed. */
export function itemToCartItem(
  item: FileExchangeItem,
  metaId = '',
): CartItem | undefined {
  if (item.amt === null || item.exId === '') return undefined
  return {
    fileId: item.fileId,
    exId: item.exId,
    tick: item.tick,
    amt: item.amt,
    seller: item.fileExchangeHolder,
    name: item.fileName,
    metaId,
  }
}

/** A file's open listing (from its orders) as a cart entry. */
export function listingToCartItem(
  fileId: string,
  listing: OpenFileListing,
  name: string,
  metaId = '',
): CartItem {
  return {
    fileId,
    exId: listing.exId,
    tick: listing.tick,
    amt: listing.amt,
    seller: listing.seller,
    name,
    metaId,
  }
}
