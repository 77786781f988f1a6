export type { Emitter } from './createEmitter.js'
export { createEmitter } from './createEmitter.js'
export type {
  ApprovalAnswer,
  InstallSimulatedWalletOptions,
  WalletCall,
  WalletEnvelope,
  WalletSimControl,
  WalletSimMode,
} from './installSimulatedWallet.js'
export {
  installSimulatedWallet,
  readWalletSimParams,
} from './installSimulatedWallet.js'
export type { ApprovalRequest } from './showApprovalDialog.js'
export { showApprovalDialog } from './showApprovalDialog.js'
