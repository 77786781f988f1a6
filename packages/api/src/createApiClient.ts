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
import type { ApiClientConfig, CallOptions } from './transport/types.js'
import { broadcastTransaction } from './tx/broadcastTransaction.js'
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
  return {
    ...transport,
    getBoxOrders: (
      params?: Parameters<typeof getBoxOrders>[1],
      options?: CallOptions,
    ) => getBoxOrders(transport, params, options),
    getBoxSales: (
      params?: Parameters<typeof getBoxSales>[1],
      options?: CallOptions,
    ) => getBoxSales(transport, params, options),
    getCrossOrder: (
      params: Parameters<typeof getCrossOrder>[1],
      options?: CallOptions,
    ) => getCrossOrder(transport, params, options),
    createInscriptionOrderV3: (
      params: Parameters<typeof createInscriptionOrderV3>[1],
      options?: CallOptions,
    ) => createInscriptionOrderV3(transport, params, options),
    createSwapOrderV3: (
      params: Parameters<typeof createSwapOrderV3>[1],
      options?: CallOptions,
    ) => createSwapOrderV3(transport, params, options),
    getBalanceV3: (
      params: Parameters<typeof getBalanceV3>[1],
      options?: CallOptions,
    ) => getBalanceV3(transport, params, options),
    getBalances: (
      params?: Parameters<typeof getBalances>[1],
      options?: CallOptions,
    ) => getBalances(transport, params, options),
    getBalancesV3: (
      params: Parameters<typeof getBalancesV3>[1],
      options?: CallOptions,
    ) => getBalancesV3(transport, params, options),
    getDrc20History: (
      params?: Parameters<typeof getDrc20History>[1],
      options?: CallOptions,
    ) => getDrc20History(transport, params, options),
    getDrc20Orders: (
      params?: Parameters<typeof getDrc20Orders>[1],
      options?: CallOptions,
    ) => getDrc20Orders(transport, params, options),
    getHoldersV3: (
      params: Parameters<typeof getHoldersV3>[1],
      options?: CallOptions,
    ) => getHoldersV3(transport, params, options),
    getOgList: (options?: CallOptions) => getOgList(transport, options),
    getOgStatus: (
      params: Parameters<typeof getOgStatus>[1],
      options?: CallOptions,
    ) => getOgStatus(transport, params, options),
    getTokenV3: (
      params: Parameters<typeof getTokenV3>[1],
      options?: CallOptions,
    ) => getTokenV3(transport, params, options),
    getTokens: (
      params?: Parameters<typeof getTokens>[1],
      options?: CallOptions,
    ) => getTokens(transport, params, options),
    getTokensV3: (options?: CallOptions) => getTokensV3(transport, options),
    getExchangeCandles: (
      params: Parameters<typeof getExchangeCandles>[1],
      options?: CallOptions,
    ) => getExchangeCandles(transport, params, options),
    getExchangeListings: (
      params?: Parameters<typeof getExchangeListings>[1],
      options?: CallOptions,
    ) => getExchangeListings(transport, params, options),
    getExchangeOrders: (
      params?: Parameters<typeof getExchangeOrders>[1],
      options?: CallOptions,
    ) => getExchangeOrders(transport, params, options),
    getExchangeSummaries: (
      params?: Parameters<typeof getExchangeSummaries>[1],
      options?: CallOptions,
    ) => getExchangeSummaries(transport, params, options),
    getExchangeTotals: (options?: CallOptions) =>
      getExchangeTotals(transport, options),
    getFileCollectionAttributes: (
      params?: Parameters<typeof getFileCollectionAttributes>[1],
      options?: CallOptions,
    ) => getFileCollectionAttributes(transport, params, options),
    getFileCollectionItems: (
      params: Parameters<typeof getFileCollectionItems>[1],
      options?: CallOptions,
    ) => getFileCollectionItems(transport, params, options),
    getFileCollections: (
      params?: Parameters<typeof getFileCollections>[1],
      options?: CallOptions,
    ) => getFileCollections(transport, params, options),
    getFileHoldings: (
      params?: Parameters<typeof getFileHoldings>[1],
      options?: CallOptions,
    ) => getFileHoldings(transport, params, options),
    getFileOrders: (
      params?: Parameters<typeof getFileOrders>[1],
      options?: CallOptions,
    ) => getFileOrders(transport, params, options),
    uploadCollectionItemsMeta: (
      params: Parameters<typeof uploadCollectionItemsMeta>[1],
      options?: CallOptions,
    ) => uploadCollectionItemsMeta(transport, params, options),
    uploadCollectionMeta: (
      params: Parameters<typeof uploadCollectionMeta>[1],
      options?: CallOptions,
    ) => uploadCollectionMeta(transport, params, options),
    getFileCollectionSummaries: (
      params?: Parameters<typeof getFileCollectionSummaries>[1],
      options?: CallOptions,
    ) => getFileCollectionSummaries(transport, params, options),
    getFileExchangeActivity: (
      params?: Parameters<typeof getFileExchangeActivity>[1],
      options?: CallOptions,
    ) => getFileExchangeActivity(transport, params, options),
    getFileExchangeItems: (
      params?: Parameters<typeof getFileExchangeItems>[1],
      options?: CallOptions,
    ) => getFileExchangeItems(transport, params, options),
    getFileExchangeOrders: (
      params?: Parameters<typeof getFileExchangeOrders>[1],
      options?: CallOptions,
    ) => getFileExchangeOrders(transport, params, options),
    getBlockInfo: (options?: CallOptions) => getBlockInfo(transport, options),
    getBlockInfoWithRetry: (options?: CallOptions) =>
      getBlockInfoWithRetry(transport, options),
    getLastNumber: (options?: CallOptions) => getLastNumber(transport, options),
    getNftCollections: (
      params?: Parameters<typeof getNftCollections>[1],
      options?: CallOptions,
    ) => getNftCollections(transport, params, options),
    getNftItems: (
      params?: Parameters<typeof getNftItems>[1],
      options?: CallOptions,
    ) => getNftItems(transport, params, options),
    getNftOrders: (
      params?: Parameters<typeof getNftOrders>[1],
      options?: CallOptions,
    ) => getNftOrders(transport, params, options),
    getOrderByHashV3: (
      params: Parameters<typeof getOrderByHashV3>[1],
      options?: CallOptions,
    ) => getOrderByHashV3(transport, params, options),
    getOrderByIdV3: (
      params: Parameters<typeof getOrderByIdV3>[1],
      options?: CallOptions,
    ) => getOrderByIdV3(transport, params, options),
    getOrdersByAddressV3: (
      params: Parameters<typeof getOrdersByAddressV3>[1],
      options?: CallOptions,
    ) => getOrdersByAddressV3(transport, params, options),
    getStakeOrders: (
      params?: Parameters<typeof getStakeOrders>[1],
      options?: CallOptions,
    ) => getStakeOrders(transport, params, options),
    getStakePools: (
      params?: Parameters<typeof getStakePools>[1],
      options?: CallOptions,
    ) => getStakePools(transport, params, options),
    getStakePositions: (
      params?: Parameters<typeof getStakePositions>[1],
      options?: CallOptions,
    ) => getStakePositions(transport, params, options),
    getStakeRewards: (
      params: Parameters<typeof getStakeRewards>[1],
      options?: CallOptions,
    ) => getStakeRewards(transport, params, options),
    getStakeTotals: (options?: CallOptions) =>
      getStakeTotals(transport, options),
    getAllReservesV3: (options?: CallOptions) =>
      getAllReservesV3(transport, options),
    getLiquidityPositions: (
      params?: Parameters<typeof getLiquidityPositions>[1],
      options?: CallOptions,
    ) => getLiquidityPositions(transport, params, options),
    getReservesV3: (
      params: Parameters<typeof getReservesV3>[1],
      options?: CallOptions,
    ) => getReservesV3(transport, params, options),
    getSwapCandles: (
      params: Parameters<typeof getSwapCandles>[1],
      options?: CallOptions,
    ) => getSwapCandles(transport, params, options),
    getSwapOrders: (
      params?: Parameters<typeof getSwapOrders>[1],
      options?: CallOptions,
    ) => getSwapOrders(transport, params, options),
    getSwapPairs: (
      params?: Parameters<typeof getSwapPairs>[1],
      options?: CallOptions,
    ) => getSwapPairs(transport, params, options),
    getSwapPools: (
      params?: Parameters<typeof getSwapPools>[1],
      options?: CallOptions,
    ) => getSwapPools(transport, params, options),
    getSwapPrices: (options?: CallOptions) => getSwapPrices(transport, options),
    getSwapPricesV3: (options?: CallOptions) =>
      getSwapPricesV3(transport, options),
    getSwapSummaries: (
      params?: Parameters<typeof getSwapSummaries>[1],
      options?: CallOptions,
    ) => getSwapSummaries(transport, params, options),
    getSwapTvl: (
      params: Parameters<typeof getSwapTvl>[1],
      options?: CallOptions,
    ) => getSwapTvl(transport, params, options),
    getSwapTvlTotal: (
      params?: Parameters<typeof getSwapTvlTotal>[1],
      options?: CallOptions,
    ) => getSwapTvlTotal(transport, params, options),
    getLiquidityPositionsV2: (
      params?: Parameters<typeof getLiquidityPositionsV2>[1],
      options?: CallOptions,
    ) => getLiquidityPositionsV2(transport, params, options),
    getSwapV2Candles: (
      params: Parameters<typeof getSwapV2Candles>[1],
      options?: CallOptions,
    ) => getSwapV2Candles(transport, params, options),
    getSwapV2Orders: (
      params?: Parameters<typeof getSwapV2Orders>[1],
      options?: CallOptions,
    ) => getSwapV2Orders(transport, params, options),
    getSwapV2Pools: (
      params?: Parameters<typeof getSwapV2Pools>[1],
      options?: CallOptions,
    ) => getSwapV2Pools(transport, params, options),
    getSwapV2Prices: (options?: CallOptions) =>
      getSwapV2Prices(transport, options),
    broadcastTransaction: (
      params: Parameters<typeof broadcastTransaction>[1],
      options?: CallOptions,
    ) => broadcastTransaction(transport, params, options),
    getWdogeOrders: (
      params?: Parameters<typeof getWdogeOrders>[1],
      options?: CallOptions,
    ) => getWdogeOrders(transport, params, options),
    fetchAllTokens: (options?: Parameters<typeof fetchAllTokens>[1]) =>
      fetchAllTokens(transport, options),
    fetchAllBalances: (options: Parameters<typeof fetchAllBalances>[1]) =>
      fetchAllBalances(transport, options),
    getUtxoBalance: (
      params: Parameters<typeof getUtxoBalance>[1],
      options?: CallOptions,
    ) => getUtxoBalance(transport, params, options),
    getDogeUsdPrice: (options?: CallOptions) =>
      getDogeUsdPrice(transport, options),
    getGasTiers: (options?: CallOptions) => getGasTiers(transport, options),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
