import { getBoxOrders } from './box/getBoxOrders.js'
import { getBoxSales } from './box/getBoxSales.js'
import { getCrossOrder } from './cross/getCrossOrder.js'
import { createInscriptionOrderV3 } from './custodial/createInscriptionOrderV3.js'
import { createSwapOrderV3 } from './custodial/createSwapOrderV3.js'
import { getBalances } from './drc20/getBalances.js'
import { getBalancesV3 } from './drc20/getBalancesV3.js'
import { getBalanceV3 } from './drc20/getBalanceV3.js'
import { getDrc20History } from './drc20/getDrc20History.js'
import { getDrc20Orders } from './drc20/getDrc20Orders.js'
import { getHoldersV3 } from './drc20/getHoldersV3.js'
import { getOgList } from './drc20/getOgList.js'
import { getOgStatus } from './drc20/getOgStatus.js'
import { getTokens } from './drc20/getTokens.js'
import { getTokensV3 } from './drc20/getTokensV3.js'
import { getTokenV3 } from './drc20/getTokenV3.js'
import { getExchangeCandles } from './exchange/getExchangeCandles.js'
import { getExchangeListings } from './exchange/getExchangeListings.js'
import { getExchangeOrders } from './exchange/getExchangeOrders.js'
import { getExchangeSummaries } from './exchange/getExchangeSummaries.js'
import { getExchangeSummariesV3 } from './exchange/getExchangeSummariesV3.js'
import { getExchangeTotals } from './exchange/getExchangeTotals.js'
import { getFileCollectionAttributes } from './file/getFileCollectionAttributes.js'
import { getFileCollectionItems } from './file/getFileCollectionItems.js'
import { getFileCollections } from './file/getFileCollections.js'
import { getFileHoldings } from './file/getFileHoldings.js'
import { getFileOrders } from './file/getFileOrders.js'
import { uploadCollectionItemsMeta } from './file/uploadCollectionItemsMeta.js'
import { uploadCollectionMeta } from './file/uploadCollectionMeta.js'
import { getFileCollectionSummaries } from './fileExchange/getFileCollectionSummaries.js'
import { getFileExchangeActivity } from './fileExchange/getFileExchangeActivity.js'
import { getFileExchangeItems } from './fileExchange/getFileExchangeItems.js'
import { getFileExchangeOrders } from './fileExchange/getFileExchangeOrders.js'
import { getBlockInfo } from './info/getBlockInfo.js'
import { getBlockInfoWithRetry } from './info/getBlockInfoWithRetry.js'
import { getLastNumber } from './info/getLastNumber.js'
import { getNftCollections } from './nft/getNftCollections.js'
import { getNftItems } from './nft/getNftItems.js'
import { getNftOrders } from './nft/getNftOrders.js'
import { getOrderByHashV3 } from './orders/getOrderByHashV3.js'
import { getOrderByIdV3 } from './orders/getOrderByIdV3.js'
import { getOrdersByAddressV3 } from './orders/getOrdersByAddressV3.js'
import { fetchAllBalances } from './paging/fetchAllBalances.js'
import { fetchAllTokens } from './paging/fetchAllTokens.js'
import { getDogeUsdPrice } from './services/getDogeUsdPrice.js'
import { getGasTiers } from './services/getGasTiers.js'
import { getUtxoBalance } from './services/getUtxoBalance.js'
import { getStakeOrders } from './stake/getStakeOrders.js'
import { getStakePools } from './stake/getStakePools.js'
import { getStakePositions } from './stake/getStakePositions.js'
import { getStakeRewards } from './stake/getStakeRewards.js'
import { getStakeTotals } from './stake/getStakeTotals.js'
import { getAllReservesV3 } from './swap/getAllReservesV3.js'
import { getLiquidityPositions } from './swap/getLiquidityPositions.js'
import { getReservesV3 } from './swap/getReservesV3.js'
import { getSwapCandles } from './swap/getSwapCandles.js'
import { getSwapOrders } from './swap/getSwapOrders.js'
import { getSwapPairs } from './swap/getSwapPairs.js'
import { getSwapPools } from './swap/getSwapPools.js'
import { getSwapPrices } from './swap/getSwapPrices.js'
import { getSwapPricesV3 } from './swap/getSwapPricesV3.js'
import { getSwapSummaries } from './swap/getSwapSummaries.js'
import { getSwapTvl } from './swap/getSwapTvl.js'
import { getSwapTvlTotal } from './swap/getSwapTvlTotal.js'
import { getLiquidityPositionsV2 } from './swapV2/getLiquidityPositionsV2.js'
import { getSwapV2Candles } from './swapV2/getSwapV2Candles.js'
import { getSwapV2Orders } from './swapV2/getSwapV2Orders.js'
import { getSwapV2Pools } from './swapV2/getSwapV2Pools.js'
import { getSwapV2Prices } from './swapV2/getSwapV2Prices.js'
import { createApiTransport } from './transport/createApiTransport.js'
import type { ApiClientConfig, ApiTransport } from './transport/types.js'
import { broadcastTransaction } from './tx/broadcastTransaction.js'
import { createUploadOrder, getUploadOrder } from './upload/uploadOrders.js'
import { getWdogeOrders } from './wdoge/getWdogeOrders.js'

