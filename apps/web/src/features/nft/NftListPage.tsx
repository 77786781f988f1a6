import type { NftCollection } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { getApiContentUrl } from '../../lib/content/getApiContentUrl'
import { nftCollectionsQueryOptions } from '../../lib/query/nftQueries'
import { useServices } from '../../lib/services'
import { AnchorLink } from '../../ui/AnchorLink'
import { ContentImage } from '../../ui/ContentImage'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { ProgressBar } from '../../ui/ProgressBar'
import { useQueryErrorText } from '../collections/useQueryErrorText'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { NftNotice } from './NftNotice'

/** /nft: the AI-NFT ticks with prompt, total, minted, activity. */
export function NftListPage() {
  const { t } = useLingui()
  useDocumentTitle(t`NFT`)
  const { api } = useServices()
  const format = useFormatters()
  const errorText = useQueryErrorText()
  const navigate = useNavigate()
  const query = useQuery(nftCollectionsQueryOptions(api))
  const [holder, setHolder] = useState('')
  const columns: DataTableColumn<NftCollection>[] = [
    {
      key: 'tick',
      header: t`Tick`,
      card: 'title',
      sortValue: (c) => c.tick,
      cell: (c) => (
        <Group gap="sm" wrap="nowrap">
          <ContentImage src={getApiContentUrl(c.imagePath)} alt="" size={36} />
          <AnchorLink to="/nft/$tick" params={{ tick: c.tick }} fw={600}>
            {c.tick}
          </AnchorLink>
        </Group>
      ),
    },
    {
      key: 'prompt',
      header: t`Prompt`,
      cell: (c) => (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {c.prompt}
        </Text>
      ),
    },
    {
      key: 'minted',
      header: t`Minted`,
      sortValue: (c) => c.tickSum,
      firstDirection: 'desc',
      cell: (c) => (
        <ProgressBar
          label={t`Minted`}
          value={BigInt(c.tickSum)}
          total={BigInt(c.total)}
          decimals={0}
        />
      ),
    },
    {
      key: 'total',
      header: t`Total`,
      align: 'right',
      sortValue: (c) => c.total,
      cell: (c) => format.integer(c.total),
    },
    {
      key: 'transactions',
      header: t`Transactions`,
      align: 'right',
      firstDirection: 'desc',
      sortValue: (c) => c.transactions,
      cell: (c) => format.integer(c.transactions),
    },
    {
      key: 'created',
      header: t`Deployed`,
      sortValue: (c) => c.createDateMs,
      firstDirection: 'desc',
      cell: (c) => format.dateTime(c.createDateMs),
    },
  ]
  return (
    <Stack gap="md" py="md">
      <Title order={1}>
        <Trans>AI NFTs</Trans>
      </Title>
      <NftNotice />
      <form
        onSubmit={(event) => {
          event.preventDefault()
          const address = holder.trim()
          if (address !== '')
            void navigate({
              to: '/nft/search/$holderAddress',
              params: { holderAddress: address },
            })
        }}
      >
        <TextInput
          label={t`Find the NFTs of an address`}
          placeholder={t`Dogecoin address, then Enter`}
          value={holder}
          onChange={(event) => setHolder(event.currentTarget.value)}
          maw={420}
        />
      </form>
      <DataTable
        label={t`NFT collections`}
        columns={columns}
        rows={query.data}
        getRowKey={(c) => c.tick}
        loading={query.isPending}
        error={errorText(query.error)}
        onRetry={() => void query.refetch()}
        getSearchText={(c) => `${c.tick} ${c.prompt}`}
        searchLabel={t`Search ticks and prompts`}
        pageSize={20}
      />
    </Stack>
  )
}
