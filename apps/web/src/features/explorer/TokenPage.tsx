import {
  createLookalikeIndex,
  type Drc20Op,
  getSystemTickKind,
  getTickDisplayName,
  getTokenMintStatus,
  type LookalikeIndex,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Badge,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Title,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import {
  storedTokenOverviewQueryOptions,
  type TokenOverview,
  tokenOverviewQueryOptions,
} from '../../lib/query/tokenPageQueries'
import type { TokenPageSearch } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { AnchorLink } from '../../ui/AnchorLink'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { TickLabel } from '../../ui/TickLabel'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { FavouriteStar } from './FavouriteStar'
import { ListStatus } from './ListStatus'
import { mintStatusMessage } from './messages'
import { TokenAbout } from './TokenAbout'
import { TokenActions } from './TokenActions'
import { TokenHolders } from './TokenHolders'
import { TokenTransactions } from './TokenTransactions'
import { TrustPanel, TrustPanelSkeleton, useTrustFacts } from './TrustPanel'
import { UnknownToken } from './UnknownToken'
import { useTokenList } from './useTokenList'

export type TokenPageProps = {
  readonly tick: string
  readonly search: TokenPageSearch
}

/**
 * `/drc20/{tick}`: a token's header and actions, its trust facts, About,
 * and its holders and operation log, paged by the server. Offline first:
 * the copy kept from the last visit shows at once, marked with its block,
 * and stays usable with its age when the API fails.
 */
export function TokenPage({ tick, search }: TokenPageProps) {
  const { t, i18n } = useLingui()
  useDocumentTitle(getTickDisplayName(tick))
  const { api } = useServices()
  const navigate = useNavigate({ from: '/drc20/$tick' })
  const live = useQuery(tokenOverviewQueryOptions(api, tick))
  const stored = useQuery(storedTokenOverviewQueryOptions(tick))
  const list = useTokenList()
  const listTicks = list.snapshot?.tokens
  const lookalikes = useMemo(
    () =>
      listTicks === undefined
        ? undefined
        : createLookalikeIndex([...listTicks.map((r) => r.tick), tick]),
    [listTicks, tick],
  )
  const overview =
    live.data !== undefined ? live.data : (stored.data ?? undefined)
  const error =
    live.error instanceof ApiQueryError
      ? i18n._(apiErrorMessage(live.error.apiError))
      : live.error
        ? t`The token could not be loaded`
        : undefined

  if (overview === null)
    return (
      <Stack py="md">
        <UnknownToken
          tick={tick}
          lookalikes={lookalikes?.lookalikesOf(tick) ?? []}
        />
      </Stack>
    )
  if (overview === undefined && error === undefined)
    return <TokenPageLoading tick={tick} />
  if (overview === undefined)
    return (
      <Stack py="md" gap="md">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {getTickDisplayName(tick)}
        </Title>
        <Paper withBorder p="lg">
          <ErrorRetry error={error} onRetry={() => void live.refetch()} />
        </Paper>
      </Stack>
    )

  const view = search.view ?? 'holders'
  const page = search.page ?? 1
  const setSearch = (next: Partial<TokenPageSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })
  return (
    <TokenPageBody
      tick={tick}
      overview={overview}
      lookalikes={lookalikes}
      listedCount={listTicks?.length}
      status={
        <ListStatus
          height={overview.height}
          readAtMs={overview.readAtMs}
          refreshing={live.isFetching}
          error={error}
          onRetry={() => void live.refetch()}
        />
      }
      tabs={
        <Tabs
          value={view}
          onChange={(value) =>
            setSearch({
              view: value === 'transactions' ? 'transactions' : undefined,
              page: undefined,
              op: undefined,
            })
          }
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="holders">
              <Trans>Holders</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="transactions">
              <Trans>Transactions</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="holders" pt="md">
            <TokenHolders
              overview={overview}
              page={page}
              onPageChange={(next) =>
                setSearch({ page: next > 1 ? next : undefined })
              }
            />
          </Tabs.Panel>
          <Tabs.Panel value="transactions" pt="md">
            <TokenTransactions
              overview={overview}
              page={page}
              op={search.op}
              onPageChange={(next) =>
                setSearch({ page: next > 1 ? next : undefined })
              }
              onOpChange={(op?: Drc20Op) => setSearch({ op, page: undefined })}
            />
          </Tabs.Panel>
        </Tabs>
      }
    />
  )
}

