import type { Page } from '@drc20/api'
import { type Drc20Balance, getSupplyShare } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group, Progress, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import {
  HOLDERS_PAGE_SIZE,
  type TokenOverview,
  tokenHoldersQueryOptions,
} from '../../lib/query/tokenPageQueries'
import { useServices } from '../../lib/services'
import { Address } from '../../ui/Address'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { ServerPager } from './ServerPager'

type HolderRow = {
  readonly rank: number
  readonly address: string
  readonly amt: bigint
  readonly share: number | undefined
}

/**
 * A token's holders, 50 a page from the server (page 1 comes with the
 * overview, and offline from its copy): rank, address (the deployer
 * labelled), the exact amount (every digit, past 2^53 too) and the share
 * of the minted supply with a bar.
 */
export function TokenHolders({
  overview,
  page,
  onPageChange,
}: {
  readonly overview: TokenOverview
  readonly page: number
  readonly onPageChange: (page: number) => void
}) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const { api } = useServices()
  const { token } = overview
  const query = useQuery({
    ...tokenHoldersQueryOptions(api, token.tick, page),
    enabled: page > 1,
  })
  const data: Page<Drc20Balance> | undefined =
    page === 1 ? overview.holders : query.data
  const rows = useMemo(
    () =>
      data?.items.map(
        (h, i): HolderRow => ({
          rank: (page - 1) * HOLDERS_PAGE_SIZE + i + 1,
          address: h.holderAddress,
          amt: h.amt,
          share: getSupplyShare(h.amt, token.mintAmt),
        }),
      ),
    [data, page, token.mintAmt],
  )
  const columns = useMemo(
    (): DataTableColumn<HolderRow>[] => [
      {
        key: 'rank',
        header: t`Rank`,
        width: 64,
        cell: (r) => format.integer(r.rank),
      },
      {
        key: 'address',
        header: t`Address`,
        card: 'title',
        cell: (r) => (
          <Group gap={6} wrap="nowrap">
            <Address address={r.address} />
            {r.address === token.deployBy ? (
              <Badge size="xs" variant="light">
                <Trans>Deployer</Trans>
              </Badge>
            ) : null}
          </Group>
        ),
      },
      {
        key: 'amount',
        header: t`Amount`,
        align: 'right',
        cell: (r) => (
          <Text span size="sm" data-amount style={{ overflowWrap: 'anywhere' }}>
            {format.amount(r.amt, 8, 8)}
          </Text>
        ),
      },
      {
        key: 'share',
        header: t`Share of minted`,
        align: 'right',
        width: 160,
        cell: (r) =>
          r.share === undefined ? (
            '—'
          ) : (
            <Stack gap={2} align="flex-end">
              <Text span size="sm">
                {i18n.number(r.share, { maximumFractionDigits: 2 })}%
              </Text>
              <Progress value={r.share} size="xs" w={100} aria-hidden />
            </Stack>
          ),
      },
    ],
    [t, i18n, format, token.deployBy],
  )
  const error =
    page > 1 && query.error instanceof ApiQueryError
      ? i18n._(apiErrorMessage(query.error.apiError))
      : page > 1 && query.error
        ? t`The holders could not be loaded`
        : undefined
  return (
    <Stack gap="sm">
      <DataTable
        label={t`Holders`}
        columns={columns}
        rows={rows}
        getRowKey={(r) => r.address}
        loading={page > 1 && query.isPending}
        error={error}
        onRetry={() => void query.refetch()}
        pageSize={HOLDERS_PAGE_SIZE}
        emptyMessage={<Trans>Nobody holds this token yet.</Trans>}
      />
      <ServerPager
        page={page}
        pageSize={HOLDERS_PAGE_SIZE}
        total={data?.total ?? overview.holders.total}
        onChange={onPageChange}
      />
    </Stack>
  )
}