/**
 * Creates the client of the provider API and side services. The value holds
 * the resolved configuration (it can be passed wherever an `ApiTransport`
 * is expected, e.g. `getTokens(client, …)`) plus one method per route.
 *
 * ```ts
 * const api = createApiClient({ baseUrl: 'https://api.dogeuni.com' })
 * const tokens = await api.getTokens({ limit: 20 })
 * ```
 */
export function createApiClient(config: ApiClientConfig) {
  const transport = createApiTransport(config)
  /** A route function with the transport bound: `(params?, options?)`. */
  const bind =
    <A extends unknown[], R>(route: (client: ApiTransport, ...args: A) => R) =>
    (...args: A): R =>
      route(transport, ...args)
  return {
    ...transport,
    getBoxOrders: bind(getBoxOrders),
    getBoxSales: bind(getBoxSales),
    getCrossOrder: bind(getCrossOrder),
    createInscriptionOrderV3: bind(createInscriptionOrderV3),
    createSwapOrderV3: bind(createSwapOrderV3),
    getBalanceV3: bind(getBalanceV3),
    getBalances: bind(getBalances),
    getBalancesV3: bind(getBalancesV3),
    getDrc20History: bind(getDrc20History),
    getDrc20Orders: bind(getDrc20Orders),
    getHoldersV3: bind(getHoldersV3),
    getOgList: bind(getOgList),
    getOgStatus: bind(getOgStatus),
    getTokenV3: bind(getTokenV3),
    getTokens: bind(getTokens),
    getTokensV3: bind(getTokensV3),
    getExchangeCandles: bind(getExchangeCandles),
    getExchangeListings: bind(getExchangeListings),
    getExchangeOrders: bind(getExchangeOrders),
    getExchangeSummaries: bind(getExchangeSummaries),
    getExchangeSummariesV3: bind(getExchangeSummariesV3),
    getExchangeTotals: bind(getExchangeTotals),
    getFileCollectionAttributes: bind(getFileCollectionAttributes),
    getFileCollectionItems: bind(getFileCollectionItems),
    getFileCollections: bind(getFileCollections),
    getFileHoldings: bind(getFileHoldings),
    getFileOrders: bind(getFileOrders),
    uploadCollectionItemsMeta: bind(uploadCollectionItemsMeta),
    uploadCollectionMeta: bind(uploadCollectionMeta),
    getFileCollectionSummaries: bind(getFileCollectionSummaries),
    getFileExchangeActivity: bind(getFileExchangeActivity),
    getFileExchangeItems: bind(getFileExchangeItems),
    getFileExchangeOrders: bind(getFileExchangeOrders),
    getBlockInfo: bind(getBlockInfo),
    getBlockInfoWithRetry: bind(getBlockInfoWithRetry),
    getLastNumber: bind(getLastNumber),
    getNftCollections: bind(getNftCollections),
    getNftItems: bind(getNftItems),
    getNftOrders: bind(getNftOrders),
    getOrderByHashV3: bind(getOrderByHashV3),
    getOrderByIdV3: bind(getOrderByIdV3),
    getOrdersByAddressV3: bind(getOrdersByAddressV3),
    getStakeOrders: bind(getStakeOrders),
    getStakePools: bind(getStakePools),
    getStakePositions: bind(getStakePositions),
    getStakeRewards: bind(getStakeRewards),
    getStakeTotals: bind(getStakeTotals),
    getAllReservesV3: bind(getAllReservesV3),
    getLiquidityPositions: bind(getLiquidityPositions),
    getReservesV3: bind(getReservesV3),
    getSwapCandles: bind(getSwapCandles),
    getSwapOrders: bind(getSwapOrders),
    getSwapPairs: bind(getSwapPairs),
    getSwapPools: bind(getSwapPools),
    getSwapPrices: bind(getSwapPrices),
    getSwapPricesV3: bind(getSwapPricesV3),
    getSwapSummaries: bind(getSwapSummaries),
    getSwapTvl: bind(getSwapTvl),
    getSwapTvlTotal: bind(getSwapTvlTotal),
    getLiquidityPositionsV2: bind(getLiquidityPositionsV2),
    getSwapV2Candles: bind(getSwapV2Candles),
    getSwapV2Orders: bind(getSwapV2Orders),
    getSwapV2Pools: bind(getSwapV2Pools),
    getSwapV2Prices: bind(getSwapV2Prices),
    broadcastTransaction: bind(broadcastTransaction),
    getWdogeOrders: bind(getWdogeOrders),
    fetchAllTokens: bind(fetchAllTokens),
    fetchAllBalances: bind(fetchAllBalances),
    getUtxoBalance: bind(getUtxoBalance),
    createUploadOrder: bind(createUploadOrder),
    getUploadOrder: bind(getUploadOrder),
    getDogeUsdPrice: bind(getDogeUsdPrice),
    getGasTiers: bind(getGasTiers),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
