import {
  formatPrice,
  getTickDisplayName,
  getUsdValue,
  type OrderBookEntry,
  TOKEN_DECIMALS,
} from '@drc20/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { dogeUsdPriceQueryOptions } from '../../lib/query/serviceQueries'
import { useServices } from '../../lib/services'
import { formatUsd } from '../../ui/formatUsd'

/** A display ratio (a price, a percentage) from core. */
type Ratio = OrderBookEntry['unitPrice']

/**
 * Amounts, prices and USD for the market screens, in the language's
 * notation. Prices of DRC-20 tokens in DOGE are often far below a
 * satoshi: they keep 8 significant digits down to 10^-18.
 */
export function useMarketFormat() {
  const formatters = useFormatters()
  const { api } = useServices()
  const usd = useQuery(dogeUsdPriceQueryOptions(api))
  const usdPerDoge = usd.data?.kind === 'ok' ? usd.data.usdPerDoge : undefined
  return useMemo(() => {
    const { separators } = formatters
    const price = (value: Ratio | number | undefined) =>
      value === undefined
        ? '—'
        : (formatPrice(typeof value === 'number' ? String(value) : value, {
            maxSignificantDigits: 8,
            maxFractionDigits: 18,
            ...separators,
          }) ?? '—')
    return {
      separators,
      /** 8-decimal base units, every digit up to 8 decimals. */
      amount: (raw: bigint) => formatters.amount(raw, TOKEN_DECIMALS),
      /** Statistics: 2 decimals, truncated. */
      stat: (raw: bigint) => formatters.amount(raw, TOKEN_DECIMALS, 2),
      amountInput: (raw: bigint) => formatters.amountInput(raw, TOKEN_DECIMALS),
      price,
      /** A price per token in DOGE, as USD (`undefined` without the DOGE price). */
      priceUsd: (value: Ratio | undefined) =>
        value === undefined || usdPerDoge === undefined
          ? undefined
          : formatUsd(value.times(usdPerDoge), separators),
      /** DOGE (or WDOGE) base units as USD. */
      dogeUsd: (raw: bigint) =>
        usdPerDoge === undefined
          ? undefined
          : formatUsd(getUsdValue(raw, TOKEN_DECIMALS, usdPerDoge), separators),
      percent: (value: Ratio | number) =>
        formatPrice(typeof value === 'number' ? String(value) : value, {
          maxSignificantDigits: 4,
          maxFractionDigits: 2,
          ...separators,
        }) ?? '—',
      tick: (tick: string) => getTickDisplayName(tick),
      integer: formatters.integer,
      dateTime: formatters.dateTime,
    }
  }, [formatters, usdPerDoge])
}

export type MarketFormat = ReturnType<typeof useMarketFormat>
