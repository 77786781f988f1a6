import { getTickDisplayName } from '@drc20/core'
import { useCallback } from 'react'
import { useFormatters } from '../../i18n/useFormatters'

/** A price as text: the exact amount and its tick as core displays it. */
export function useCartPriceText() {
  const format = useFormatters()
  return useCallback(
    (amt: bigint, tick: string) =>
      `${format.amount(amt)} ${getTickDisplayName(tick)}`,
    [format],
  )
}
