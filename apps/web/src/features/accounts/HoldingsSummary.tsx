import { WDOGE_TICK } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { SimpleGrid, Stack } from '@mantine/core'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { StatCard } from '../../ui/StatCard'
import type { AccountHoldings } from './useAccountHoldings'
import { useValueFormat } from './useValueFormat'

/**
 * The headline figures: total value, DOGE, WDOGE, how many tokens. A list
 * that failed leaves its figures unknown (never 0) and the total unknown
 * (it would be short), with the reason and one Retry for every failed list.
 */
export function HoldingsSummary({ holdings }: { holdings: AccountHoldings }) {
  const { i18n, t } = useLingui()
  const f = useValueFormat(holdings.usdPerDoge)
  const { total, doge, wdoge, tokens } = holdings
  const failed = [
    holdings.doge,
    holdings.balances.query,
    holdings.pools,
    holdings.stakes,
    holdings.listings,
  ].filter((query) => query.isError)
  const balancesKnown = holdings.balances.query.data !== undefined
  const unpriced =
    total.unpriced > 0
      ? t`${f.integer(total.unpriced)} holdings have no DOGE price`
      : t`At the pools' prices`
  const totalKnown = failed.length === 0
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <StatCard
          testId="account-total"
          label={t`Total value`}
          value={totalKnown ? f.doge(total.total) : '—'}
          {...(totalKnown ? { exact: f.amount(total.total) } : {})}
          hint={totalKnown ? `${f.usd(total.total)} · ${unpriced}` : undefined}
          loading={holdings.loading && totalKnown}
        />
        <StatCard
          testId="account-doge"
          label="DOGE"
          value={doge.data === undefined ? '—' : f.amount(doge.data)}
          hint={f.usd(doge.data)}
          loading={doge.isPending}
        />
        <StatCard
          testId="account-wdoge"
          label={f.tick(WDOGE_TICK)}
          value={balancesKnown ? f.amount(wdoge?.amt ?? 0n) : '—'}
          hint={balancesKnown ? f.usd(wdoge?.amt ?? 0n) : undefined}
          loading={holdings.balances.query.isPending}
        />
        <StatCard
          testId="account-token-count"
          label={t`DRC-20 tokens`}
          value={tokens === undefined ? '—' : f.integer(tokens.length)}
          loading={holdings.balances.query.isPending}
        />
      </SimpleGrid>
      {failed[0] ? (
        <ErrorRetry
          error={i18n._(queryErrorMessage(failed[0].error))}
          onRetry={() => {
            for (const query of failed) void query.refetch()
          }}
        />
      ) : null}
    </Stack>
  )
}
