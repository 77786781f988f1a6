import { KOINU_PER_DOGE } from './settlement/constants.js'

/** Addresses and constants of docs/protocol.md §1.5 and 3. */
export const CUSTODY_ADDRESS = 'DKMyk8cfSTGfnCVXfmo8gXta9F6gziu7Z5'
export const WDOGE_FEE_ADDRESS = 'D86Dc4n49LZDiXvB41ds2XaDAP1BFjP1qy'
export const NFT_FEE_ADDRESS = 'DBFQmJ5oGCgtnDVxUU7xEraztpEyqJHdxz'
export const STAKE_REWARD_POOL = 'DS8eFcobjXp6oL8YoXoVazDQ32bcDdWwui'
export const MAX_SUPPLY_TEXT = '9'.repeat(41)
export const CARDI_TICK = 'CARDI'
export const NFT_DEPLOY_FEE = 1000n * KOINU_PER_DOGE
export const NFT_MINT_FEE = 10n * KOINU_PER_DOGE
export const NFT_CARDI_HOLDING = 840_000_000_000n
