export type { GetBoxOrdersParameters } from './box/getBoxOrders.js'
export { getBoxOrders } from './box/getBoxOrders.js'
export type { GetBoxSalesParameters } from './box/getBoxSales.js'
export { getBoxSales } from './box/getBoxSales.js'
export type { ApiClient } from './createApiClient.js'
export { createApiClient } from './createApiClient.js'
export type { GetCrossOrderParameters } from './cross/getCrossOrder.js'
export { getCrossOrder } from './cross/getCrossOrder.js'
export type {
  CreateInscriptionOrderV3Parameters,
  CreateInscriptionOrderV3ReturnType,
} from './custodial/createInscriptionOrderV3.js'
export { createInscriptionOrderV3 } from './custodial/createInscriptionOrderV3.js'
export type {
  CreateSwapOrderV3Parameters,
  CreateSwapOrderV3ReturnType,
} from './custodial/createSwapOrderV3.js'
export { createSwapOrderV3 } from './custodial/createSwapOrderV3.js'
export type { GetBalancesParameters } from './drc20/getBalances.js'
export { getBalances } from './drc20/getBalances.js'
export type { GetBalancesV3Parameters } from './drc20/getBalancesV3.js'
export { getBalancesV3 } from './drc20/getBalancesV3.js'
export type { GetBalanceV3Parameters } from './drc20/getBalanceV3.js'
export { getBalanceV3 } from './drc20/getBalanceV3.js'
export type { GetDrc20HistoryParameters } from './drc20/getDrc20History.js'
export { getDrc20History } from './drc20/getDrc20History.js'
export type { GetDrc20OrdersParameters } from './drc20/getDrc20Orders.js'
export { getDrc20Orders } from './drc20/getDrc20Orders.js'
export type { GetHoldersV3Parameters } from './drc20/getHoldersV3.js'
export { getHoldersV3 } from './drc20/getHoldersV3.js'
export { getOgList } from './drc20/getOgList.js'
export type { GetOgStatusParameters } from './drc20/getOgStatus.js'
export { getOgStatus } from './drc20/getOgStatus.js'
export type { GetTokensParameters } from './drc20/getTokens.js'
export { getTokens } from './drc20/getTokens.js'
export { getTokensV3 } from './drc20/getTokensV3.js'
export type { GetTokenV3Parameters } from './drc20/getTokenV3.js'
export { getTokenV3 } from './drc20/getTokenV3.js'
export type { ApiError, ApiErrorKind, DecodeIssue } from './errors.js'
export type { GetExchangeCandlesParameters } from './exchange/getExchangeCandles.js'
export { getExchangeCandles } from './exchange/getExchangeCandles.js'
export type { GetExchangeListingsParameters } from './exchange/getExchangeListings.js'
export { getExchangeListings } from './exchange/getExchangeListings.js'
export type { GetExchangeOrdersParameters } from './exchange/getExchangeOrders.js'
export { getExchangeOrders } from './exchange/getExchangeOrders.js'
export type { GetExchangeSummariesParameters } from './exchange/getExchangeSummaries.js'
export { getExchangeSummaries } from './exchange/getExchangeSummaries.js'
export type { GetExchangeSummariesV3Parameters } from './exchange/getExchangeSummariesV3.js'
export { getExchangeSummariesV3 } from './exchange/getExchangeSummariesV3.js'
export { getExchangeTotals } from './exchange/getExchangeTotals.js'
export type { GetFileCollectionAttributesParameters } from './file/getFileCollectionAttributes.js'
export { getFileCollectionAttributes } from './file/getFileCollectionAttributes.js'
export type { GetFileCollectionItemsParameters } from './file/getFileCollectionItems.js'
export { getFileCollectionItems } from './file/getFileCollectionItems.js'
export type { GetFileCollectionsParameters } from './file/getFileCollections.js'
export { getFileCollections } from './file/getFileCollections.js'
export type { GetFileHoldingsParameters } from './file/getFileHoldings.js'
export { getFileHoldings } from './file/getFileHoldings.js'
export type { GetFileOrdersParameters } from './file/getFileOrders.js'
export { getFileOrders } from './file/getFileOrders.js'
export type { UploadCollectionItemsMetaParameters } from './file/uploadCollectionItemsMeta.js'
export { uploadCollectionItemsMeta } from './file/uploadCollectionItemsMeta.js'
export type { UploadCollectionMetaParameters } from './file/uploadCollectionMeta.js'
export { uploadCollectionMeta } from './file/uploadCollectionMeta.js'
export type { GetFileCollectionSummariesParameters } from './fileExchange/getFileCollectionSummaries.js'
export { getFileCollectionSummaries } from './fileExchange/getFileCollectionSummaries.js'
export type { GetFileExchangeActivityParameters } from './fileExchange/getFileExchangeActivity.js'
export { getFileExchangeActivity } from './fileExchange/getFileExchangeActivity.js'
export type { GetFileExchangeItemsParameters } from './fileExchange/getFileExchangeItems.js'
export { getFileExchangeItems } from './fileExchange/getFileExchangeItems.js'
export type { GetFileExchangeOrdersParameters } from './fileExchange/getFileExchangeOrders.js'
export { getFileExchangeOrders } from './fileExchange/getFileExchangeOrders.js'
export { getBlockInfo } from './info/getBlockInfo.js'
export { getBlockInfoWithRetry } from './info/getBlockInfoWithRetry.js'
export { getLastNumber } from './info/getLastNumber.js'
export type { GetNftCollectionsParameters } from './nft/getNftCollections.js'
export { getNftCollections } from './nft/getNftCollections.js'
export type { GetNftItemsParameters } from './nft/getNftItems.js'
export { getNftItems } from './nft/getNftItems.js'
export type { GetNftOrdersParameters } from './nft/getNftOrders.js'
export { getNftOrders } from './nft/getNftOrders.js'
export type { GetOrderByHashV3Parameters } from './orders/getOrderByHashV3.js'
export { getOrderByHashV3 } from './orders/getOrderByHashV3.js'
export type { GetOrderByIdV3Parameters } from './orders/getOrderByIdV3.js'
export { getOrderByIdV3 } from './orders/getOrderByIdV3.js'
export type { GetOrdersByAddressV3Parameters } from './orders/getOrdersByAddressV3.js'
export { getOrdersByAddressV3 } from './orders/getOrdersByAddressV3.js'
export type {
  FetchAllBalancesOptions,
  FetchAllBalancesReturnType,
} from './paging/fetchAllBalances.js'
export { fetchAllBalances } from './paging/fetchAllBalances.js'
export type {
  FetchAllTokensOptions,
  FetchAllTokensReturnType,
  PagingProgress,
} from './paging/fetchAllTokens.js'
export {
  fetchAllTokens,
  MAX_UNCACHED_TOKEN_PAGE_SIZE,
} from './paging/fetchAllTokens.js'
export type { GetDogeUsdPriceReturnType } from './services/getDogeUsdPrice.js'
export { getDogeUsdPrice } from './services/getDogeUsdPrice.js'
export type { ServiceGasTiers } from './services/getGasTiers.js'
export { getGasTiers } from './services/getGasTiers.js'
export type {
  GetUtxoBalanceParameters,
  GetUtxoBalanceReturnType,
} from './services/getUtxoBalance.js'
export { getUtxoBalance } from './services/getUtxoBalance.js'
export type { GetStakeOrdersParameters } from './stake/getStakeOrders.js'
export { getStakeOrders } from './stake/getStakeOrders.js'
export type { GetStakePoolsParameters } from './stake/getStakePools.js'
export { getStakePools } from './stake/getStakePools.js'
export type { GetStakePositionsParameters } from './stake/getStakePositions.js'
export { getStakePositions } from './stake/getStakePositions.js'
export type { GetStakeRewardsParameters } from './stake/getStakeRewards.js'
export { getStakeRewards } from './stake/getStakeRewards.js'
export { getStakeTotals } from './stake/getStakeTotals.js'
export { getAllReservesV3 } from './swap/getAllReservesV3.js'
export type { GetLiquidityPositionsParameters } from './swap/getLiquidityPositions.js'
export { getLiquidityPositions } from './swap/getLiquidityPositions.js'
export type { GetReservesV3Parameters } from './swap/getReservesV3.js'
export { getReservesV3 } from './swap/getReservesV3.js'
export type { GetSwapCandlesParameters } from './swap/getSwapCandles.js'
export { getSwapCandles } from './swap/getSwapCandles.js'
export type { GetSwapOrdersParameters } from './swap/getSwapOrders.js'
export { getSwapOrders } from './swap/getSwapOrders.js'
export type { GetSwapPairsParameters } from './swap/getSwapPairs.js'
export { getSwapPairs } from './swap/getSwapPairs.js'
export type { GetSwapPoolsParameters } from './swap/getSwapPools.js'
export { getSwapPools } from './swap/getSwapPools.js'
export { getSwapPrices } from './swap/getSwapPrices.js'
export { getSwapPricesV3 } from './swap/getSwapPricesV3.js'
export type { GetSwapSummariesParameters } from './swap/getSwapSummaries.js'
export { getSwapSummaries } from './swap/getSwapSummaries.js'
export type { GetSwapTvlParameters } from './swap/getSwapTvl.js'
export { getSwapTvl } from './swap/getSwapTvl.js'
export type { GetSwapTvlTotalParameters } from './swap/getSwapTvlTotal.js'
export { getSwapTvlTotal } from './swap/getSwapTvlTotal.js'
export type { GetLiquidityPositionsV2Parameters } from './swapV2/getLiquidityPositionsV2.js'
export { getLiquidityPositionsV2 } from './swapV2/getLiquidityPositionsV2.js'
export type { GetSwapV2CandlesParameters } from './swapV2/getSwapV2Candles.js'
export { getSwapV2Candles } from './swapV2/getSwapV2Candles.js'
export type { GetSwapV2OrdersParameters } from './swapV2/getSwapV2Orders.js'
export { getSwapV2Orders } from './swapV2/getSwapV2Orders.js'
export type { GetSwapV2PoolsParameters } from './swapV2/getSwapV2Pools.js'
export { getSwapV2Pools } from './swapV2/getSwapV2Pools.js'
export { getSwapV2Prices } from './swapV2/getSwapV2Prices.js'
export type {
  ParseJsonBodyError,
  ParseJsonBodyOptions,
} from './transport/parseJsonBody.js'
export { parseJsonBody } from './transport/parseJsonBody.js'
export type { ScaleDecimalRounding } from './transport/scaleDecimal.js'
export { scaleDecimal } from './transport/scaleDecimal.js'
export type {
  ApiClientConfig,
  ApiServices,
  ApiTransport,
  ApiVersion,
  CallOptions,
  FeeServiceEndpoint,
  FetchLike,
  Page,
  ServiceEndpoint,
  Sleep,
} from './transport/types.js'
export type {
  BroadcastTransactionParameters,
  BroadcastTransactionReturnType,
} from './tx/broadcastTransaction.js'
export { broadcastTransaction } from './tx/broadcastTransaction.js'
export type {
  CreateUploadOrderParameters,
  UploadOrder,
  UploadOrderFile,
} from './upload/uploadOrders.js'
export { createUploadOrder, getUploadOrder } from './upload/uploadOrders.js'
export type { GetWdogeOrdersParameters } from './wdoge/getWdogeOrders.js'
export { getWdogeOrders } from './wdoge/getWdogeOrders.js'
