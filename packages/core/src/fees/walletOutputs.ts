import { BASE_UNITS_PER_DOGE } from '../units/constants.js'

/**
 * The DOGE outputs the wallet adds to a reveal on its own, beside what the
 * protocol requires (docs/wallet.md §3.4, docs/protocol.md §3). The
 * indexer checks none of them; they are costs the user pays all the same,
 * so every confirmation lists them (`getWalletDogeCosts`).
 */

/** The wallet's service output: 0.5 DOGE (docs/protocol.md §3, "SDK service output"). */
export const SERVICE_OUTPUT_VALUE = 50_000_000n

/** Where the service output goes (docs/protocol.md §3). */
export const SERVICE_OUTPUT_ADDRESS = 'DEMZQAJjdNMM9M3Sk7LAmtPdk8me6SZUm1'

/**
 * The network fee of one commit + reveal, as the devnet's simulated wallet
 * charges it. The real extension picks its own rate for the protocol
 * action methods, which take no fee rate (docs/wallet.md §3.4 lists "the
 * network fee" without a figure), so on mainnet this is an estimate.
 */
export const WALLET_NETWORK_FEE = 1_000_000n

/**
 * The AI-NFT fees the wallet pays to the AI-NFT fee address: the least
 * the indexer accepts, 1000 DOGE per deploy and 10 DOGE per mint
 * (docs/protocol.md §3, §14).
 */
export const AI_NFT_DEPLOY_FEE = 1000n * BASE_UNITS_PER_DOGE
export const AI_NFT_MINT_FEE = 10n * BASE_UNITS_PER_DOGE
