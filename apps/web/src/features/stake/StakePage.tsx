import {
  getStakeV1Apy,
  getTickDisplayName,
  STAKE_V1_LP_TICK,
  STAKE_V1_REWARD_POOL_ADDRESS,
  STAKE_V1_REWARD_TICK,
  type StakePool,
  type StakeV1Apy,
  WDOGE_TICK,
} from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { queryErrorMessage } from '../../lib/api/apiErrorMessage'
import { tokenBalancesQueryOptions } from '../../lib/query/balanceQueries'
import {
  stakePoolsQueryOptions,
  stakePositionsQueryOptions,
} from '../../lib/query/stakeQueries'
import { useBlockPoll } from '../../lib/query/useBlockPoll'
import { useServices } from '../../lib/services'
import { signingAddressAtom } from '../../lib/wallet/walletAtoms'
import { Address } from '../../ui/Address'
import { AnchorLink } from '../../ui/AnchorLink'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { LoadingIndicator } from '../../ui/LoadingIndicator'
import { ReviewTable } from '../../ui/ReviewTable'
import { StatCard } from '../../ui/StatCard'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { MyStakePosition } from './MyStakePosition'
import { apyReasonMessage } from './messages'
import { StakeConfirmModal } from './StakeConfirmModal'
import { StakeForm } from './StakeForm'

const rewardTickOf = (tick: string) =>
  tick === STAKE_V1_LP_TICK ? WDOGE_TICK : STAKE_V1_REWARD_TICK

function useApy(height: number | undefined) {
  return (pool: StakePool): StakeV1Apy | undefined =>
    height === undefined
      ? undefined
      : getStakeV1Apy({
          stakedTick: pool.tick,
          rewardTick: rewardTickOf(pool.tick),
          totalStaked: pool.amt,
          height,
          schedule: pool.schedule,
        })
}

