export type { ActivityCsvColumn } from './accounts/getActivityCsv.js'
export {
  ACTIVITY_CSV_COLUMNS,
  getActivityCsvCells,
} from './accounts/getActivityCsv.js'
export type {
  ActivityCounterparty,
  ActivityLeg,
  ActivityProtocol,
  ActivityRecord,
  ActivityRow,
} from './accounts/getActivityRow.js'
export {
  ACTIVITY_PROTOCOLS,
  DOGE_TICK,
  getActivityRow,
} from './accounts/getActivityRow.js'
export type { DogeValuer } from './accounts/getDogeValue.js'
export { createDogeValuer, sumDogeValues } from './accounts/getDogeValue.js'
export type {
  HoldingCsvInput,
  HoldingKind,
} from './accounts/getHoldingsCsv.js'
export {
  getHoldingCsvCells,
  HOLDINGS_CSV_COLUMNS,
} from './accounts/getHoldingsCsv.js'
export type {
  ActivityFilter,
  JournalActivityInput,
} from './accounts/mergeActivity.js'
export {
  compareActivityRows,
  filterActivityRows,
  getJournalActivityRow,
  mergeActivity,
} from './accounts/mergeActivity.js'
export type { CsvCell } from './accounts/writeCsv.js'
export {
  CSV_BOM,
  CSV_EOL,
  csvNumber,
  csvText,
  formatCsv,
  formatCsvCell,
  formatCsvHeader,
  formatCsvRow,
  formatUtcTimestamp,
} from './accounts/writeCsv.js'
export type { OperationOutcome } from './activity/getOperationOutcome.js'
export { getOperationOutcome } from './activity/getOperationOutcome.js'
export {
  getJournalCheckDelayBlocks,
  JOURNAL_CHECK_CONCURRENCY,
  JOURNAL_CHECK_MAX_DELAY_BLOCKS,
  JOURNAL_CHECKS_PER_ROUND,
  JOURNAL_NOT_FOUND_AFTER_BLOCKS,
  selectJournalChecks,
} from './activity/journalChecks.js'
export type { ReconcileJournalEntryParameters } from './activity/journalEntry.js'
export {
  addJournalEntry,
  clearFinishedEntries,
  getUnlistedPendingEntries,
  MAX_FINISHED_ENTRIES,
  mergeStoredJournal,
  pruneJournal,
  recheckJournalEntry,
  reconcileJournalEntry,
  sortJournalNewestFirst,
} from './activity/journalEntry.js'
export type {
  JournalEntry,
  JournalStatus,
  JournalTransition,
} from './activity/journalTypes.js'
export { JOURNAL_STATUSES } from './activity/journalTypes.js'
export type {
  JournalEntryError,
  StoredJournalEntry,
} from './activity/readJournalEntry.js'
export { readJournalEntry } from './activity/readJournalEntry.js'
export type {
  AddLiquidityAmounts,
  GetAddLiquidityAmountsError,
  GetAddLiquidityAmountsParameters,
} from './amm/getAddLiquidityAmounts.js'
export { getAddLiquidityAmounts } from './amm/getAddLiquidityAmounts.js'
export type {
  AddLiquidityVerificationError,
  GetAddLiquidityVerificationParameters,
} from './amm/getAddLiquidityVerification.js'
export { getAddLiquidityVerification } from './amm/getAddLiquidityVerification.js'
export type { AmmError } from './amm/getAmountIn.js'
export { getAmountIn } from './amm/getAmountIn.js'
export { getAmountOut } from './amm/getAmountOut.js'
export { getSwapFee } from './amm/getSwapFee.js'
export type {
  AddLiquidityError,
  AddLiquidityQuote,
  QuoteAddLiquidityParameters,
} from './amm/quoteAddLiquidity.js'
export { quoteAddLiquidity } from './amm/quoteAddLiquidity.js'
export type { CreatePoolError, CreatePoolQuote } from './amm/quoteCreatePool.js'
export { quoteCreatePool } from './amm/quoteCreatePool.js'
export type {
  QuoteRemoveLiquidityParameters,
  RemoveLiquidityError,
  RemoveLiquidityQuote,
} from './amm/quoteRemoveLiquidity.js'
export {
  getLiquidityForPercent,
  quoteRemoveLiquidity,
} from './amm/quoteRemoveLiquidity.js'
export type {
  QuoteSwapError,
  QuoteSwapParameters,
  SwapQuote,
} from './amm/quoteSwap.js'
export { quoteSwap } from './amm/quoteSwap.js'
export type { SortTicksReturnType } from './amm/sortTicks.js'
export {
  compareTicks,
  getPoolReserveSeed,
  lpTickName,
  sortTicks,
} from './amm/sortTicks.js'
export type {
  AnalyticsOverview,
  DailyFigure,
} from './analytics/getAnalyticsOverview.js'
export { getAnalyticsOverview } from './analytics/getAnalyticsOverview.js'
export { getFeeApr } from './analytics/getFeeApr.js'
export type { FeesEarned, PoolSwap } from './analytics/getFeesEarned.js'
export { getFeesEarned } from './analytics/getFeesEarned.js'
export { getHodlValue } from './analytics/getHodlValue.js'
export {
  getImpermanentLoss,
  getLotImpermanentLoss,
} from './analytics/getImpermanentLoss.js'
export type { LpReturns } from './analytics/getLpReturns.js'
export { getLpReturns } from './analytics/getLpReturns.js'
export type { PositionHistory } from './analytics/getPositionHistory.js'
export { getPositionHistory } from './analytics/getPositionHistory.js'
export type {
  PositionEvent,
  PositionLot,
  PositionLots,
} from './analytics/getPositionLots.js'
export {
  compareChainOrder,
  getLiquidityAt,
  getPositionLots,
} from './analytics/getPositionLots.js'
export type { LpPoolState } from './analytics/getPositionValue.js'
export {
  getPositionValue,
  getValueInToken1,
} from './analytics/getPositionValue.js'
export { getRecentVolume } from './analytics/getRecentVolume.js'
export type { TokenAnalyticsRow } from './analytics/getTokenAnalyticsRows.js'
export { getTokenAnalyticsRows } from './analytics/getTokenAnalyticsRows.js'
export type { HeldBalances, HeldToken } from './balances/getHeldAmount.js'
export { getHeldAmount } from './balances/getHeldAmount.js'
export type { CartItem, CartItemError } from './collections/cart/cart.js'
export {
  addCartItem,
  isValidCartItem,
  removeCartItems,
} from './collections/cart/cart.js'
export type {
  CartCheckout,
  CartTickTotal,
  CartTrade,
} from './collections/cart/getCartCheckout.js'
export {
  getCartCheckout,
  sumWalletDogeCosts,
} from './collections/cart/getCartCheckout.js'
export type {
  CartTradeOutcome,
  CartTradeStep,
} from './collections/cart/getCartTradeStep.js'
export { getCartTradeStep } from './collections/cart/getCartTradeStep.js'
export type {
  ParsedStoredCart,
  StoredCart,
} from './collections/cart/parseStoredCart.js'
export {
  parseStoredCart,
  STORED_CART_VERSION,
} from './collections/cart/parseStoredCart.js'
export type {
  CartDropReason,
  CartItemCheck,
} from './collections/cart/recheckCartItem.js'
export { recheckCartItem } from './collections/cart/recheckCartItem.js'
export type {
  CollectionUploadEvent,
  CollectionUploadItem,
  CollectionUploadState,
  CollectionUploadStep,
} from './collections/create/collectionUpload.js'
export {
  applyCollectionUploadEvent,
  COLLECTION_ITEMS_CHUNK,
  getCollectionUploadStep,
  getUnsavedCollectionItems,
  startCollectionUpload,
} from './collections/create/collectionUpload.js'
export type {
  TraitsCsvIssue,
  TraitsCsvIssueCode,
  TraitsCsvResult,
  TraitsCsvRow,
} from './collections/create/parseTraitsCsv.js'
export { parseTraitsCsv } from './collections/create/parseTraitsCsv.js'
export type {
  CollectionInfoField,
  CollectionInfoInput,
  CollectionInfoIssue,
  CollectionInfoIssueCode,
  ValidCollectionInfo,
} from './collections/create/validateCollectionInfo.js'
export {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_LINK_MAX,
  COLLECTION_NAME_MAX,
  COLLECTION_SLUG_MAX,
  suggestCollectionSlug,
  validateCollectionInfo,
} from './collections/create/validateCollectionInfo.js'
export type {
  FileListingState,
  OpenFileListing,
} from './collections/getFileListingState.js'
export { getFileListingState } from './collections/getFileListingState.js'
export type { TraitFilter } from './collections/getTraitFilter.js'
export {
  formatTraitFilter,
  parseTraitFilter,
  toggleTraitValue,
} from './collections/getTraitFilter.js'
export type {
  FileOrderBatch,
  FileOrderBatchEntry,
  FileOrderBatchFile,
  FileOrderBatchIssue,
  GetFileOrderBatchParameters,
} from './collections/sell/getFileOrderBatch.js'
export { getFileOrderBatch } from './collections/sell/getFileOrderBatch.js'
export type {
  GetPriceEditStepParameters,
  PriceEditSent,
  PriceEditStep,
} from './collections/sell/getPriceEditStep.js'
export {
  getPriceEditIssue,
  getPriceEditStep,
} from './collections/sell/getPriceEditStep.js'
export { unshiftItemAttributes } from './collections/unshiftItemAttributes.js'
export type { AcceptedDogeOutputError } from './custody/getAcceptedDogeOutput.js'
export { getAcceptedDogeOutput } from './custody/getAcceptedDogeOutput.js'
export type {
  CustodyOutputs,
  CustodyOutputsError,
  GetCustodyOutputsParameters,
} from './custody/getCustodyOutputs.js'
export { getCustodyOutputs } from './custody/getCustodyOutputs.js'
export {
  FLOAT64_EXACT_OUTPUT_LIMIT,
  readDogeOutputValue,
} from './custody/readDogeOutputValue.js'
export { withCustodyOutput } from './custody/withCustodyOutput.js'
export type {
  Drc20Balance,
  Drc20Move,
  Drc20TickAmount,
} from './domain/balances.js'
export type { BlockInfo } from './domain/blockInfo.js'
export type { BoxOp, BoxOrder, BoxSale } from './domain/boxes.js'
export type {
  CandleInterval,
  ExchangeCandle,
  SwapCandle,
  SwapV2Candle,
} from './domain/candles.js'
export type { CrossOp, CrossOrder } from './domain/cross.js'
export type { IndexerErrorCode } from './domain/decodeIndexerError.js'
export {
  decodeIndexerError,
  INDEXER_ERROR_CODES,
  isIndexerErrorCode,
} from './domain/decodeIndexerError.js'
export type {
  Drc20Op,
  Drc20Order,
  Drc20OrderLookup,
} from './domain/drc20Orders.js'
export type {
  FileAttribute,
  FileCollection,
  FileCollectionAttributes,
  FileCollectionItem,
  FileHolding,
  FileOp,
  FileOrder,
} from './domain/files.js'
export type { GetIndexerRecordStatusParameters } from './domain/getIndexerRecordStatus.js'
export { getIndexerRecordStatus } from './domain/getIndexerRecordStatus.js'
export type {
  IndexerRecordBase,
  IndexerRecordStatus,
} from './domain/indexerRecord.js'
export type {
  ExchangeListing,
  ExchangeOp,
  ExchangeOrder,
  FileExchangeActivity,
  FileExchangeItem,
  FileExchangeOrder,
} from './domain/listings.js'
export type {
  NftCollection,
  NftItem,
  NftOp,
  NftOrder,
} from './domain/nft.js'
export type {
  LiquidityPosition,
  LiquidityPositionV2,
} from './domain/poolPositions.js'
export type { PoolReserves, SwapPool, SwapV2Pool } from './domain/pools.js'
export type {
  StakeOp,
  StakeOrder,
  StakePool,
  StakePosition,
  StakeReward,
  StakeTotal,
} from './domain/stake.js'
export type {
  ExchangeTokenSummary,
  ExchangeTotals,
  FileCollectionSummary,
  SwapPairSummary,
  SwapTokenSummary,
  TokenPrice,
} from './domain/summaries.js'
export type { SwapOp, SwapOrder, SwapV2Order } from './domain/swapOrders.js'
export type {
  Drc20Holder,
  Drc20Token,
  TokenSocials,
} from './domain/tokens.js'
export type { TvlPoint } from './domain/tvl.js'
export type { WdogeOp, WdogeOrder } from './domain/wdoge.js'
export { AssertionError, assert } from './errors/assert.js'
export type {
  ExplorerTab,
  ExplorerTokenFields,
} from './explorer/filterExplorerTokens.js'
export {
  countExplorerTabs,
  EXPLORER_TABS,
  filterExplorerTab,
  getExplorerTokens,
  isExplorerTab,
  isInExplorerTab,
} from './explorer/filterExplorerTokens.js'
export { getAgeInBlocks } from './explorer/getAgeInBlocks.js'
export type { Elapsed } from './explorer/getElapsed.js'
export { getElapsed } from './explorer/getElapsed.js'
export type {
  GetHolderConcentrationParameters,
  HolderConcentration,
} from './explorer/getHolderConcentration.js'
export { getHolderConcentration } from './explorer/getHolderConcentration.js'
export { getSupplyShare } from './explorer/getSupplyShare.js'
export { getSystemTickKind } from './explorer/getSystemTickKind.js'
export type {
  GetTokenMintStatusParameters,
  TokenMintStatus,
} from './explorer/getTokenMintStatus.js'
export {
  getTokenMintStatus,
  isMintOpen,
} from './explorer/getTokenMintStatus.js'
export type {
  GetTokenTrustFactsParameters,
  TokenTrustFacts,
} from './explorer/getTokenTrustFacts.js'
export { getTokenTrustFacts } from './explorer/getTokenTrustFacts.js'
export { applyOgDiscount, OG_DISCOUNT_PERCENT } from './fees/applyOgDiscount.js'
export { estimateInscriptionNetworkFee } from './fees/estimateInscriptionNetworkFee.js'
export {
  estimatePaymentNetworkFee,
  PAYMENT_INPUT_BYTES,
  PAYMENT_SIZE_BYTES,
} from './fees/estimatePaymentNetworkFee.js'
export {
  feeRatePerByteToPerKb,
  feeRatePerKbToPerByte,
  getNetworkFee,
} from './fees/feeRate.js'
export type {
  FeeRateError,
  GasTierName,
  GasTiers,
  GetFeeRatePerKbParameters,
} from './fees/gasTiers.js'
export {
  DEFAULT_GAS_TIERS,
  getFeeRatePerKb,
  normalizeGasTiers,
} from './fees/gasTiers.js'
export type { CongestionLevel } from './fees/getCongestionLevel.js'
export {
  CONGESTION_MULTIPLES,
  getCongestionLevel,
} from './fees/getCongestionLevel.js'
export type { FeeChoice, FeeChoiceError } from './fees/getFeeChoiceRate.js'
export { getFeeChoiceRate } from './fees/getFeeChoiceRate.js'
export type { UploadFeeLevel } from './fees/getFileServiceFee.js'
export {
  BYTES_PER_KB,
  FILE_FREE_SIZE_BYTES,
  FILE_SERVICE_FEE_PER_KB,
  getFileServiceFee,
  getUploadNetworkFee,
  UPLOAD_NETWORK_FEE_PER_INSCRIPTION,
} from './fees/getFileServiceFee.js'
export type {
  GetInscriptionPaymentParameters,
  InscriptionPayment,
} from './fees/getInscriptionPayment.js'
export {
  getInscriptionPayment,
  INSCRIBE_FEE_PER_INSCRIPTION,
  INSCRIPTION_SIZE_OVERHEAD_BYTES,
  SIZE_FEE_PERCENT,
} from './fees/getInscriptionPayment.js'
export type {
  GetWalletDogeCostsParameters,
  WalletDogeCosts,
  WalletDogeCostsError,
  WalletDogeOutput,
  WalletDogeOutputKind,
  WalletPayload,
} from './fees/getWalletDogeCosts.js'
export {
  getInscribedPayload,
  getWalletDogeCosts,
} from './fees/getWalletDogeCosts.js'
export {
  AI_NFT_DEPLOY_FEE,
  AI_NFT_MINT_FEE,
  SERVICE_OUTPUT_ADDRESS,
  SERVICE_OUTPUT_VALUE,
  WALLET_NETWORK_FEE,
} from './fees/walletOutputs.js'
export { compareVersions } from './identifiers/compareVersions.js'
export type { LookalikeIndex } from './identifiers/createLookalikeIndex.js'
export { createLookalikeIndex } from './identifiers/createLookalikeIndex.js'
export { deriveReserveAddress } from './identifiers/deriveReserveAddress.js'
export type {
  DogecoinAddressKind,
  DogecoinNetwork,
} from './identifiers/dogecoinNetwork.js'
export { ADDRESS_VERSIONS } from './identifiers/dogecoinNetwork.js'
export { encodeDogecoinAddress } from './identifiers/encodeDogecoinAddress.js'
export type {
  FindReserveAddressParameters,
  ReserveAddressKind,
} from './identifiers/findReserveAddress.js'
export { findReserveAddress } from './identifiers/findReserveAddress.js'
export type { GetTickDisplayNameOptions } from './identifiers/getTickDisplayName.js'
export { getTickDisplayName } from './identifiers/getTickDisplayName.js'
export {
  getTickSkeleton,
  TICK_CONFUSABLES,
} from './identifiers/getTickSkeleton.js'
export type {
  GetTickWarningsParameters,
  TickWarning,
  TickWarningCode,
  TickWarningSeverity,
} from './identifiers/getTickWarnings.js'
export {
  ACKNOWLEDGED_WARNINGS,
  getImpersonatedNative,
  getTickWarnings,
  needsRiskAcknowledgement,
  TICK_WARNING_SEVERITY,
} from './identifiers/getTickWarnings.js'
export { isTxHash } from './identifiers/isTxHash.js'
export { isUserToken } from './identifiers/isUserToken.js'
export { isWalletVersionSupported } from './identifiers/isWalletVersionSupported.js'
export type { LpTickParts } from './identifiers/lpTick.js'
export { isLpTick, parseLpTick } from './identifiers/lpTick.js'
export { normalizeTick } from './identifiers/normalizeTick.js'
export type {
  ParseWalletVersionError,
  WalletVersion,
} from './identifiers/parseWalletVersion.js'
export {
  MIN_WALLET_VERSION,
  parseWalletVersion,
} from './identifiers/parseWalletVersion.js'
export type { ShortenAddressOptions } from './identifiers/shortenAddress.js'
export { shortenAddress } from './identifiers/shortenAddress.js'
export type {
  TickCharacterIssue,
  TickCharacterKind,
} from './identifiers/tickCharacters.js'
export {
  getTickCharacterIssues,
  getTickCharacterKind,
  revealTick,
} from './identifiers/tickCharacters.js'
export { utf8ByteLength } from './identifiers/utf8ByteLength.js'
export type {
  AddressError,
  AddressError as LinkAddressError,
  ValidDogecoinAddress,
} from './identifiers/validateDogecoinAddress.js'
export {
  isValidDogecoinAddress,
  validateDogecoinAddress,
} from './identifiers/validateDogecoinAddress.js'
export type {
  TickError,
  ValidateTickOptions,
} from './identifiers/validateTick.js'
export { validateTick } from './identifiers/validateTick.js'
export {
  isWdogeTick,
  isWrappedTick,
  WDOGE_TICK,
} from './identifiers/wdogeTick.js'
export type {
  Drc20BalanceIssue,
  Drc20WalletCosts,
  Drc20WalletPayload,
  GetDrc20WalletCostsParameters,
  InscribePaymentBreakdown,
} from './inscribe/getDrc20WalletCosts.js'
export {
  getDrc20BalanceIssue,
  getDrc20WalletCosts,
} from './inscribe/getDrc20WalletCosts.js'
export type {
  GetInscribeFormStateParameters,
  InscribeFormIssue,
  InscribeFormState,
  InscribeOp,
  InscribeTickLookup,
  InscribeToken,
} from './inscribe/getInscribeFormState.js'
export { getInscribeFormState } from './inscribe/getInscribeFormState.js'
export type {
  GetTransferFormStateParameters,
  TransferFormState,
  TransferFormStateIssue,
  TransferWarning,
} from './inscribe/getTransferFormState.js'
export { getTransferFormState } from './inscribe/getTransferFormState.js'
export type {
  InscriptionLookup,
  InscriptionLookupError,
} from './inscribe/parseInscriptionLookup.js'
export { parseInscriptionLookup } from './inscribe/parseInscriptionLookup.js'
export type {
  BoxContributionFormIssue,
  BoxContributionFormState,
  GetBoxContributionFormStateParameters,
} from './launchpad/getBoxContributionFormState.js'
export { getBoxContributionFormState } from './launchpad/getBoxContributionFormState.js'
export type {
  BoxDeployFormIssue,
  BoxDeployFormState,
  GetBoxDeployFormStateParameters,
} from './launchpad/getBoxDeployFormState.js'
export { getBoxDeployFormState } from './launchpad/getBoxDeployFormState.js'
export type {
  BoxStatus,
  GetBoxStatusParameters,
} from './launchpad/getBoxStatus.js'
export { getBoxStatus } from './launchpad/getBoxStatus.js'
export {
  BOX_LIQBLOCK_MARGIN,
  getMinimumLiqblock,
} from './launchpad/getMinimumLiqblock.js'
export type { IsBoxOpenParameters } from './launchpad/isBoxOpen.js'
export { isBoxOpen } from './launchpad/isBoxOpen.js'
export type {
  BoxFinishError,
  BoxFinishQuote,
  QuoteBoxFinishParameters,
} from './launchpad/quoteBoxFinish.js'
export { quoteBoxFinish } from './launchpad/quoteBoxFinish.js'
export type {
  BoxContributionError,
  BoxContributionWarning,
  ValidateBoxContributionParameters,
  ValidBoxContribution,
} from './launchpad/validateBoxContribution.js'
export { validateBoxContribution } from './launchpad/validateBoxContribution.js'
export type {
  BoxDeployError,
  ValidateBoxDeployParameters,
  ValidBoxDeploy,
} from './launchpad/validateBoxDeploy.js'
export { validateBoxDeploy } from './launchpad/validateBoxDeploy.js'
export type { LinkTickError, ParseLinkTickOptions } from './links/linkTick.js'
export { MAX_LINK_TICK_BYTES, readLinkTick } from './links/linkTick.js'
export { parseLinkAddress } from './links/parseLinkAddress.js'
export { parseLinkTick } from './links/parseLinkTick.js'
export type {
  BlockIndicatorState,
  GetBlockIndicatorStateParameters,
} from './machines/blockIndicator.js'
export {
  BLOCK_LAG_WARNING,
  CHAIN_HALT_INTERVALS,
  getBlockIndicatorState,
  getBlocksBehind,
  isChainHalted,
  isDataStale,
  isTradingPaused,
} from './machines/blockIndicator.js'
export type { CartError, CartEvent, CartState } from './machines/cart.js'
export { EMPTY_CART, transitionCart } from './machines/cart.js'
export type {
  FileListingEvent,
  FileListingStatus,
} from './machines/fileListing.js'
export { transitionFileListing } from './machines/fileListing.js'
export type {
  FlowEvent,
  FlowResult,
  FlowStatus,
} from './machines/flowStatus.js'
export { DEFAULT_FLOW_RESULT, transitionFlow } from './machines/flowStatus.js'
export type { OrderEvent, OrderStatus } from './machines/orderStatus.js'
export {
  isTerminalOrderStatus,
  ORDER_STATUSES,
  TERMINAL_ORDER_STATUSES,
  transitionOrderStatus,
} from './machines/orderStatus.js'
export type { StakingStatus } from './machines/stakingStatus.js'
export { getStakingStatus } from './machines/stakingStatus.js'
export type { IllegalTransitionError } from './machines/transitionError.js'
export type {
  UploadPaymentEvent,
  UploadPaymentStatus,
} from './machines/uploadPayment.js'
export { transitionUploadPayment } from './machines/uploadPayment.js'
export type {
  WalletConnectionEvent,
  WalletConnectionState,
} from './machines/walletConnection.js'
export { transitionWalletConnection } from './machines/walletConnection.js'
export type {
  BestExecution,
  BestExecutionCosts,
  BestExecutionListings,
  BestExecutionPayWith,
  BestExecutionSwap,
  BestExecutionUnavailable,
  CompareBestExecutionParameters,
} from './market/compareBestExecution.js'
export {
  BEST_EXECUTION_MAX_FILLS,
  compareBestExecution,
} from './market/compareBestExecution.js'
export type {
  OrderV1FailureCode,
  OrderV1ListingHistory,
  OrderV1OperationRow,
} from './market/describeOrderV1Operations.js'
export { describeOrderV1Operations } from './market/describeOrderV1Operations.js'
export type { ListedAmountChange } from './market/getListedAmountChange.js'
export { getListedAmountChange } from './market/getListedAmountChange.js'
export type {
  GetMarketRowsParameters,
  MarketRow,
} from './market/getMarketRows.js'
export {
  DAY_MS,
  getCandleCloses,
  getCandleVolumeSince,
  getMarketRows,
  getMarketTicks,
} from './market/getMarketRows.js'
export type {
  OrderBook,
  OrderBookEntry,
  OrderBookSide,
} from './market/getOrderBook.js'
export {
  compareOrderPrices,
  getOrderBook,
  getOrderBookEntry,
} from './market/getOrderBook.js'
export type { GetOrderUnitPriceParameters } from './market/getOrderUnitPrice.js'
export { getOrderUnitPrice } from './market/getOrderUnitPrice.js'
export type {
  GetOrderV1CancelRuleParameters,
  OrderV1CancelRule,
} from './market/getOrderV1CancelRule.js'
export { getOrderV1CancelRule } from './market/getOrderV1CancelRule.js'
export type {
  GetOrderV1FillParameters,
  OrderV1Amounts,
  OrderV1Fill,
  OrderV1FillError,
} from './market/getOrderV1Fill.js'
export {
  getOrderV1Fill,
  getPaymentForRemainder,
} from './market/getOrderV1Fill.js'
export type {
  GetOrderV1ListFormStateParameters,
  OrderV1ListFormState,
  OrderV1ListIssue,
  OrderV1PriceMode,
  OrderV1PriceWarning,
} from './market/getOrderV1ListFormState.js'
export {
  getOrderV1ListFormState,
  getOrderV1PriceWarnings,
  ORDER_PRICE_DECIMALS,
} from './market/getOrderV1ListFormState.js'
export type {
  GetOrderV1TakeFormStateParameters,
  OrderV1TakeFormState,
  OrderV1TakeIssue,
  OrderV1TakeSide,
} from './market/getOrderV1TakeFormState.js'
export { getOrderV1TakeFormState } from './market/getOrderV1TakeFormState.js'
export type {
  GetOrderV1TradeFillsParameters,
  OrderV1Operation,
} from './market/getOrderV1TradeFills.js'
export { getOrderV1TradeFills } from './market/getOrderV1TradeFills.js'
export type {
  OrderV1FillPlan,
  OrderV1FillTarget,
  OrderV1PlannedFill,
  PlanOrderV1FillsParameters,
} from './market/planOrderV1Fills.js'
export { planOrderV1Fills } from './market/planOrderV1Fills.js'
export type {
  OrderV2TradeError,
  ValidateOrderV2TradeParameters,
} from './market/validateOrderV2Trade.js'
export { validateOrderV2Trade } from './market/validateOrderV2Trade.js'
export { BPS_DENOMINATOR, isValidBps } from './math/bps.js'
export { getRatio } from './math/getRatio.js'
export { isqrt } from './math/isqrt.js'
export { maxBigInt, minBigInt } from './math/minMax.js'
export { mulDivDown, mulDivUp } from './math/mulDiv.js'
export type {
  BoxV1DeployPayload,
  BoxV1MintPayload,
  CreateBoxV1DeployPayloadParameters,
  CreateBoxV1MintPayloadParameters,
} from './payloads/boxV1Payloads.js'
export {
  createBoxV1DeployPayload,
  createBoxV1MintPayload,
} from './payloads/boxV1Payloads.js'
export type {
  CreateDrc20DeployPayloadParameters,
  CreateDrc20MintPayloadParameters,
  CreateDrc20TransferPayloadParameters,
  Drc20DeployPayload,
  Drc20MintPayload,
  Drc20TransferPayload,
} from './payloads/drc20Payloads.js'
export {
  createDrc20DeployPayload,
  createDrc20MintPayload,
  createDrc20TransferPayload,
  MAX_DRC20_SUPPLY,
} from './payloads/drc20Payloads.js'
export type {
  CreateFileTransferPayloadParameters,
  FileTransferPayload,
} from './payloads/filePayloads.js'
export { createFileTransferPayload } from './payloads/filePayloads.js'
export type {
  InscriptionPayload,
  InscriptionProtocol,
} from './payloads/inscriptionPayload.js'
export { MIN_CREATE_LIQUIDITY_PRODUCT } from './payloads/minCreateLiquidityProduct.js'
export {
  getMintOutputValue,
  INSCRIPTION_OUTPUT_VALUE,
  isValidMintRepeat,
  VALID_MINT_REPEATS,
} from './payloads/mintRepeat.js'
export type {
  CreateNftDeployPayloadParameters,
  CreateNftMintPayloadParameters,
  CreateNftTransferPayloadParameters,
  NftDeployPayload,
  NftMintPayload,
  NftTransferPayload,
} from './payloads/nftPayloads.js'
export {
  createNftDeployPayload,
  createNftMintPayload,
  createNftTransferPayload,
} from './payloads/nftPayloads.js'
export type {
  CreateOrderV1CancelPayloadParameters,
  CreateOrderV1CreatePayloadParameters,
  CreateOrderV1TradePayloadParameters,
  OrderV1CancelPayload,
  OrderV1CreatePayload,
  OrderV1TradePayload,
} from './payloads/orderV1Payloads.js'
export {
  createOrderV1CancelPayload,
  createOrderV1CreatePayload,
  createOrderV1TradePayload,
} from './payloads/orderV1Payloads.js'
export type {
  CreateOrderV2CancelPayloadParameters,
  CreateOrderV2CreatePayloadParameters,
  CreateOrderV2TradePayloadParameters,
  OrderV2CancelPayload,
  OrderV2CreatePayload,
  OrderV2TradePayload,
} from './payloads/orderV2Payloads.js'
export {
  createOrderV2CancelPayload,
  createOrderV2CreatePayload,
  createOrderV2TradePayload,
} from './payloads/orderV2Payloads.js'
export type {
  CreatePairV1AddPayloadParameters,
  CreatePairV1CreatePayloadParameters,
  CreatePairV1RemovePayloadParameters,
  CreatePairV1SwapPayloadParameters,
  PairV1AddPayload,
  PairV1CreatePayload,
  PairV1RemovePayload,
  PairV1SwapPayload,
} from './payloads/pairV1Payloads.js'
export {
  createPairV1AddPayload,
  createPairV1CreatePayload,
  createPairV1RemovePayload,
  createPairV1SwapPayload,
} from './payloads/pairV1Payloads.js'
export type {
  CreatePairV2AddPayloadParameters,
  CreatePairV2CreatePayloadParameters,
  CreatePairV2RemovePayloadParameters,
  CreatePairV2SwapPayloadParameters,
  PairV2AddPayload,
  PairV2CreatePayload,
  PairV2RemovePayload,
  PairV2SwapPayload,
} from './payloads/pairV2Payloads.js'
export {
  createPairV2AddPayload,
  createPairV2CreatePayload,
  createPairV2RemovePayload,
  createPairV2SwapPayload,
} from './payloads/pairV2Payloads.js'
export type {
  PayloadError,
  PayloadErrorCode,
} from './payloads/payloadError.js'
export {
  PAYLOAD_KEY_ORDER,
  serializePayload,
} from './payloads/serializePayload.js'
export type {
  CreateStakeV1GetAllRewardPayloadParameters,
  CreateStakeV1StakePayloadParameters,
  StakeV1GetAllRewardPayload,
  StakeV1StakePayload,
} from './payloads/stakeV1Payloads.js'
export {
  createStakeV1GetAllRewardPayload,
  createStakeV1StakePayload,
} from './payloads/stakeV1Payloads.js'
export type {
  CreateWdogeDepositPayloadParameters,
  CreateWdogeWithdrawPayloadParameters,
  WdogeDepositPayload,
  WdogeWithdrawPayload,
} from './payloads/wdogePayloads.js'
export {
  createWdogeDepositPayload,
  createWdogeWithdrawPayload,
} from './payloads/wdogePayloads.js'
export type { BlockRefreshDelay } from './polling/getBlockRefreshDelay.js'
export {
  BLOCK_NUMBER_MAX_RETRIES,
  BLOCK_REFRESH_MAX_FAILURES,
  BLOCK_REFRESH_SCHEDULE,
  getBlockNumberRetryDelay,
  getBlockRefreshDelay,
  SWAP_BLOCK_REFRESH_SCHEDULE,
} from './polling/getBlockRefreshDelay.js'
export type { GetNextPageParameters, NextPage } from './polling/getNextPage.js'
export {
  BALANCE_MAX_PAGES,
  BALANCE_PAGE_SIZE,
  getNextPage,
  TOKEN_LIST_PAGE_PAUSE_MS,
  TOKEN_LIST_PAGE_SIZE,
  WALLET_POLL_MS,
} from './polling/getNextPage.js'
export type { ShouldRefreshTokenListParameters } from './polling/shouldRefreshTokenList.js'
export {
  shouldRefreshTokenList,
  TOKEN_LIST_BLOCK_GAP,
  TOKEN_LIST_CACHE_TTL_MS,
  TOKEN_LIST_MIN_INTERVAL_MS,
} from './polling/shouldRefreshTokenList.js'
export type {
  AddLiquidityFormState,
  GetAddLiquidityFormStateParameters,
} from './pool/getAddLiquidityFormState.js'
export { getAddLiquidityFormState } from './pool/getAddLiquidityFormState.js'
export type {
  CreatePoolFormState,
  CreatePoolProtocol,
  GetCreatePoolFormStateParameters,
} from './pool/getCreatePoolFormState.js'
export { getCreatePoolFormState } from './pool/getCreatePoolFormState.js'
export type {
  GetPoolPositionParameters,
  PoolPosition,
} from './pool/getPoolPosition.js'
export { getPoolPosition, getSwapFeesTotal } from './pool/getPoolPosition.js'
export type { PoolPrices } from './pool/getPoolPrices.js'
export { getPoolPrices } from './pool/getPoolPrices.js'
export type { GetPoolRowsParameters, PoolRow } from './pool/getPoolRows.js'
export {
  findPoolRow,
  getPoolRows,
  getPoolTickOptions,
  getTakenPairIds,
  koinuFromDouble,
} from './pool/getPoolRows.js'
export type { PoolSwapVolumes } from './pool/getPoolSwapVolumes.js'
export { getPoolSwapVolumes } from './pool/getPoolSwapVolumes.js'
export { getPoolTotalVolume } from './pool/getPoolTotalVolume.js'
export type {
  GetRemoveLiquidityFormStateParameters,
  RemoveLiquidityFormState,
} from './pool/getRemoveLiquidityFormState.js'
export { getRemoveLiquidityFormState } from './pool/getRemoveLiquidityFormState.js'
export {
  getDefaultPairId,
  isPairId,
  PAIR_ID_PATTERN,
} from './pool/pairId.js'
export type {
  PoolAmountSide,
  PoolFormIssue,
  PoolPayload,
  PoolRef,
} from './pool/poolForm.js'
export type { GetStorageVersionActionParameters } from './preferences/getStorageVersionAction.js'
export { getStorageVersionAction } from './preferences/getStorageVersionAction.js'
export type {
  Language,
  ResolveLanguageParameters,
} from './preferences/resolveLanguage.js'
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  matchLanguage,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
} from './preferences/resolveLanguage.js'
export type {
  ColorScheme,
  ResolvedTheme,
  ResolveThemeParameters,
} from './preferences/resolveTheme.js'
export { resolveTheme } from './preferences/resolveTheme.js'
export type {
  StoredJsonError,
  StoredJsonList,
} from './preferences/storedJson.js'
export {
  parseStoredJson,
  parseStoredJsonList,
  stringifyForStorage,
} from './preferences/storedJson.js'
export { getFeeAmount } from './protocol/getFeeAmount.js'
export type {
  FeeOrder,
  FeeRule,
  ProtocolParams,
} from './protocol/protocolParams.js'
export {
  CURRENT_PROTOCOL,
  LAUNCH_ERA_PROTOCOL,
} from './protocol/protocolParams.js'
export type {
  AccrueStakeV1BlockParameters,
  StakeV1Staker,
} from './stake/accrueStakeV1Block.js'
export {
  accrueStakeV1Block,
  CARDI_BOOSTS,
  getEffectiveStake,
  isStakeEnded,
} from './stake/accrueStakeV1Block.js'
export type {
  GetStakeFormStateParameters,
  StakeFormIssue,
  StakeFormState,
} from './stake/getStakeFormState.js'
export { getStakeFormState } from './stake/getStakeFormState.js'
export type {
  GetStakeV1ApyParameters,
  StakeV1Apy,
  StakeV1Schedule,
} from './stake/getStakeV1Apy.js'
export {
  BLOCKS_PER_YEAR,
  getStakeV1Apy,
  getStakeV1Owed,
  STAKE_V1_ACCRUAL_END_HEIGHT,
} from './stake/getStakeV1Apy.js'
export type {
  GetStakeV1ClaimParameters,
  StakeV1ClaimError,
} from './stake/getStakeV1Claim.js'
export {
  getStakeV1Claim,
  STAKE_V1_LP_TICK,
  STAKE_V1_REWARD_POOL_ADDRESS,
  STAKE_V1_REWARD_TICK,
} from './stake/getStakeV1Claim.js'
export type {
  CheckQuoteStillValidError,
  CheckQuoteStillValidParameters,
} from './swap/checkQuoteStillValid.js'
export { checkQuoteStillValid } from './swap/checkQuoteStillValid.js'
export type {
  CreateSwapPayloadParameters,
  SwapMarket,
  SwapPayload,
} from './swap/createSwapPayload.js'
export { createSwapPayload } from './swap/createSwapPayload.js'
export {
  DEFAULT_SLIPPAGE_BPS,
  getMinimumReceived,
} from './swap/getMinimumReceived.js'
export { getSlippage } from './swap/getSlippage.js'
export type {
  GetSwapFormStateParameters,
  SwapFormState,
  SwapFormStateIssue,
} from './swap/getSwapFormState.js'
export { getSwapFormState } from './swap/getSwapFormState.js'
export type { SwapReserves } from './swap/getSwapReserves.js'
export {
  getPairV1SwapReserves,
  getPairV2SwapReserves,
} from './swap/getSwapReserves.js'
export type { HasPriceMovedBeyondParameters } from './swap/hasPriceMovedBeyond.js'
export { hasPriceMovedBeyond } from './swap/hasPriceMovedBeyond.js'
export type {
  ParsedSlippage,
  ParseSlippageError,
  SlippageWarning,
} from './swap/parseSlippage.js'
export {
  parseSlippage,
  SLIPPAGE_CLAMP_BPS,
  SLIPPAGE_FRONT_RUN_FROM_BPS,
  SLIPPAGE_MAY_FAIL_BELOW_BPS,
} from './swap/parseSlippage.js'
export type {
  RecheckSwapParameters,
  SwapRecheck,
} from './swap/recheckSwap.js'
export { recheckSwap } from './swap/recheckSwap.js'
export type { SearchSwapSidesParameters } from './swap/searchSwapSides.js'
export {
  getSwapSideKey,
  getSwapSideName,
  searchSwapSides,
} from './swap/searchSwapSides.js'
export {
  DEFAULT_DEADLINE_MINUTES,
  isQuoteExpired,
  MAX_DEADLINE_MINUTES,
  parseDeadlineMinutes,
} from './swap/swapDeadline.js'
export type {
  PoolSwapLink,
  SwapPair,
  SwapPairParams,
  SwapSelection,
  SwapSide,
} from './swap/swapSide.js'
export {
  getPoolSwapLink,
  getPoolSwapPair,
  getSwapPair,
  getSwapPairParams,
  getSwapSides,
  isDogeSwap,
  isSameSwapSide,
  isSameTokenLink,
  reverseSwapPair,
  selectPoolSwapSide,
  selectSwapSide,
} from './swap/swapSide.js'
export type {
  SwapFormIssue,
  ValidateSwapFormParameters,
  ValidSwapForm,
} from './swap/validateSwapForm.js'
export { validateSwapForm } from './swap/validateSwapForm.js'
export {
  BASE_UNITS_PER_DOGE,
  DOGE_DECIMALS,
  TOKEN_DECIMALS,
} from './units/constants.js'
export type { FormatAmountOptions } from './units/formatAmount.js'
export { formatAmount } from './units/formatAmount.js'
export {
  type CompactNotation,
  ENGLISH_COMPACT_NOTATION,
  formatCompact,
} from './units/formatCompact.js'
export type { FormatPriceOptions } from './units/formatPrice.js'
export { formatPrice } from './units/formatPrice.js'
export { formatUnits } from './units/formatUnits.js'
export type { FormatUsdValueOptions } from './units/formatUsdValue.js'
export { formatUsdValue } from './units/formatUsdValue.js'
export type { GetPriceParameters } from './units/getPrice.js'
export { getPrice } from './units/getPrice.js'
export { getProgressPercent } from './units/getProgressPercent.js'
export { getUsdValue } from './units/getUsdValue.js'
export type {
  DecimalMarkHint,
  DecimalSeparators,
  WrongDecimalSeparator,
} from './units/normalizeDecimalText.js'
export {
  getDecimalMarkHint,
  normalizeDecimalText,
} from './units/normalizeDecimalText.js'
export type { ParseUnitsError } from './units/parseUnits.js'
export { parseUnits } from './units/parseUnits.js'
export type { ArchiveBudgetBreach } from './upload/archiveLimits.js'
export {
  getArchiveBudgetBreach,
  getArchiveFileExtension,
  isIgnoredArchiveEntry,
  isUnsafeArchivePath,
  MAX_ARCHIVE_BYTES,
  MAX_ARCHIVE_ENTRIES,
} from './upload/archiveLimits.js'
export type { UploadImageType } from './upload/detectImageType.js'
export {
  detectImageType,
  IMAGE_SIGNATURE_BYTES,
} from './upload/detectImageType.js'
export type { UploadOrderQuote } from './upload/getUploadOrderQuote.js'
export {
  getFileServiceShare,
  getUploadOrderQuote,
} from './upload/getUploadOrderQuote.js'
export type { UploadPaymentCosts } from './upload/getUploadPaymentCosts.js'
export { getUploadPaymentCosts } from './upload/getUploadPaymentCosts.js'
export { parseMaxFileSize } from './upload/parseMaxFileSize.js'
export type {
  UploadFileStatus,
  UploadOrderStatus,
} from './upload/uploadOrderStatus.js'
export {
  countUploadFiles,
  getUploadOrderRecordStatus,
  getUploadPaymentStep,
  isUploadOrderFinished,
  UPLOAD_FILE_STATUSES,
  UPLOAD_ORDER_STATUSES,
} from './upload/uploadOrderStatus.js'
export type {
  CheckedUploadFile,
  UploadFileEntry,
  UploadFileIssue,
  ValidateUploadFilesReturnType,
} from './upload/validateUploadFiles.js'
export { validateUploadFiles } from './upload/validateUploadFiles.js'
export {
  ALLOWED_FILE_EXTENSIONS,
  MAX_BATCH_FILES,
  MAX_CART_FILES,
  MAX_FILE_SIZE_BYTES,
  MIN_UPLOAD_VOLUME,
} from './validation/fileLimits.js'
export type { FormIssue } from './validation/formIssues.js'
export type { AmountFieldIssueCode } from './validation/parseAmountField.js'
export type { CollectionIssue } from './validation/validateCollection.js'
export { validateCollection } from './validation/validateCollection.js'
export type {
  DeployFormIssue,
  DeployFormIssueCode,
  ValidateDeployFormParameters,
  ValidDeployForm,
} from './validation/validateDeployForm.js'
export { validateDeployForm } from './validation/validateDeployForm.js'
export type {
  FileBatchAction,
  FileSelectionIssue,
} from './validation/validateFileSelection.js'
export {
  validateCartAddition,
  validateFileBatch,
} from './validation/validateFileSelection.js'
export type { ListingPriceIssue } from './validation/validateListingPrice.js'
export { validateListingPrice } from './validation/validateListingPrice.js'
export type {
  MintableToken,
  MintFormIssue,
  MintFormIssueCode,
  ValidateMintFormParameters,
  ValidMintForm,
} from './validation/validateMintForm.js'
export {
  getMaxMintRepeat,
  validateMintForm,
} from './validation/validateMintForm.js'
export type {
  TransferFormIssue,
  TransferFormIssueCode,
  ValidateTransferFormParameters,
  ValidTransferForm,
} from './validation/validateTransferForm.js'
export { validateTransferForm } from './validation/validateTransferForm.js'
export type {
  ArchiveEntry,
  UploadArchiveIssue,
  ValidateUploadArchiveParameters,
} from './validation/validateUploadArchive.js'
export { validateUploadArchive } from './validation/validateUploadArchive.js'
export type {
  UploadOrderIssue,
  ValidateUploadOrderParameters,
} from './validation/validateUploadOrder.js'
export { validateUploadOrder } from './validation/validateUploadOrder.js'
export type {
  DogeLegPayment,
  PaymentLeg,
} from './wrap/getDogeLegPayment.js'
export { getDogeLegPayment, hasWdogeLeg } from './wrap/getDogeLegPayment.js'
export { getLargestWrap } from './wrap/getLargestWrap.js'
export type {
  GetUnwrapFormStateParameters,
  GetWrapFormStateParameters,
  UnwrapFormIssue,
  UnwrapFormState,
  WrapFormIssue,
  WrapFormState,
} from './wrap/getWrapFormState.js'
export {
  getUnwrapFormState,
  getWrapFormState,
} from './wrap/getWrapFormState.js'
export type {
  DepositError,
  ValidateDepositParameters,
  ValidDeposit,
} from './wrap/validateDeposit.js'
export { validateDeposit } from './wrap/validateDeposit.js'
export type {
  ValidateWithdrawParameters,
  WithdrawError,
} from './wrap/validateWithdraw.js'
export { validateWithdraw } from './wrap/validateWithdraw.js'
export type { WrapQuote } from './wrap/wrapFee.js'
export { getDogeLegFee, quoteWrap, wrapFee } from './wrap/wrapFee.js'
