import { WDOGE_TICK } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { SimpleGrid } from '@mantine/core'
import { StatCard } from '../../ui/StatCard'
import type { AccountHoldings } from './useAccountHoldings'
import { useValueFormat } from './useValueFormat'

/** The headline figures: total value, DOGE, WDOGE, how many tokens. */
export function HoldingsSummary({ holdings }: { holdings: AccountHoldings }) {
  const { t } = useLingui()
  const f = useValueFormat(holdings.usdPerDoge)
  const { total, doge, wdoge, tokens } = holdings
  const unpriced =
    total.unpriced > 0
      ? t`${f.integer(total.unpriced)} holdings have no DOGE price`
      : t`At the pools' prices`
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <StatCard
        testId="account-total"
        label={t`Total value`}
        value={f.doge(total.total)}
        exact={f.amount(total.total)}
        hint={`${f.usd(total.total)} · ${unpriced}`}
        loading={holdings.loading}
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
        value={f.amount(wdoge?.amt ?? 0n)}
        hint={f.usd(wdoge?.amt ?? 0n)}
        loading={holdings.balances.query.isPending}
      />
      <StatCard
        testId="account-token-count"
        label={t`DRC-20 tokens`}
        value={tokens === undefined ? '—' : f.integer(tokens.length)}
        loading={holdings.balances.query.isPending}
      />
    </SimpleGrid>
  )
}
