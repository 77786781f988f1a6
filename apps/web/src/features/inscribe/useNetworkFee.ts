import {
  DEFAULT_GAS_TIERS,
  type FeeChoice,
  getCongestionLevel,
  getFeeChoiceRate,
} from '@drc20/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { gasTiersQueryOptions } from '../../lib/query/serviceQueries'
import { useServices } from '../../lib/services'

/**
 * The network fee a form pays: a tier of the fee services (the spec's
 * "normal", medium by default) or a custom rate in DOGE per kB, read with
 * core's `getFeeChoiceRate`; and the congestion level of the tiers.
 */
export function useNetworkFee() {
  const { api } = useServices()
  const { separators } = useFormatters()
  const gas = useQuery(gasTiersQueryOptions(api))
  const [choice, setChoice] = useState<FeeChoice>({
    kind: 'tier',
    tier: 'medium',
  })
  const tiers = gas.data?.tiers ?? DEFAULT_GAS_TIERS
  const rate = getFeeChoiceRate(choice, tiers, separators)
  return {
    choice,
    setChoice,
    tiers,
    /** Every fee service failed: the spec's default tiers are used. */
    fallback: gas.data?.kind === 'default',
    loading: gas.isPending,
    rate,
    feeRatePerKb: rate.isOk() ? rate.value : undefined,
    congestion:
      gas.data?.kind === 'service'
        ? getCongestionLevel(gas.data.tiers)
        : 'normal',
  }
}

export type NetworkFee = ReturnType<typeof useNetworkFee>
