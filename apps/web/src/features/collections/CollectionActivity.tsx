import type { FileExchangeActivity } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Button, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { collectionActivityQueryOptions } from '../../lib/query/collectionQueries'
import { useServices } from '../../lib/services'
import { Address } from '../../ui/Address'
import { AnchorLink } from '../../ui/AnchorLink'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { TxLink } from '../../ui/ExplorerLink'
import { useOpText } from './useOpText'
import { usePriceText } from './usePriceText'
import { useQueryErrorText } from './useQueryErrorText'

const STEP = 100

/**
 * Sales, listings and cancels, newest first, with explorer links. The
 * API's `total` is always 0 (docs/api.md §8.12), so "Show more" asks for
 * a longer list while the last one came back full.
 */
export function CollectionActivity({
  metaId,
  fileId,
}: {
  readonly metaId?: string
  readonly fileId?: string
}) {
  const { t } = useLingui()
  const { api } = useServices()
  const format = useFormatters()
  const errorText = useQueryErrorText()
  const priceText = usePriceText()
  const opText = useOpText()
  const [limit, setLimit] = useState(STEP)
  const query = useQuery({
    ...collectionActivityQueryOptions(
      api,
      {
        ...(metaId === undefined ? {} : { metaId }),
        ...(fileId === undefined ? {} : { fileId }),
      },
      limit,
    ),
    placeholderData: (previous) => previous,
  })
  const columns: DataTableColumn<FileExchangeActivity>[] = [
    { key: 'op', header: t`Event`, cell: (r) => opText(r.op) },
    {
      key: 'item',
      header: t`Item`,
      card: 'title',
      cell: (r) => (
        <AnchorLink
          to="/collections/inscription/$fileId"
          params={{ fileId: r.fileId }}
          search={metaId === undefined ? {} : { meta: metaId }}
        >
          {r.fileName || r.fileId.slice(0, 10)}
        </AnchorLink>
      ),
    },
    {
      key: 'price',
      header: t`Price`,
      align: 'right',
      cell: (r) => priceText(r.amt, r.tick),
    },
    {
      key: 'from',
      header: t`By`,
      cell: (r) => <Address address={r.holderAddress} size="xs" />,
    },
    {
      key: 'tx',
      header: t`Transaction`,
      cell: (r) => <TxLink value={r.txHash} size="xs" />,
    },
    {
      key: 'time',
      header: t`Time`,
      cell: (r) => format.dateTime(r.createDateMs),
    },
  ]
  const full = (query.data?.length ?? 0) >= limit
  return (
    <Stack gap="sm">
      <DataTable
        label={t`Activity`}
        columns={columns}
        rows={query.data}
        getRowKey={(r) => `${r.txHash}:${r.op}`}
        loading={query.isPending || query.isPlaceholderData}
        error={errorText(query.error)}
        onRetry={() => void query.refetch()}
        pageSize={20}
      />
      {full ? (
        <Button
          variant="default"
          onClick={() => setLimit((l) => l + STEP)}
          loading={query.isFetching}
          style={{ alignSelf: 'center' }}
        >
          {t`Show more`}
        </Button>
      ) : null}
    </Stack>
  )
}
