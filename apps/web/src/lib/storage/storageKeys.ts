/** Local-storage key of the chosen colour scheme (docs/product.md §4). */
export const THEME_STORAGE_KEY = 'theme'

/** Local-storage key of the chosen language (docs/product.md §4). */
export const LANGUAGE_STORAGE_KEY = 'LANG'

/**
 * Local-storage key holding the app's storage version (our name; the spec
 * only says a hard-coded version key). See core's `getStorageVersionAction`.
 */
export const STORAGE_VERSION_KEY = 'STORAGE_VERSION'

/** Debounce of persisting client state to storage, ms (docs/product.md §4, §9). */
export const PERSIST_DEBOUNCE_MS = 300

/** Prefix of every activity journal key (kept across storage-version resets). */
export const ACTIVITY_STORAGE_PREFIX = 'drc20.activity.'

/**
 * The address the wallet last connected with on this site: its journal is
 * shown, read-only, after a reload until the wallet answers (kept across
 * storage-version resets, like the journal; forgotten on disconnect).
 */
export const LAST_WALLET_ADDRESS_STORAGE_KEY = `${ACTIVITY_STORAGE_PREFIX}lastAddress`

/**
 * Set while the user has disconnected the wallet here: a reload must not
 * reconnect silently then, although the wallet still grants the site.
 */
export const WALLET_DISCONNECTED_STORAGE_KEY = 'drc20.wallet.disconnected'

/** Local-storage keys of the token selector's favourites and recents. */
export const FAVOURITE_TICKS_STORAGE_KEY = 'drc20.tokens.favourites'
export const RECENT_TICKS_STORAGE_KEY = 'drc20.tokens.recents'

/**
 * Local-storage key of the ticks whose "unverified token — I understand
 * the risk" step the user has taken (lib/tokenSafety).
 */
export const ACKNOWLEDGED_TICKS_STORAGE_KEY = 'drc20.tokens.acknowledged'

/** Local-storage key of the file cart (features/cart; core's `StoredCart`). */
export const CART_STORAGE_KEY = 'drc20.collections.cart'

/**
 * Where a stored cart that did not read back whole is kept, as it was
 * stored, so that nothing of it is lost before the user has been told.
 */
export const CART_UNREADABLE_STORAGE_KEY = 'drc20.collections.cart.unreadable'

/**
 * Session-storage key of the create-collection wizard's progress
 * (features/collections/create/wizardDraft): kept across a reload.
 */
export const COLLECTION_DRAFT_STORAGE_KEY = 'drc20.collections.createDraft'
