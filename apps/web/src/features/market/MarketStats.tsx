import {
  DAY_MS,
  getCandleVolumeSince,
  getListedAmountChange,
  type OrderBook,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { SimpleGrid } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { exchangeCandlesQueryOptions } from '../../lib/query/marketQueries'
import { useServices } from '../../lib/services'
import { StatCard } from '../../ui/StatCard'
import { useMarketFormat } from './useMarketFormat'
import type { TokenMarket } from './useTokenMarket'

const direction = (value: number | bigint) =>
  value > 0
    ? ('up' as const)
    : value < 0
      ? ('down' as const)
      : ('flat' as const)

/**
 * The token market's header figures, each from the route that carries it
 * (the v4 summary answers zeros, docs/api.md §8.6): the floor and the
 * amount listed from the listings; the pool change (the 24 h change of
 * the amount listed) replayed from the listings and their operations;
 * the 24 h volume from the hourly candles; the 24 h price change from the
 * v3 summary.
 */
export function MarketStats({
  tick,
  market,
  book,
  listingsFailed,
}: {
  readonly tick: string
  readonly market: TokenMarket
  readonly book: OrderBook | undefined
  /** The listings could not be read (the book shows why, with a Retry). */
  readonly listingsFailed: boolean
}) {
  const { t } = useLingui()
  const format = useMarketFormat()
  const { api } = useServices()
  const candles = useQuery(exchangeCandlesQueryOptions(api, tick, '1h', 168))
  const name = format.tick(tick)
  const floor = book?.asks[0]
  const listed = book?.asks.reduce((sum, a) => sum + a.remaining, 0n)
  const change = useMemo(
    () =>
      market.listings.data === undefined || market.operations.data === undefined
        ? undefined
        : getListedAmountChange({
            tick,
            listings: market.listings.data,
            operations: market.operations.data,
            nowMs: Date.now(),
          }),
    [market.listings.data, market.operations.data, tick],
  )
  const volume =
    candles.data === undefined
      ? undefined
      : getCandleVolumeSince(candles.data, Date.now() - DAY_MS)
  const priceChange = market.summary?.priceChangePercent24h
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <StatCard
        label={<Trans>Floor price</Trans>}
        loading={market.listings.isPending}
        value={floor ? `${format.price(floor.unitPrice)} DOGE` : '—'}
        exact={floor ? floor.unitPrice.toFixed() : undefined}
        hint={
          floor ? (
            format.priceUsd(floor.unitPrice)
          ) : book === undefined && listingsFailed ? (
            <Trans>Listings unavailable</Trans>
          ) : book ? (
            <Trans>No listing open</Trans>
          ) : undefined
        }
        change={
          priceChange === undefined
            ? undefined
            : {
                percent: format.percent(Math.abs(priceChange)),
                direction: direction(priceChange),
                period: t`24h`,
              }
        }
        hintLine
        changeLine
        testId="stat-floor"
      />
      <StatCard
        label={<Trans>24h volume</Trans>}
        loading={candles.isPending}
        value={volume === undefined ? '—' : `${format.stat(volume)} WDOGE`}
        exact={volume === undefined ? undefined : format.amount(volume)}
        hint={volume === undefined ? undefined : format.dogeUsd(volume)}
        hintLine
        testId="stat-volume"
      />
      <StatCard
        label={<Trans>Pool change</Trans>}
        loading={change === undefined && market.operations.isPending}
        value={
          change === undefined
            ? '—'
            : `${change.change > 0n ? '+' : change.change < 0n ? '−' : ''}${format.stat(change.change < 0n ? -change.change : change.change)} ${name}`
        }
        change={
          change?.percent === undefined
            ? undefined
            : {
                percent: format.percent(change.percent.abs()),
                direction: direction(change.change),
                period: t`24h`,
              }
        }
        hint={<Trans>Change of the amount listed</Trans>}
        changeLine
        testId="stat-pool-change"
      />
      <StatCard
        label={<Trans>Listed</Trans>}
        loading={market.listings.isPending}
        value={listed === undefined ? '—' : `${format.stat(listed)} ${name}`}
        exact={listed === undefined ? undefined : format.amount(listed)}
        hint={
          book ? (
            <Trans>
              {format.integer(book.asks.length)} listings ·{' '}
              {format.integer(book.bids.length)} bids
            </Trans>
          ) : listingsFailed ? (
            <Trans>Listings unavailable</Trans>
          ) : undefined
        }
        hintLine
        testId="stat-listed"
      />
    </SimpleGrid>
  )
}
