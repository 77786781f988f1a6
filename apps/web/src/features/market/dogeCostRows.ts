import type { DogeCostRow, DogeCostsProps } from '../../ui/DogeCosts'
import type { RevealDogeCosts } from './marketDogeCosts'

type Labels = {
  readonly service: string
  readonly custody: string
  readonly wrapFee: string
  readonly postage: string
  readonly postageHint: string
  readonly networkFee: string
  readonly count: (label: string, count: number) => string
}

/**
 * The DOGE costs of one or more reveals for the kit's `DogeCosts`: each
 * kind of output summed over the reveals, the postage (paid to the
 * signer's own address, so it is not part of the net change), and the net
 * change of the DOGE balance.
 */
export function getDogeCostsProps(
  reveals: readonly RevealDogeCosts[],
  labels: Labels,
  testId?: string,
): DogeCostsProps {
  const sum = (pick: (c: RevealDogeCosts) => bigint) =>
    reveals.reduce((total, c) => total + pick(c), 0n)
  const n = reveals.length
  const label = (text: string) => (n > 1 ? labels.count(text, n) : text)
  const rows: DogeCostRow[] = []
  const custody = sum((c) => c.custody)
  const wrapFee = sum((c) => c.wrapFee)
  const service = sum((c) => c.service)
  if (custody > 0n)
    rows.push({
      label: labels.custody,
      amount: custody,
      testId: 'cost-custody',
    })
  if (wrapFee > 0n)
    rows.push({
      label: labels.wrapFee,
      amount: wrapFee,
      testId: 'cost-wrap-fee',
    })
  if (service > 0n)
    rows.push({
      label: label(labels.service),
      amount: service,
      testId: 'cost-service',
    })
  rows.push({
    label: label(labels.postage),
    amount: sum((c) => c.postage),
    hint: labels.postageHint,
    testId: 'cost-postage',
  })
  rows.push({
    label: label(labels.networkFee),
    amount: sum((c) => c.networkFee),
    testId: 'cost-network-fee',
  })
  return { rows, netChange: -sum((c) => c.total), testId }
}
