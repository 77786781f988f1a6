import type { ServiceInscriptionCosts } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import type { DogeCostsProps } from './DogeCosts'

/**
 * The DOGE a service inscription (stake-v1, box-v1) costs, as the kit's
 * `DogeCosts` lists it: postage back to the signer, the wallet's service
 * output and the network fee estimate, then the net change.
 */
export function useServiceDogeCosts(
  costs: ServiceInscriptionCosts | undefined,
  testId: string,
): DogeCostsProps | undefined {
  const { t } = useLingui()
  if (!costs) return undefined
  return {
    rows: [
      { label: t`Postage (back to your address)`, amount: costs.postage },
      { label: t`Wallet service output`, amount: costs.serviceOutput },
      {
        label: t`Network fee (estimate, set by the wallet)`,
        amount: costs.networkFee,
      },
    ],
    netChange: costs.netChange,
    testId,
  }
}
