import {
  createLookalikeIndex,
  type ExchangeOrder,
  getTickWarnings,
  type OrderBookEntry,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Card,
  Grid,
  Group,
  Loader,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useMemo } from 'react'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import { useTradingGate } from '../../lib/query/useBlockPoll'
import type {
  MarketHistoryTab,
  MarketInterval,
  MarketTab,
  MarketTokenSearch,
} from '../../lib/routeParams'
import { AnchorLink } from '../../ui/AnchorLink'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { IndexLagNotice } from '../../ui/IndexLagNotice'
import { TickFlags } from '../../ui/TickFlags'
import { TokenLogo } from '../../ui/TokenLogo'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { MarketStats } from './MarketStats'
import { marketFlow } from './marketFlow'
import { OrderBook } from './OrderBook'
import { PriceChart } from './PriceChart'
import { useMarketFormat } from './useMarketFormat'
import { useTokenMarket } from './useTokenMarket'

// What the first paint does not need loads on its own (the route chunk
// stays in budget): the best-execution maths, the list and bid forms,
// the history tables, the confirmations, and the buy and sell forms
// (a loader holds their place for the moment they take).
const BestExecutionPanel = lazy(() =>
  import('./BestExecutionPanel').then((m) => ({
    default: m.BestExecutionPanel,
  })),
)
const TakeForm = lazy(() =>
  import('./TakeForm').then((m) => ({ default: m.TakeForm })),
)
const ListForm = lazy(() =>
  import('./ListForm').then((m) => ({ default: m.ListForm })),
)
const MarketHistory = lazy(() =>
  import('./MarketHistory').then((m) => ({ default: m.MarketHistory })),
)
const MarketConfirm = lazy(() =>
  import('./MarketConfirm').then((m) => ({ default: m.MarketConfirm })),
)

/**
 * `/market/{tick}`: the token's order-v1 market — its figures, price
 * chart, book (asks and bids), the buy, sell, list and bid forms, best
 * execution against the AMM, and the history. What a link can name (the
 * form, the picked listing, the history tab, the chart interval) is in
 * the URL.
 */
