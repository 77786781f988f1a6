import {
  formatPrice,
  getTickDisplayName,
  type PoolPosition,
  TOKEN_DECIMALS,
} from '@drc20/core'
import { useMemo } from 'react'
import { useFormatters } from '../../i18n/useFormatters'

type Ratio = PoolPosition['shareOfPool']

/** Locale-aware amounts (8 decimals), ratios and shares for pool screens. */
export function usePoolFormat() {
  const formatters = useFormatters()
  return useMemo(() => {
    const { separators } = formatters
    return {
      separators,
      amount: (raw: bigint) => formatters.amount(raw, TOKEN_DECIMALS),
      /** Text for an amount box: every digit, the language's decimal mark. */
      amountInput: (raw: bigint) => formatters.amountInput(raw, TOKEN_DECIMALS),
      /** Statistics (TVL, volume, fees): 2 decimals, truncated. */
      stat: (raw: bigint) => formatters.amount(raw, TOKEN_DECIMALS, 2),
      /** A price or ratio (prices of 8-decimal tokens are unit-free). */
      ratio: (value: Ratio) => formatPrice(value, separators) ?? '—',
      /** A share 0..1 as a percentage, truncated to 4 decimals. */
      percent: (share: Ratio) =>
        `${formatPrice(share.times(100), { ...separators, maxFractionDigits: 4 }) ?? '0'}%`,
      tick: (tick: string, doge = false) => getTickDisplayName(tick, { doge }),
      integer: formatters.integer,
    }
  }, [formatters])
}
