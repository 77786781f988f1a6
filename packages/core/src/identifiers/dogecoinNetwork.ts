/** The Dogecoin networks the product knows (the wallet's `getNetwork` names). */
export type DogecoinNetwork = 'livenet' | 'testnet'

/** Address kinds Dogecoin has: pay-to-pubkey-hash and pay-to-script-hash. */
export type DogecoinAddressKind = 'p2pkh' | 'p2sh'

/**
 * Base58Check version bytes per network and kind (docs/wallet.md §9.1).
 * Mainnet P2PKH 0x1e (`D…`), P2SH 0x16 (`9…`/`A…`); testnet P2PKH 0x71
 * (`n…`), P2SH 0xc4 (`2…`).
 */
export const ADDRESS_VERSIONS = {
  livenet: { p2pkh: 0x1e, p2sh: 0x16 },
  testnet: { p2pkh: 0x71, p2sh: 0xc4 },
} as const satisfies Record<
  DogecoinNetwork,
  Record<DogecoinAddressKind, number>
>