function TokenPageBody({
  tick,
  overview,
  lookalikes,
  listedCount,
  status,
  tabs,
}: {
  readonly tick: string
  readonly overview: TokenOverview
  readonly lookalikes: LookalikeIndex | undefined
  readonly listedCount: number | undefined
  readonly status: ReactNode
  readonly tabs: ReactNode
}) {
  const { t, i18n } = useLingui()
  const facts = useTrustFacts(overview, lookalikes)
  const { token } = overview
  const system = getSystemTickKind(tick)
  const mintStatus = getTokenMintStatus(token)
  return (
    <Stack gap="md" py="md">
      <TokenPageHeader
        tick={tick}
        label={
          <TickLabel
            tick={tick}
            logo={token.logo ?? undefined}
            verified={token.isCheck}
            warnings={facts.warnings}
            size="lg"
          />
        }
        badges={
          <>
            <Badge
              variant="light"
              color={mintStatus === 'completed' ? 'gray' : 'teal'}
              data-mint-status={mintStatus}
            >
              {i18n._(mintStatusMessage(mintStatus))}
            </Badge>
            {system === 'lp' ? (
              <Badge variant="outline" color="gray">
                <Trans>System tick: liquidity pool</Trans>
              </Badge>
            ) : system !== undefined ? (
              <Badge variant="outline" color="gray">
                <Trans>System tick: wrapped token</Trans>
              </Badge>
            ) : null}
          </>
        }
        actions={<TokenActions token={token} />}
      />
      {status}
      <TrustPanel
        overview={overview}
        lookalikes={lookalikes}
        listedCount={listedCount}
      />
      <TokenAbout overview={overview} />
      <Paper
        withBorder
        radius="md"
        p={{ base: 'xs', sm: 'md' }}
        component="section"
        aria-label={t`Holders and transactions`}
      >
        {tabs}
      </Paper>
    </Stack>
  )
}

/**
 * The top of a token page: the way back to the list, the favourite star,
 * the token's name, its badges and its actions.
 */
function TokenPageHeader({
  tick,
  label,
  badges,
  actions,
}: {
  readonly tick: string
  readonly label: ReactNode
  readonly badges: ReactNode
  readonly actions: ReactNode
}) {
  const { t } = useLingui()
  return (
    <>
      <AnchorLink to="/drc20" size="sm">
        {t`← All tokens`}
      </AnchorLink>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} miw={0}>
          <Group gap="xs" wrap="nowrap" align="center">
            <FavouriteStar tick={tick} />
            <Title order={1} size="h2" miw={0}>
              {label}
            </Title>
          </Group>
          <Group gap={6}>{badges}</Group>
        </Stack>
        {actions}
      </Group>
    </>
  )
}

/**
 * The token page while its token loads (no copy kept from a visit yet):
 * the page's frame, with its fixed text, and a skeleton for each figure,
 * so nothing moves as the data comes.
 */
function TokenPageLoading({ tick }: { readonly tick: string }) {
  const { t } = useLingui()
  return (
    <Stack gap="md" py="md">
      <TokenPageHeader
        tick={tick}
        label={<TickLabel tick={tick} size="lg" />}
        badges={<Skeleton height={20} width={110} radius="xl" />}
        actions={<Skeleton height={36} width={240} maw="100%" />}
      />
      <Stack gap="md" aria-busy="true" role="status" aria-label={t`Loading…`}>
        <Skeleton height={20} width="60%" />
        <TrustPanelSkeleton />
        <Skeleton height={240} />
      </Stack>
    </Stack>
  )
}
