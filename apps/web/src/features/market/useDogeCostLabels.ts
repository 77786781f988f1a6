import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'

/** The DOGE cost rows' words, in the active language. */
export function useDogeCostLabels() {
  const { t } = useLingui()
  return useMemo(
    () => ({
      service: t`Service output`,
      custody: t`Custody output (becomes WDOGE)`,
      wrapFee: t`Wrap fee`,
      postage: t`Inscription postage`,
      postageHint: t`Paid to your own address: it stays yours.`,
      networkFee: t`Network fee (estimate)`,
      count: (label: string, count: number) => t`${label} × ${count}`,
    }),
    [t],
  )
}
