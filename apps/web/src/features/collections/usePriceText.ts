import { getTickDisplayName } from '@drc20/core'
import { useCallback } from 'react'
import { useFormatters } from '../../i18n/useFormatters'

/**
 * A listing price as text: the exact amount (8 decimals) and its payment
 * tick as core displays it (WDOGE for `WDOGE(WRAPPED-DOGE)`, lookalikes
 * revealed).
 */
export function usePriceText() {
  const format = useFormatters()
  return useCallback(
    (amt: bigint, tick: string) =>
      `${format.amount(amt)} ${getTickDisplayName(tick)}`,
    [format],
  )
}

/**
 * A market statistic the API sends as a double of base units (floor,
 * volume; docs/api.md §8.12), for display only: truncated to an integer
 * of base units, 0 when not a finite non-negative number.
 */
export function statToBaseUnits(value: number): bigint {
  return Number.isFinite(value) && value > 0 ? BigInt(Math.trunc(value)) : 0n
}
