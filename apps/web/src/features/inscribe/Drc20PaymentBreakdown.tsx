import type { Drc20WalletCosts } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { DogeCosts } from '../../ui/DogeCosts'
import { useDrc20CostRows } from './Drc20ConfirmModal'

/**
 * The spec's payment breakdown in a drc-20 form (docs/product.md §3):
 * inscription, network fee, base fee, size fee and their total, then the
 * net change of the DOGE balance.
 */
export function Drc20PaymentBreakdown({
  costs,
}: {
  readonly costs: Drc20WalletCosts
}) {
  const { t } = useLingui()
  const rows = useDrc20CostRows(costs)
  return (
    <DogeCosts
      rows={[
        ...rows,
        {
          label: t`Total`,
          amount: costs.breakdown.total,
          testId: 'cost-total',
        },
      ]}
      netChange={costs.netChange}
      testId="payment-breakdown"
    />
  )
}
