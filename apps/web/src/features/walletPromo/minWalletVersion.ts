/** Shown to users; the gate itself is core's `isWalletVersionSupported`. */
export const MIN_WALLET_VERSION_TEXT = '1.4.3'