export function MarketTokenPage({
  tick,
  search,
}: {
  readonly tick: string
  readonly search: MarketTokenSearch
}) {
  const { t, i18n } = useLingui()
  const format = useMarketFormat()
  const name = format.tick(tick)
  useDocumentTitle(t`${name} market`)
  const navigate = useNavigate({ from: '/market/$tick' })
  const market = useTokenMarket(tick)
  const trading = useTradingGate()
  const confirming = useAtomValue(marketFlow.stateAtom).pending !== undefined
  const { book } = market
  const tab: MarketTab = search.tab ?? 'buy'
  const setSearch = (next: Partial<MarketTokenSearch>, replace = true) =>
    void navigate({
      search: (previous) => ({ ...previous, ...next }),
      replace,
    })
  const creates = useMemo(
    () =>
      new Map<string, ExchangeOrder>(
        (market.operations.data ?? [])
          .filter((o) => o.op === 'create')
          .map((o) => [o.exId, o]),
      ),
    [market.operations.data],
  )
  const lookalikes = useMemo(
    () =>
      createLookalikeIndex([
        tick,
        ...(market.summaries.data ?? []).map((s) => s.tick),
      ]),
    [market.summaries.data, tick],
  )
  const warnings = getTickWarnings({
    tick,
    verified: market.summary?.isCheck ?? false,
    lookalikes: lookalikes.lookalikesOf(tick),
  })
  const pickedOther = book?.otherAsks.some((e) => e.exId === search.listing)
  // Any failure, not only the api client's: a failed read is never shown
  // as an empty book.
  const listingsError = market.listings.error
    ? i18n._(queryErrorMessage(market.listings.error))
    : undefined
  const retryListings = () => void market.listings.refetch()

  const pick = (entry: OrderBookEntry) =>
    setSearch(
      {
        tab: entry.side === 'ask' ? 'buy' : 'sell',
        listing: entry.exId,
        amount: undefined,
      },
      false,
    )

  return (
    <Stack gap="lg" py="md">
      <Group gap="sm" align="center" wrap="nowrap">
        <TokenLogo
          tick={tick}
          logo={market.summary?.logo ?? undefined}
          size={40}
        />
        <Stack gap={2}>
          <Title order={1}>
            <Trans>{name} market</Trans>
          </Title>
          <Group gap="xs">
            <AnchorLink to="/drc20/$tick" params={{ tick }} size="sm">
              <Trans>Token details</Trans>
            </AnchorLink>
            <AnchorLink to="/market" size="sm">
              <Trans>All markets</Trans>
            </AnchorLink>
          </Group>
          {/* A line of its own, kept when empty: the flags change as the
              token's data comes (unverified until known, then lookalikes),
              and in the links' line they re-wrapped it and moved the page. */}
          <TickFlags warnings={warnings} keepLine />
          {market.summaries.error && market.summaries.data === undefined ? (
            // Without the token list the tick shows as unverified, and
            // whether it looks like another is not known: say so.
            <ErrorRetry
              error={
                <>
                  <Trans>
                    Lookalikes not checked: the token list did not load.
                  </Trans>{' '}
                  {i18n._(queryErrorMessage(market.summaries.error))}
                </>
              }
              onRetry={() => void market.summaries.refetch()}
            />
          ) : null}
        </Stack>
      </Group>
      <IndexLagNotice {...trading}>
        {(blocks) => (
          <Trans>
            The index is {format.integer(blocks)} blocks behind the chain.
            Buying, listing and cancelling wait until it catches up, so that
            what you see is what the indexer will settle.
          </Trans>
        )}
      </IndexLagNotice>
      <MarketStats
        tick={tick}
        market={market}
        book={book}
        listingsFailed={listingsError !== undefined}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Card withBorder radius="md" p="md">
              <PriceChart
                tick={tick}
                interval={search.interval ?? '1h'}
                onIntervalChange={(interval: MarketInterval) =>
                  setSearch({ interval })
                }
              />
            </Card>
            <Suspense fallback={null}>
              <BestExecutionPanel
                tick={tick}
                asks={book?.asks}
                reserves={market.reserves}
                feeRatePerKb={market.feeRatePerKb}
                onUseListings={(amount) =>
                  setSearch({ tab: 'buy', listing: undefined, amount }, false)
                }
              />
            </Suspense>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={t`Trade ${name}`}
          >
            <Tabs
              value={tab}
              onChange={(value) =>
                value &&
                setSearch({
                  tab: value as MarketTab,
                  listing: undefined,
                  amount: undefined,
                })
              }
              keepMounted={false}
            >
              <Tabs.List grow aria-label={t`Trade ${name}`}>
                <Tabs.Tab value="buy">
                  <Trans>Buy</Trans>
                </Tabs.Tab>
                <Tabs.Tab value="sell">
                  <Trans>Sell</Trans>
                </Tabs.Tab>
                <Tabs.Tab value="list">
                  <Trans>List</Trans>
                </Tabs.Tab>
                <Tabs.Tab value="bid">
                  <Trans>Bid</Trans>
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="buy" pt="md">
                <Suspense fallback={<Loader size="sm" />}>
                  <TakeForm
                    key={`buy:${search.listing ?? ''}:${search.amount ?? ''}`}
                    side="buy"
                    tick={tick}
                    entries={pickedOther ? book?.otherAsks : book?.asks}
                    picked={search.listing}
                    onClearPick={() => setSearch({ listing: undefined })}
                    initialAmount={search.amount}
                    feeRatePerKb={market.feeRatePerKb}
                    error={listingsError}
                    onRetry={retryListings}
                  />
                </Suspense>
              </Tabs.Panel>
              <Tabs.Panel value="sell" pt="md">
                <Suspense fallback={<Loader size="sm" />}>
                  <TakeForm
                    key={`sell:${search.listing ?? ''}`}
                    side="sell"
                    tick={tick}
                    entries={book?.bids}
                    picked={search.listing}
                    onClearPick={() => setSearch({ listing: undefined })}
                    feeRatePerKb={market.feeRatePerKb}
                    error={listingsError}
                    onRetry={retryListings}
                  />
                </Suspense>
              </Tabs.Panel>
              <Tabs.Panel value="list" pt="md">
                <Suspense fallback={<Loader size="sm" />}>
                  <ListForm
                    side="ask"
                    tick={tick}
                    lowestAsk={book?.asks[0]}
                    highestBid={book?.bids[0]}
                    feeRatePerKb={market.feeRatePerKb}
                  />
                </Suspense>
              </Tabs.Panel>
              <Tabs.Panel value="bid" pt="md">
                <Suspense fallback={<Loader size="sm" />}>
                  <ListForm
                    side="bid"
                    tick={tick}
                    lowestAsk={book?.asks[0]}
                    highestBid={book?.bids[0]}
                    feeRatePerKb={market.feeRatePerKb}
                  />
                </Suspense>
              </Tabs.Panel>
            </Tabs>
          </Card>
        </Grid.Col>
      </Grid>
      <OrderBook
        tick={tick}
        book={book}
        creates={creates}
        address={market.address}
        feeRatePerKb={market.feeRatePerKb}
        loading={market.listings.isPending}
        error={listingsError}
        onRetry={retryListings}
        picked={search.listing}
        onPick={pick}
      />
      <Stack gap="xs">
        <Title order={2} size="h4">
          <Trans>History</Trans>
        </Title>
        <Suspense fallback={<Skeleton height={240} />}>
          <MarketHistory
            tick={tick}
            market={market}
            tab={search.history ?? 'trades'}
            onTabChange={(history: MarketHistoryTab) => setSearch({ history })}
          />
        </Suspense>
      </Stack>
      <Text size="xs" c="dimmed">
        <Trans>
          Prices are in DOGE per {name} (WDOGE is 1:1 with DOGE). Floor and
          listed amounts come from the open listings, the 24h volume from the
          hourly candles, the 24h price change from the market summary.
        </Trans>
      </Text>
      {confirming ? (
        <Suspense fallback={null}>
          <MarketConfirm />
        </Suspense>
      ) : null}
    </Stack>
  )
}