/** /stake: the stake-v1 pools, the bonus pool, and one pool's forms. */
export function StakePage({ tick }: { readonly tick: string | undefined }) {
  const { i18n, t } = useLingui()
  useDocumentTitle(t`Stake`)
  const format = useFormatters()
  const { api } = useServices()
  const address = useAtomValue(signingAddressAtom)
  const pools = useQuery(stakePoolsQueryOptions(api))
  const positions = useQuery(stakePositionsQueryOptions(api, address))
  const bonus = useQuery(
    tokenBalancesQueryOptions(api, STAKE_V1_REWARD_POOL_ADDRESS),
  )
  const block = useBlockPoll()
  const height = block.data?.info?.indexHeight
  const apyOf = useApy(height)
  const configuredTicks = useMemo(
    () => new Set((pools.data ?? []).map((p) => p.tick)),
    [pools.data],
  )
  const selected = pools.data?.find((p) => p.tick === tick)

  const apyText = (apy: StakeV1Apy | undefined) =>
    apy === undefined
      ? '—'
      : apy.kind === 'rate'
        ? `${format.amount(apy.bps, 2, 2)}%`
        : apy.kind === 'zero'
          ? '0%'
          : '—'
  const statusBadge = (apy: StakeV1Apy | undefined) =>
    apy?.kind === 'zero' ? (
      <Text size="sm" c="dimmed">
        {apy.reason === 'ENDED' ? t`Activity ended` : t`Accrual off`}
      </Text>
    ) : apy ? (
      <Text size="sm">{t`Accruing`}</Text>
    ) : null

  const columns: DataTableColumn<StakePool>[] = [
    {
      key: 'tick',
      header: t`Pool`,
      cell: (p) => (
        <AnchorLink to="/stake" search={{ tick: p.tick }}>
          {getTickDisplayName(p.tick)}
        </AnchorLink>
      ),
      sortValue: (p) => p.tick,
      card: 'title',
    },
    {
      key: 'staked',
      header: t`Total staked`,
      cell: (p) => format.amount(p.amt),
      sortValue: (p) => p.amt,
      align: 'right',
      firstDirection: 'desc',
    },
    {
      key: 'holders',
      header: t`Holders`,
      cell: (p) => format.integer(p.holders),
      sortValue: (p) => p.holders,
      align: 'right',
    },
    {
      key: 'reward',
      header: t`Total reward pool`,
      cell: (p) =>
        `${format.amount(p.reward)} ${getTickDisplayName(rewardTickOf(p.tick))}`,
      sortValue: (p) => p.reward,
      align: 'right',
    },
    {
      key: 'apy',
      header: t`APY`,
      cell: (p) => apyText(apyOf(p)),
      align: 'right',
    },
    {
      key: 'status',
      header: t`Status`,
      cell: (p) => statusBadge(apyOf(p)),
    },
    {
      key: 'start',
      header: t`Start time`,
      cell: (p) => (p.createDateMs > 0 ? format.dateTime(p.createDateMs) : '—'),
      sortValue: (p) => p.createDateMs,
    },
  ]

  const selectedApy = selected ? apyOf(selected) : undefined
  const apyReason = selectedApy ? apyReasonMessage(selectedApy) : undefined
  const position =
    selected && positions.data
      ? (positions.data.find((p) => p.tick === selected.tick) ?? null)
      : undefined

  return (
    <Stack gap="lg" py="md" maw={1100} mx="auto">
      <StakeConfirmModal />
      <Stack gap={4}>
        <Title order={1}>{t`Stake`}</Title>
        <Text c="dimmed">
          {t`Stake DRC-20 tokens in a stake-v1 pool and claim what the pool owes you. No lock applies.`}
        </Text>
      </Stack>
      <DataTable
        label={t`Stake pools`}
        columns={columns}
        rows={pools.data}
        getRowKey={(p) => p.tick}
        loading={pools.isPending}
        error={pools.error ? i18n._(queryErrorMessage(pools.error)) : undefined}
        onRetry={() => void pools.refetch()}
        emptyMessage={t`No stake pools yet.`}
      />
      {tick !== undefined && pools.isSuccess && !selected ? (
        <Alert color="yellow" role="alert" title={t`No such pool`}>
          {t`${tick} has no stake pool: staking it would fail at the indexer. Choose a pool above.`}
        </Alert>
      ) : null}
      {selected ? (
        <Card withBorder padding="lg" data-testid="stake-pool">
          <Stack gap="md">
            <Title order={2} size="h3">
              {t`Pool ${getTickDisplayName(selected.tick)}`}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <StatCard
                label={t`Total staked`}
                value={format.amount(selected.amt)}
              />
              <StatCard
                label={t`Total reward pool`}
                value={`${format.amount(selected.reward)} ${getTickDisplayName(rewardTickOf(selected.tick))}`}
              />
              <StatCard
                label={t`APY`}
                value={apyText(selectedApy)}
                testId="stake-apy"
                hint={apyReason ? i18n._(apyReason) : undefined}
              />
              <StatCard
                label={t`Start time`}
                value={
                  selected.createDateMs > 0
                    ? format.dateTime(selected.createDateMs)
                    : '—'
                }
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <StakeForm
                key={selected.tick}
                tick={selected.tick}
                configuredTicks={configuredTicks}
                staked={
                  address
                    ? (position?.amt ?? (position === null ? 0n : undefined))
                    : undefined
                }
                connected={address !== undefined}
              />
              {address === undefined ? (
                <Text size="sm" c="dimmed">
                  {t`Connect your wallet to see your position.`}
                </Text>
              ) : positions.isError ? (
                <ErrorRetry
                  error={i18n._(queryErrorMessage(positions.error))}
                  onRetry={() => void positions.refetch()}
                />
              ) : position === undefined ? (
                <LoadingIndicator size="sm" label={t`Loading your position`} />
              ) : (
                <MyStakePosition
                  tick={selected.tick}
                  address={address}
                  position={position}
                  poolBalances={bonus.data}
                />
              )}
            </SimpleGrid>
          </Stack>
        </Card>
      ) : pools.isSuccess && tick === undefined ? (
        <Text c="dimmed">{t`Choose a pool to stake, unstake or claim.`}</Text>
      ) : null}
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t`Bonus pool`}
          </Title>
          <Text size="sm" c="dimmed">
            {t`Claims are paid from the reward pool address; a claim on any pool but the LP pool pays owed UNIX plus a pro-rata share of each other token it holds.`}
          </Text>
          <Address address={STAKE_V1_REWARD_POOL_ADDRESS} />
          {bonus.isPending ? (
            <LoadingIndicator size="sm" label={t`Loading the bonus pool`} />
          ) : bonus.isError ? (
            <ErrorRetry
              error={i18n._(queryErrorMessage(bonus.error))}
              onRetry={() => void bonus.refetch()}
            />
          ) : bonus.data.size === 0 ? (
            <Text size="sm">{t`The reward pool holds nothing.`}</Text>
          ) : (
            <ReviewTable
              label={t`Bonus pool`}
              rows={[...bonus.data].map(([balanceTick, amount]) => ({
                label: getTickDisplayName(balanceTick),
                value: format.amount(amount),
              }))}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  )
}
