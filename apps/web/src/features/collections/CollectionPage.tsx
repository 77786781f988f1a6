import { parseTraitFilter, type TraitFilter } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Skeleton, Stack, Tabs } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import {
  collectionMetaQueryOptions,
  collectionSummariesQueryOptions,
} from '../../lib/query/collectionQueries'
import type { CollectionSearch } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { CollectionActivity } from './CollectionActivity'
import { CollectionHeader } from './CollectionHeader'
import { CollectionItems } from './CollectionItems'
import { NotFoundNotice } from './NotFoundNotice'
import { useQueryErrorText } from './useQueryErrorText'

/**
 * /collections/{meta_id}: the header (icon, description, links, figures),
 * the items grid with trait filters, listed only, price order and name
 * search (all in the URL), and the activity tab.
 */
export function CollectionPage({
  metaId,
  search,
}: {
  readonly metaId: string
  readonly search: CollectionSearch
}) {
  const { t } = useLingui()
  const { api } = useServices()
  const errorText = useQueryErrorText()
  const navigate = useNavigate({ from: '/collections/$metaId' })
  const summaries = useQuery(collectionSummariesQueryOptions(api))
  const meta = useQuery(collectionMetaQueryOptions(api, metaId))
  const summary = summaries.data?.find((c) => c.metaId === metaId)
  useDocumentTitle(summary?.name || meta.data?.name || t`Collection`)
  const traits: TraitFilter = useMemo(
    () => parseTraitFilter(search.trait ?? []),
    [search.trait],
  )
  const loading = summaries.isPending || meta.isPending
  const failed = summaries.error ?? meta.error
  if (loading) {
    return (
      <Stack py="md" aria-busy>
        <Skeleton h={96} />
        <Skeleton h={320} />
      </Stack>
    )
  }
  if (failed) {
    return (
      <ErrorRetry
        error={errorText(failed)}
        onRetry={() => {
          void summaries.refetch()
          void meta.refetch()
        }}
        h={240}
      />
    )
  }
  if (summary === undefined && meta.data === null) {
    return (
      <NotFoundNotice title={t`Collection`}>
        <Trans>This collection does not exist.</Trans>
      </NotFoundNotice>
    )
  }
  const tab = search.tab ?? 'items'
  return (
    <Stack gap="lg" py="md">
      <CollectionHeader
        metaId={metaId}
        summary={summary}
        meta={meta.data ?? null}
      />
      <Tabs
        value={tab}
        onChange={(value) =>
          void navigate({
            search: (prev) => ({
              ...prev,
              tab: value === 'activity' ? 'activity' : undefined,
            }),
            replace: true,
          })
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="items">
            <Trans>Items</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="activity">
            <Trans>Activity</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items" pt="md">
          <CollectionItems
            metaId={metaId}
            search={search}
            traits={traits}
            onSearchChange={(next) =>
              void navigate({
                search: (prev) => ({ ...prev, ...next }),
                replace: true,
              })
            }
          />
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          <CollectionActivity metaId={metaId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
