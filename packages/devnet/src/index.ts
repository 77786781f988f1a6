export type { ChainClock, ChainHeights } from './chain/createChainClock.js'
export { createChainClock } from './chain/createChainClock.js'
