import {
  type Drc20Balance,
  type ExchangeListing,
  getPoolPosition,
  type SwapPool,
} from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import {
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import type { ReactNode } from 'react'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import type { StakeHolding } from '../../lib/query/accountQueries'
import { getContentUrlFromApi } from '../../ui/contentUrl'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { ProgressBar } from '../../ui/ProgressBar'
import { TokenLogo } from '../../ui/TokenLogo'
import { useUiConfig } from '../../ui/UiConfig'
import type { AccountHoldings } from './useAccountHoldings'
import { useValueFormat, type ValueFormat } from './useValueFormat'

function Section({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}

function TickCell({
  tick,
  logo,
  f,
}: {
  tick: string
  logo?: string
  f: ValueFormat
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <TokenLogo tick={tick} {...(logo ? { logo } : {})} size={20} />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {f.tick(tick)}
      </Text>
    </Group>
  )
}

type LpRow = {
  readonly balance: Drc20Balance
  readonly pool: SwapPool | undefined
  readonly share: string
  readonly amount0: bigint
  readonly amount1: bigint
  readonly value: bigint | undefined
}

/** Every holding of the address, a sortable and searchable list each. */
export function HoldingsDetails({ holdings }: { holdings: AccountHoldings }) {
  const { t, i18n } = useLingui()
  const f = useValueFormat(holdings.usdPerDoge)
  const { balances, valuer } = holdings
  const errorOf = (error: unknown) =>
    error ? i18n._(queryErrorMessage(error)) : undefined

  const tokenColumns: DataTableColumn<Drc20Balance>[] = [
    {
      key: 'tick',
      header: t`Token`,
      cell: (b) => <TickCell tick={b.tick} logo={b.logo} f={f} />,
      sortValue: (b) => b.tick,
      card: 'title',
    },
    {
      key: 'amount',
      header: t`Amount`,
      cell: (b) => <span data-testid="holding-amount">{f.amount(b.amt)}</span>,
      sortValue: (b) => b.amt,
      align: 'right',
      firstDirection: 'desc',
    },
    {
      key: 'doge',
      header: t`Value (DOGE)`,
      cell: (b) => f.doge(valuer(b.tick, b.amt)),
      sortValue: (b) => valuer(b.tick, b.amt),
      align: 'right',
      firstDirection: 'desc',
    },
    {
      key: 'usd',
      header: t`Value (USD)`,
      cell: (b) => f.usd(valuer(b.tick, b.amt)),
      align: 'right',
    },
  ]

  const poolsByTick = new Map(
    (holdings.pools.data ?? []).map((p) => [p.tick, p]),
  )
  const lpRows: LpRow[] | undefined = holdings.lpBalances?.map((balance) => {
    const pool = poolsByTick.get(balance.tick)
    const position = pool
      ? getPoolPosition({
          liquidity: balance.amt,
          reserve0: pool.amt0,
          reserve1: pool.amt1,
          totalSupply: pool.liquidityTotal,
        })
      : undefined
    return {
      balance,
      pool,
      share: position
        ? `${position.shareOfPool.times(100).decimalPlaces(4, 1).toFixed()}%`
        : '—',
      amount0: position?.amount0 ?? 0n,
      amount1: position?.amount1 ?? 0n,
      value: valuer(balance.tick, balance.amt),
    }
  })
  const lpColumns: DataTableColumn<LpRow>[] = [
    {
      key: 'pool',
      header: t`Pool`,
      cell: (r) =>
        r.pool
          ? `${f.tick(r.pool.tick0)} / ${f.tick(r.pool.tick1)}`
          : r.balance.tick,
      sortValue: (r) => r.balance.tick,
      card: 'title',
    },
    {
      key: 'lp',
      header: t`LP balance`,
      cell: (r) => f.amount(r.balance.amt),
      sortValue: (r) => r.balance.amt,
      align: 'right',
    },
    {
      key: 'share',
      header: t`Share of pool`,
      cell: (r) => r.share,
      align: 'right',
    },
    {
      key: 'underlying',
      header: t`Pooled tokens`,
      cell: (r) =>
        r.pool ? (
          <span data-testid="lp-underlying">
            {f.amount(r.amount0)} {f.tick(r.pool.tick0)}
            <br />
            {f.amount(r.amount1)} {f.tick(r.pool.tick1)}
          </span>
        ) : (
          '—'
        ),
      align: 'right',
    },
    {
      key: 'doge',
      header: t`Value (DOGE)`,
      cell: (r) => f.doge(r.value),
      sortValue: (r) => r.value,
      align: 'right',
    },
  ]

  const stakeColumns: DataTableColumn<StakeHolding>[] = [
    {
      key: 'tick',
      header: t`Staked token`,
      cell: (s) => <TickCell tick={s.tick} f={f} />,
      sortValue: (s) => s.tick,
      card: 'title',
    },
    {
      key: 'amount',
      header: t`Staked`,
      cell: (s) => f.amount(s.amt),
      sortValue: (s) => s.amt,
      align: 'right',
    },
    {
      key: 'reward',
      header: t`Earned, not claimed`,
      cell: (s) =>
        s.rewards === null || s.rewards.length === 0 ? (
          '—'
        ) : (
          <Stack gap={0} data-testid="stake-rewards">
            {s.rewards.map((r) => (
              <Text key={r.tick} size="sm">
                {r.reward === null ? '—' : f.amount(r.reward)} {f.tick(r.tick)}
              </Text>
            ))}
          </Stack>
        ),
      align: 'right',
    },
    {
      key: 'received',
      header: t`Rewards claimed`,
      cell: (s) => f.amount(s.receivedReward),
      sortValue: (s) => s.receivedReward,
      align: 'right',
    },
    {
      key: 'doge',
      header: t`Value (DOGE)`,
      cell: (s) => f.doge(valuer(s.tick, s.amt)),
      align: 'right',
    },
  ]

  const listingColumns: DataTableColumn<ExchangeListing>[] = [
    {
      key: 'tick',
      header: t`Listed`,
      cell: (l) => <TickCell tick={l.tick0} f={f} />,
      sortValue: (l) => l.tick0,
      card: 'title',
    },
    {
      key: 'amount',
      header: t`Amount left`,
      cell: (l) => f.amount(l.amt0 - l.amt0Finish),
      sortValue: (l) => l.amt0 - l.amt0Finish,
      align: 'right',
    },
    {
      key: 'price',
      header: t`Asking`,
      cell: (l) => `${f.amount(l.amt1)} ${f.tick(l.tick1)}`,
      sortValue: (l) => l.amt1,
      align: 'right',
    },
    {
      key: 'filled',
      header: t`Filled`,
      cell: (l) => (
        <ProgressBar label={t`Filled`} value={l.amt0Finish} total={l.amt0} />
      ),
    },
  ]

  const progress = balances.progress
  return (
    <Stack gap="xl">
      <Section id="holdings-tokens" title={t`DRC-20 tokens`}>
        {balances.query.isFetching && progress && progress.total > 0 ? (
          <ProgressBar
            label={t`Balances loaded`}
            value={BigInt(progress.loaded)}
            total={BigInt(progress.total)}
            decimals={0}
          />
        ) : null}
        {balances.query.data && !balances.query.data.complete ? (
          <Text size="sm" c="dimmed">
            {t`Showing the first ${f.integer(balances.query.data.balances.length)} balances.`}
          </Text>
        ) : null}
        <DataTable
          label={t`DRC-20 tokens`}
          columns={tokenColumns}
          rows={holdings.tokens}
          getRowKey={(b) => b.tick}
          loading={balances.query.isPending}
          error={errorOf(balances.query.error)}
          onRetry={() => balances.query.refetch()}
          getSearchText={(b) => b.tick}
          searchLabel={t`Search tokens`}
          defaultSort={{ column: 'amount', direction: 'desc' }}
          emptyMessage={t`No DRC-20 tokens.`}
        />
      </Section>
      <Section id="holdings-lp" title={t`Liquidity positions`}>
        <DataTable
          label={t`Liquidity positions`}
          columns={lpColumns}
          rows={lpRows}
          getRowKey={(r) => r.balance.tick}
          loading={balances.query.isPending || holdings.pools.isPending}
          error={errorOf(balances.query.error ?? holdings.pools.error)}
          onRetry={() => {
            balances.query.refetch()
            holdings.pools.refetch()
          }}
          getSearchText={(r) => r.balance.tick}
          searchLabel={t`Search pools`}
          emptyMessage={t`No liquidity positions.`}
        />
      </Section>
      <Section id="holdings-stakes" title={t`Staking`}>
        <DataTable
          label={t`Staking`}
          columns={stakeColumns}
          rows={holdings.stakes.data}
          getRowKey={(s) => s.tick}
          loading={holdings.stakes.isPending}
          error={errorOf(holdings.stakes.error)}
          onRetry={() => holdings.stakes.refetch()}
          getSearchText={(s) => s.tick}
          searchLabel={t`Search stakes`}
          emptyMessage={t`Nothing staked.`}
        />
      </Section>
      <Section id="holdings-listings" title={t`Open listings`}>
        <DataTable
          label={t`Open listings`}
          columns={listingColumns}
          rows={holdings.listings.data?.tokens}
          getRowKey={(l) => l.exId}
          loading={holdings.listings.isPending}
          error={errorOf(holdings.listings.error)}
          onRetry={() => holdings.listings.refetch()}
          getSearchText={(l) => l.tick0}
          searchLabel={t`Search listings`}
          emptyMessage={t`No open token listings.`}
        />
        {holdings.listings.data && holdings.listings.data.files.length > 0 ? (
          <Thumbnails
            label={t`Listed files`}
            items={holdings.listings.data.files.map((item) => ({
              key: item.exId,
              name: item.fileName || item.fileId,
              path: item.filePath,
              detail:
                item.amt === null
                  ? ''
                  : `${f.amount(item.amt)} ${f.tick(item.tick)}`,
            }))}
          />
        ) : null}
      </Section>
      <Section id="holdings-files" title={t`Files and NFTs`}>
        {holdings.inscriptions.isError ? (
          <ErrorRetry
            error={errorOf(holdings.inscriptions.error)}
            onRetry={() => holdings.inscriptions.refetch()}
          />
        ) : holdings.inscriptions.isPending ? (
          <Text size="sm" c="dimmed">{t`Loading…`}</Text>
        ) : holdings.inscriptions.data.files.length +
            holdings.inscriptions.data.nfts.length ===
          0 ? (
          <Text size="sm" c="dimmed">{t`No files or NFTs.`}</Text>
        ) : (
          <Thumbnails
            label={t`Files and NFTs`}
            items={[
              ...holdings.inscriptions.data.files.map((file) => ({
                key: file.fileId,
                name: file.fileName || file.metaName || file.fileId,
                path: file.filePath,
                detail: file.metaName,
              })),
              ...holdings.inscriptions.data.nfts.map((nft) => ({
                key: `${nft.tick}#${nft.tickId}`,
                name: `${nft.tick} #${nft.tickId}`,
                path: nft.imagePath,
                detail: 'NFT',
              })),
            ]}
          />
        )}
      </Section>
    </Stack>
  )
}

type Thumbnail = {
  readonly key: string
  readonly name: string
  readonly path: string
  readonly detail: string
}

/**
 * Files as images only: an `<img>` (which never runs script, SVG included)
 * from the API's path rebuilt on the content origin; names as text.
 */
function Thumbnails({
  label,
  items,
}: {
  label: string
  items: readonly Thumbnail[]
}) {
  const { contentOrigin } = useUiConfig()
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, sm: 4, md: 6 }}
      spacing="sm"
      component="ul"
      aria-label={label}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {items.map((item) => {
        const src = getContentUrlFromApi(contentOrigin, item.path)
        return (
          <Card
            key={item.key}
            component="li"
            withBorder
            padding="xs"
            data-testid="inscription-thumbnail"
          >
            {src ? (
              <Image
                src={src}
                // Its name is written under it.
                alt=""
                h={96}
                fit="contain"
                loading="lazy"
                referrerPolicy="no-referrer"
                style={{ imageRendering: 'pixelated' }}
              />
            ) : (
              <Text size="xs" c="dimmed" h={96}>
                {item.name}
              </Text>
            )}
            <Text size="xs" truncate title={item.name}>
              {item.name}
            </Text>
            {item.detail ? (
              <Text size="xs" c="dimmed" truncate>
                {item.detail}
              </Text>
            ) : null}
          </Card>
        )
      })}
    </SimpleGrid>
  )
}
