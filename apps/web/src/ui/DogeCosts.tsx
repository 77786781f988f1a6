import { Trans, useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { ReviewTable } from './ReviewTable'
import { useKitFormatters } from './useKitFormatters'

/** One DOGE amount the wallet pays (service output, postage, custody, network fee). */
export type DogeCostRow = {
  readonly label: ReactNode
  /** DOGE base units (1e8). */
  readonly amount: bigint
  readonly hint?: ReactNode
  readonly testId?: string
}

export type DogeCostsProps = {
  /** Every output the wallet pays, and the network fee estimate. */
  readonly rows: readonly DogeCostRow[]
  /**
   * The DOGE balance's change after the operation, in base units: negative
   * when it pays, positive when it receives DOGE net of the costs.
   */
  readonly netChange: bigint
  readonly testId?: string
}

/**
 * What an operation costs in DOGE: each output the wallet pays, then the
 * net change of the DOGE balance, signed, below a rule, so that nothing
 * the wallet takes is left out of a confirmation.
 */
export function DogeCosts({ rows, netChange, testId }: DogeCostsProps) {
  const { t } = useLingui()
  const format = useKitFormatters()
  const sign = netChange < 0n ? '−' : netChange > 0n ? '+' : ''
  const magnitude = netChange < 0n ? -netChange : netChange
  return (
    <section data-testid={testId}>
      <Text size="sm" fw={600} mb={2}>
        <Trans>DOGE costs</Trans>
      </Text>
      <ReviewTable
        label={t`DOGE costs`}
        rows={rows.map((row) => ({
          label: row.label,
          hint: row.hint,
          value: `${format.amount(row.amount)} DOGE`,
          testId: row.testId,
        }))}
        footer={{
          label: t`Net DOGE change`,
          value: `${sign}${format.amount(magnitude)} DOGE`,
          testId: testId ? `${testId}-net` : undefined,
        }}
      />
    </section>
  )
}
