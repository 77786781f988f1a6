import {
  countExplorerTabs,
  createLookalikeIndex,
  type ExplorerTab,
  filterExplorerTab,
  getExplorerTokens,
  getProgressPercent,
  getTickWarnings,
  type LookalikeIndex,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import { FIRST_SCREEN_ATTRIBUTE } from '../../lib/firstScreen/firstScreen'
import { useSaveFirstScreen } from '../../lib/firstScreen/saveFirstScreen'
import type { ExplorerSearch } from '../../lib/routeParams'
import { FAVOURITE_TICKS_STORAGE_KEY } from '../../lib/storage/storageKeys'
import type { ListedToken } from '../../lib/storage/tokenListCodec'
import { useAfterPaint } from '../../lib/useAfterPaint'
import { AnchorLink } from '../../ui/AnchorLink'
import { CompactAmount } from '../../ui/CompactAmount'
import type { DataTableColumn, TableSort } from '../../ui/dataTable/types'
import { VirtualDataTable } from '../../ui/dataTable/VirtualDataTable'
import { ProgressBar } from '../../ui/ProgressBar'
import { TickLabel } from '../../ui/TickLabel'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { favouriteTokenKeysAtom } from '../tokens/atoms'
import classes from './ExplorerPage.module.css'
import { FavouriteStar } from './FavouriteStar'
import { ListStatus } from './ListStatus'
import { useTokenList } from './useTokenList'

export type ExplorerPageProps = {
  /** The URL's tab, search text and sort (`validateExplorerSearch`). */
  readonly search: ExplorerSearch
}

/** The stored values the explorer's saved first screen shows. */
const FIRST_SCREEN_DEPENDS = [FAVOURITE_TICKS_STORAGE_KEY]

const getTick = (row: ListedToken) => row.tick
const indexLookalikes = (tokens: readonly ListedToken[]) =>
  createLookalikeIndex(tokens.map(getTick))

/**
 * `/drc20`: every DRC-20 token (tens of thousands), offline first, in one
 * virtualized table with the tabs All / In progress / Completed /
 * Favorite, a case-insensitive search and every column sortable. The tab,
 * the search and the sort live in the URL, so Back restores the list.
 */
export function ExplorerPage({ search }: ExplorerPageProps) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  useDocumentTitle(t`DRC-20 tokens`)
  const navigate = useNavigate({ from: '/drc20/' })
  const list = useTokenList()
  const favourites = useAtomValue(favouriteTokenKeysAtom)
  const favouriteSet = useMemo(() => new Set(favourites), [favourites])
  const tab: ExplorerTab = search.tab ?? 'all'

  // The copy (or the list so far, on a first visit) as the explorer lists it.
  const source =
    list.snapshot?.tokens ??
    (list.progress && list.progress.tokens.length > 0
      ? list.progress.tokens
      : undefined)
  const tokens = useMemo(
    () => (source === undefined ? undefined : getExplorerTokens(source)),
    [source],
  )
  const counts = useMemo(
    () =>
      tokens === undefined
        ? undefined
        : countExplorerTabs(tokens, favouriteSet),
    [tokens, favouriteSet],
  )
  const rows = useMemo(
    () =>
      tokens === undefined
        ? undefined
        : filterExplorerTab(tokens, tab, favouriteSet),
    [tokens, tab, favouriteSet],
  )
  // Lookalikes over the whole list, computed after the first rows paint.
  const lookalikes = useAfterPaint(tokens, indexLookalikes)
  const columns = useExplorerColumns(lookalikes)

  const sort: TableSort | null =
    search.sort === undefined
      ? null
      : {
          column: search.sort,
          direction:
            search.dir ??
            columns.find((c) => c.key === search.sort)?.firstDirection ??
            'asc',
        }
  const setSearch = (next: Partial<ExplorerSearch>, replace = true) =>
    void navigate({
      to: '/drc20',
      search: (prev) => ({ ...prev, ...next }),
      replace,
    })

  const error =
    list.error instanceof ApiQueryError
      ? i18n._(apiErrorMessage(list.error.apiError))
      : list.error
        ? t`The token list could not be loaded`
        : undefined
  // The next visit paints these rows before the app's code has loaded,
  // once the list has settled here (lookalike flags included), and not
  // while the provider fails (the next visit would show an old error).
  useSaveFirstScreen(
    list.snapshot !== undefined &&
      list.progress === undefined &&
      error === undefined &&
      lookalikes !== undefined,
    FIRST_SCREEN_DEPENDS,
  )

  const tabLabel = (label: string, count: number | undefined) => (
    <Stack gap={0} align="center">
      {/* The option's size (ExplorerPage.module.css). */}
      <Text fz="inherit" lh="sm" fw={500} span>
        {label}
      </Text>
      <Text size="xs" c="dimmed" span>
        {count === undefined ? '–' : format.integer(count)}
      </Text>
    </Stack>
  )

  return (
    <Stack gap="md" py="md">
      <Stack gap={4} {...{ [FIRST_SCREEN_ATTRIBUTE]: 'status' }}>
        <Title order={1}>
          <Trans>DRC-20 tokens</Trans>
        </Title>
        <ListStatus
          height={list.snapshot?.height}
          readAtMs={list.snapshot?.savedAtMs}
          refreshing={list.refreshing}
          progress={list.progress}
          error={error}
          onRetry={list.retry}
          onRefresh={list.refresh}
          refreshDisabled={!list.canRefresh}
        />
      </Stack>
      {/* A wrapper, so that the saved part holds the Paper's responsive styles. */}
      <div {...{ [FIRST_SCREEN_ATTRIBUTE]: 'table' }}>
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <VirtualDataTable
            label={t`DRC-20 tokens`}
            columns={columns}
            rows={rows}
            getRowKey={getTick}
            loading={
              rows === undefined && (list.readingCopy || list.refreshing)
            }
            error={rows === undefined ? error : undefined}
            onRetry={list.retry}
            getSearchText={getTick}
            searchLabel={t`Search tokens`}
            searchPlaceholder={t`Search tick`}
            query={search.q ?? ''}
            onQueryChange={(q) => setSearch({ q: q === '' ? undefined : q })}
            sort={sort}
            onSortChange={(next) =>
              setSearch({
                sort: next?.column as ExplorerSearch['sort'],
                dir: next?.direction,
              })
            }
            emptyMessage={
              tab === 'favorite' ? (
                <Trans>No favourites yet: star a token to keep it here.</Trans>
              ) : undefined
            }
            // The window's height less the page above the table, in CSS:
            // read in script, it re-rendered the page once mounted and
            // forced a layout of the whole page in the first commit.
            height={640}
            frameHeight="max(360px, calc(100vh - 300px))"
            rowHeight={50}
            toolbar={
              <SegmentedControl
                aria-label={t`Tokens shown`}
                value={tab}
                onChange={(value) =>
                  setSearch(
                    {
                      tab:
                        value === 'all'
                          ? undefined
                          : (value as ExplorerSearch['tab']),
                    },
                    false,
                  )
                }
                data={[
                  { value: 'all', label: tabLabel(t`All`, counts?.all) },
                  {
                    value: 'in-progress',
                    label: tabLabel(t`In progress`, counts?.['in-progress']),
                  },
                  {
                    value: 'completed',
                    label: tabLabel(t`Completed`, counts?.completed),
                  },
                  {
                    value: 'favorite',
                    label: tabLabel(t`Favorite`, counts?.favorite),
                  },
                ]}
                w={{ base: '100%', sm: 'auto' }}
                className={classes.tabs}
              />
            }
          />
        </Paper>
      </div>
      <Text size="xs" c="dimmed">
        <Trans>
          Liquidity-pool and wrapped tokens, and ticks of 11 bytes or more, are
          not listed. Progress is minted ÷ supply, as of the block above.
        </Trans>
      </Text>
    </Stack>
  )
}

