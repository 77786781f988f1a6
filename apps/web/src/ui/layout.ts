/**
 * Default width of the product's modals in px (docs/product.md §9; the wallet install
 * and update modals are 500).
 */
export const MODAL_WIDTH = 520

/** Below the theme's `sm` breakpoint, dialogs fill the screen. */
export const MOBILE_MEDIA_QUERY = '(max-width: 47.99em)'
