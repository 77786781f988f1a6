import { getTickDisplayName, getUsdValue } from '@drc20/core'
import { useMemo } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { formatUsd } from '../../ui/formatUsd'

/** Amounts exact (8 decimals, every digit), values in DOGE and USD. */
export function useValueFormat(usdPerDoge: string | undefined) {
  const formatters = useFormatters()
  return useMemo(() => {
    const { separators } = formatters
    /** Every digit: DRC-20, WDOGE and DOGE amounts have 8 decimals. */
    const amount = (raw: bigint) => formatters.amount(raw, 8, 8)
    return {
      amount,
      integer: formatters.integer,
      dateTime: formatters.dateTime,
      tick: (tick: string) => getTickDisplayName(tick),
      /** A DOGE value (koinu) to 2 decimals; `—` when unpriced. */
      doge: (koinu: bigint | undefined) =>
        koinu === undefined ? '—' : `${formatters.amount(koinu, 8, 2)} DOGE`,
      usd: (koinu: bigint | undefined) =>
        koinu === undefined || usdPerDoge === undefined
          ? '—'
          : (formatUsd(getUsdValue(koinu, 8, usdPerDoge), separators) ?? '—'),
    }
  }, [formatters, usdPerDoge])
}

export type ValueFormat = ReturnType<typeof useValueFormat>
