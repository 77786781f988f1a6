import {
  type GetWalletDogeCostsParameters,
  getWalletDogeCosts,
  type WalletDogeCosts,
  type WalletDogeOutputKind,
  type WalletPayload,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { DogeCostsProps } from './DogeCosts'

const OUTPUT_LABELS: Readonly<Record<WalletDogeOutputKind, MessageDescriptor>> =
  {
    postage: msg`Inscription postage`,
    service: msg`Wallet service output`,
    custody: msg`DOGE deposited to custody`,
    'wrap-fee': msg`Wrap fee`,
    'nft-fee': msg`AI-NFT fee`,
  }

/**
 * `DogeCosts` props from core's `getWalletDogeCosts`: each output that
 * leaves the wallet, the network fee estimate, the DOGE the operation pays
 * out (when it does), and the net change of the DOGE balance.
 * `translate` is Lingui's `i18n._`.
 */
export function getDogeCostsProps(
  costs: WalletDogeCosts,
  translate: (message: MessageDescriptor) => string,
  testId?: string,
): DogeCostsProps {
  const rows = costs.costs.map((output) => ({
    label: translate(OUTPUT_LABELS[output.kind]),
    amount: output.amount,
    testId: testId ? `${testId}-${output.kind}` : undefined,
  }))
  rows.push({
    label: translate(msg`Network fee (estimate)`),
    amount: costs.networkFee,
    testId: testId ? `${testId}-network` : undefined,
  })
  if (costs.received > 0n)
    rows.push({
      label: translate(msg`DOGE you receive`),
      amount: costs.received,
      testId: testId ? `${testId}-received` : undefined,
    })
  return { rows, netChange: costs.netChange, testId }
}

/**
 * The `DogeCosts` of a confirmation's frozen payload, by core's one rule
 * (`getWalletDogeCosts`; `options` as it takes them: a DOGE output, a
 * recipient, a fee rate). `undefined` while there is no payload, or when
 * core cannot price it (an unknown protocol): the confirmation then shows
 * no costs rather than wrong ones.
 */
export function useWalletDogeCosts(
  payload: WalletPayload | undefined,
  testId: string,
  options: Omit<GetWalletDogeCostsParameters, 'payload'> = {},
): DogeCostsProps | undefined {
  const { i18n } = useLingui()
  if (!payload) return undefined
  const costs = getWalletDogeCosts({ ...options, payload })
  return costs.isOk()
    ? getDogeCostsProps(costs.value, (m) => i18n._(m), testId)
    : undefined
}
