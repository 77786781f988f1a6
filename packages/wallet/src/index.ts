export type { WalletBalance } from './balance/parseBalance.js'
export { parseBalance, parseBaseUnits } from './balance/parseBalance.js'
export type { ApprovalQueue } from './client/createApprovalQueue.js'
export { createApprovalQueue } from './client/createApprovalQueue.js'
export {
  APPROVAL_TIMEOUT_MS,
  READ_TIMEOUT_MS,
  VERSION_TIMEOUT_MS,
} from './client/createProviderCaller.js'
export type {
  BoxPayload,
  ConnectResult,
  CreateWalletClientParameters,
  Drc20Payload,
  NftPayload,
  SendOptions,
  SignMessageResult,
  StakePayload,
  SubmitResult,
  SwapPayload,
  TradePayload,
  WalletClient,
} from './client/createWalletClient.js'
export { createWalletClient } from './client/createWalletClient.js'
export {
  DETECTION_POLL_MS,
  DETECTION_WINDOW_MS,
  PROVIDER_INITIALIZED_EVENTS,
} from './client/detectProvider.js'
export type {
  LateAnswer,
  LateAnswerOutcome,
} from './client/outstandingRequests.js'
export type {
  PendingApproval,
  UnansweredApproval,
  WalletState,
  WalletStatus,
} from './client/walletState.js'
export {
  INITIAL_WALLET_STATE,
  SUPPORTED_NETWORK,
} from './client/walletState.js'
export type { Rejected } from './errors/mapRejection.js'
export { isRejected, mapRejection } from './errors/mapRejection.js'
export type { Submitted } from './errors/normalizeEnvelope.js'
export { normalizeEnvelope } from './errors/normalizeEnvelope.js'
export type {
  PayloadIssue,
  WalletError,
  WalletErrorCode,
} from './errors/walletError.js'
export { WALLET_FAILED_TEXTS } from './errors/walletError.js'
export type {
  DogeSend,
  DogeSendArguments,
} from './payload/validateDogeSend.js'
export { validateDogeSend } from './payload/validateDogeSend.js'
export type {
  PayloadMethod,
  WirePayload,
} from './payload/validateWalletPayload.js'
export {
  METHOD_PROTOCOLS,
  validateWalletPayload,
} from './payload/validateWalletPayload.js'
export type {
  FoundProvider,
  ProviderGlobal,
  ProviderLike,
} from './provider/findProvider.js'
export { findProvider, PROVIDER_GLOBALS } from './provider/findProvider.js'
export type {
  InjectedProvider,
  WalletEnvelope,
  WalletHost,
  WalletNetworkName,
  WalletRpcError,
  WalletTimers,
} from './provider/types.js'
