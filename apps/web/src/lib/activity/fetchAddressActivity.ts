import type { ApiClient, ApiError } from '@drc20/api'
import type { ActivityProtocol, ActivityRecord } from '@drc20/core'
import { ResultAsync } from 'neverthrow'

export type AddressActivityPage = {
  readonly records: readonly ActivityRecord[]
  /** Rows the server counts for this query (all pages). */
  readonly total: number
}

type RecordOf<P extends ActivityProtocol> = Extract<
  ActivityRecord,
  { readonly protocol: P }
>

/** Tags a page of one protocol's orders (the item type is checked). */
function tag<P extends ActivityProtocol>(protocol: P) {
  return (page: {
    readonly items: readonly RecordOf<P>['order'][]
    readonly total: number
  }): AddressActivityPage => ({
    records: page.items.map((order) => ({ protocol, order }) as RecordOf<P>),
    total: page.total,
  })
}

/**
 * One page of an address's operations in one protocol, newest first, from
 * that protocol's order route filtered by `holder_address` (docs/api.md
 * §8.3). DRC-20 transfers received are a second query by `to_address`
 * (the `address` filter would drop mints and deploys, docs/api.md §6).
 */
export function fetchAddressActivity(
  api: ApiClient,
  protocol: ActivityProtocol,
  address: string,
  limit: number,
  offset: number,
  signal?: AbortSignal,
): ResultAsync<AddressActivityPage, ApiError> {
  const options = signal ? { signal } : undefined
  const params = { holderAddress: address, limit, offset }
  switch (protocol) {
    case 'drc-20':
      return ResultAsync.combine([
        api.getDrc20Orders(params, options),
        api.getDrc20Orders({ toAddress: address, limit, offset }, options),
      ]).map(([sent, received]) => {
        const rows = new Map(
          [...sent.items, ...received.items].map((o) => [o.id, o]),
        )
        return tag('drc-20')({
          items: [...rows.values()],
          total: sent.total + received.total,
        })
      })
    case 'order-v1':
      return api.getExchangeOrders(params, options).map(tag('order-v1'))
    case 'order-v2':
      return api.getFileExchangeOrders(params, options).map(tag('order-v2'))
    case 'pair-v1':
      return api.getSwapOrders(params, options).map(tag('pair-v1'))
    case 'pair-v2':
      return api.getSwapV2Orders(params, options).map(tag('pair-v2'))
    case 'wdoge':
      return api.getWdogeOrders(params, options).map(tag('wdoge'))
    case 'stake-v1':
      return api.getStakeOrders(params, options).map(tag('stake-v1'))
    case 'box-v1':
      return api.getBoxOrders(params, options).map(tag('box-v1'))
    case 'file':
      return api.getFileOrders(params, options).map(tag('file'))
    case 'nft':
      return api.getNftOrders(params, options).map(tag('nft'))
    default: {
      const unknown: never = protocol
      throw new Error(`unknown protocol ${String(unknown)}`)
    }
  }
}
