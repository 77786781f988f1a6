export { WDOGE_TICK } from '@drc20/core'
export type { BlockLog, BlockLogHeader } from './chain/blockLog.js'
export { BLOCK_LOG_FILE, openBlockLog } from './chain/blockLog.js'
export {
  buildRevealOutputs,
  getDogeDeposit,
  SERVICE_ADDRESS,
  SERVICE_FEE,
} from './chain/buildReveal.js'
export type { Block, ChainTx, TxInput, TxOutput } from './chain/types.js'
export { parseTagged, stringifyTagged } from './codec/taggedJson.js'
export { formatGoFloat, writeWireJson } from './codec/writeWireJson.js'
export type {
  ChainHeights,
  Devnet,
  DevnetOptions,
  DogeBalance,
  SubmitError,
  SubmitRequest,
  SubmitResult,
} from './createDevnet.js'
export {
  CHAIN_BLOCK_SECONDS,
  createDevnet,
  DEFAULT_GENESIS_TIME,
  NETWORK_FEE,
  OFFCHAIN_LOG_FILE,
} from './createDevnet.js'
export type {
  ImportData,
  ImportedBalance,
  ImportedToken,
  ImportProblem,
  ReadImportDirReturnType,
} from './import/readImportDir.js'
export {
  formatImportProblem,
  readImportDir,
} from './import/readImportDir.js'
export { applyBlock, getTxProtocol } from './indexer/applyBlock.js'
export {
  CUSTODY_ADDRESS,
  STAKE_REWARD_POOL,
  WDOGE_FEE_ADDRESS,
} from './indexer/constants.js'
export type { ImportTokensReturnType } from './indexer/importTokens.js'
export type { IndexerState, OffchainEvent } from './indexer/state.js'
export { applyOffchainEvent, createIndexerState } from './indexer/state.js'
export type { DevnetAccount } from './seed/accounts.js'
export { WALLET_ACCOUNT_DOGE, WALLET_ACCOUNTS } from './seed/accounts.js'
export type { SeedScale, SeedWorld } from './seed/createSeedWorld.js'
export { createSeedWorld, GENESIS_HEIGHT } from './seed/createSeedWorld.js'
export {
  EXPLORER_TICKS,
  explorerAddress,
  WHALES_HOLDERS,
  WHALES_SECOND,
  WHALES_TOP,
} from './seed/seedExplorer.js'
export type {
  DevnetServer,
  DevnetServerOptions,
} from './server/createDevnetServer.js'
export { startDevnetServer } from './server/createDevnetServer.js'
export type { ErrorShape, HttpReply } from './server/envelope.js'
export { ERROR_SHAPES } from './server/envelope.js'
