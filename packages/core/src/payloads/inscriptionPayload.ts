import type { BoxV1DeployPayload, BoxV1MintPayload } from './boxV1Payloads.js'
import type {
  Drc20DeployPayload,
  Drc20MintPayload,
  Drc20TransferPayload,
} from './drc20Payloads.js'
import type { FileTransferPayload } from './filePayloads.js'
import type {
  NftDeployPayload,
  NftMintPayload,
  NftTransferPayload,
} from './nftPayloads.js'
import type {
  OrderV1CancelPayload,
  OrderV1CreatePayload,
  OrderV1TradePayload,
} from './orderV1Payloads.js'
import type {
  OrderV2CancelPayload,
  OrderV2CreatePayload,
  OrderV2TradePayload,
} from './orderV2Payloads.js'
import type {
  PairV1AddPayload,
  PairV1CreatePayload,
  PairV1RemovePayload,
  PairV1SwapPayload,
} from './pairV1Payloads.js'
import type {
  PairV2AddPayload,
  PairV2CreatePayload,
  PairV2RemovePayload,
  PairV2SwapPayload,
} from './pairV2Payloads.js'
import type {
  StakeV1GetAllRewardPayload,
  StakeV1StakePayload,
} from './stakeV1Payloads.js'
import type {
  WdogeDepositPayload,
  WdogeWithdrawPayload,
} from './wdogePayloads.js'

/** Every inscription payload the product builds, discriminated by `p` and `op`. */
export type InscriptionPayload =
  | Drc20DeployPayload
  | Drc20MintPayload
  | Drc20TransferPayload
  | PairV1CreatePayload
  | PairV1AddPayload
  | PairV1RemovePayload
  | PairV1SwapPayload
  | PairV2CreatePayload
  | PairV2AddPayload
  | PairV2RemovePayload
  | PairV2SwapPayload
  | WdogeDepositPayload
  | WdogeWithdrawPayload
  | OrderV1CreatePayload
  | OrderV1TradePayload
  | OrderV1CancelPayload
  | OrderV2CreatePayload
  | OrderV2TradePayload
  | OrderV2CancelPayload
  | FileTransferPayload
  | StakeV1StakePayload
  | StakeV1GetAllRewardPayload
  | BoxV1DeployPayload
  | BoxV1MintPayload
  | NftDeployPayload
  | NftMintPayload
  | NftTransferPayload

/** The protocol names (`p`) of {@link InscriptionPayload}. */
export type InscriptionProtocol = InscriptionPayload['p']