/** The explorer's columns; stable while the language and lookalikes are. */
function useExplorerColumns(
  lookalikes: LookalikeIndex | undefined,
): readonly DataTableColumn<ListedToken>[] {
  const { t } = useLingui()
  const format = useFormatters()
  return useMemo(
    (): DataTableColumn<ListedToken>[] => [
      {
        key: 'tick',
        header: t`Token`,
        card: 'title',
        sortValue: (r) => r.tick,
        cell: (r) => (
          <Group gap={4} wrap="nowrap">
            <FavouriteStar tick={r.tick} />
            <TickLabel
              tick={r.tick}
              logo={r.logo}
              verified={r.isCheck}
              warnings={getTickWarnings({
                tick: r.tick,
                lookalikes: lookalikes?.lookalikesOf(r.tick),
              })}
              renderName={(name) => (
                <AnchorLink
                  to="/drc20/$tick"
                  params={{ tick: r.tick }}
                  c="inherit"
                >
                  {name}
                </AnchorLink>
              )}
            />
          </Group>
        ),
      },
      {
        key: 'deployed',
        header: t`Deploy time`,
        firstDirection: 'desc',
        sortValue: (r) => r.deployTimeMs ?? undefined,
        cell: (r) =>
          r.deployTimeMs === null ? '—' : format.dateTime(r.deployTimeMs),
      },
      {
        key: 'holders',
        header: t`Holders`,
        align: 'right',
        firstDirection: 'desc',
        sortValue: (r) => r.holders,
        cell: (r) => format.integer(r.holders),
      },
      {
        key: 'progress',
        header: t`Progress`,
        firstDirection: 'desc',
        width: 180,
        sortValue: (r) => getProgressPercent(r.mintAmt, r.maxAmt),
        cell: (r) => (
          <ProgressBar label={t`Minted`} value={r.mintAmt} total={r.maxAmt} />
        ),
      },
      {
        key: 'supply',
        header: t`Supply`,
        align: 'right',
        firstDirection: 'desc',
        sortValue: (r) => r.maxAmt,
        cell: (r) => <CompactAmount value={r.maxAmt} />,
      },
      {
        key: 'limit',
        header: t`Limit per mint`,
        align: 'right',
        firstDirection: 'desc',
        sortValue: (r) => r.lim,
        cell: (r) => <CompactAmount value={r.lim} />,
      },
      {
        key: 'transactions',
        header: t`Transactions`,
        align: 'right',
        firstDirection: 'desc',
        sortValue: (r) => r.transactions,
        cell: (r) => format.integer(r.transactions),
      },
    ],
    [t, format, lookalikes],
  )
}
