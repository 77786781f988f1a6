import type { CartDropReason, CartItemError } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CartRefusal } from './cartFlow'

/** Why a file could not go into the cart. */
export function cartItemErrorMessage(error: CartItemError): MessageDescriptor {
  switch (error.code) {
    case 'CART_FULL':
      return msg`The cart holds at most 50 files.`
    case 'ALREADY_IN_CART':
      return msg`This file is already in your cart.`
    case 'OWN_LISTING':
      return msg`This is your own listing.`
    case 'INVALID_ITEM':
      return msg`This listing cannot be bought.`
    default: {
      const unknown: never = error
      throw new Error(`unknown cart error ${JSON.stringify(unknown)}`)
    }
  }
}

/** Why a carted file was dropped or not signed (nothing is paid for it). */
export function cartDropMessage(
  reason: CartDropReason | CartRefusal['code'] | 'INVALID_ITEM',
): MessageDescriptor {
  switch (reason) {
    case 'SOLD':
      return msg`Sold to someone else meanwhile: dropped, nothing paid.`
    case 'CANCELLED':
      return msg`The seller cancelled the listing: dropped, nothing paid.`
    case 'NOT_LISTED':
      return msg`No longer listed: dropped, nothing paid.`
    case 'OWN_LISTING':
      return msg`Your own listing: dropped, nothing paid.`
    case 'PRICE_CHANGED':
      return msg`The listing changed just before signing: not bought, kept in your cart to review again.`
    case 'INVALID_ITEM':
      return msg`This listing cannot be bought: dropped, nothing paid.`
    default: {
      const unknown: never = reason
      throw new Error(`unknown drop reason ${JSON.stringify(unknown)}`)
    }
  }
}

/** A refusal of the re-check before signing, for `submitFlowErrorMessage`. */
export function cartRefusalMessage(refusal: CartRefusal): MessageDescriptor {
  return cartDropMessage(refusal.code)
}
