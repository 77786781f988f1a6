import { describe, expect, it } from 'vitest'
import { estimateInscriptionNetworkFee } from './estimateInscriptionNetworkFee.js'
import {
  getServiceInscriptionCosts,
  WALLET_SERVICE_OUTPUT,
} from './getServiceInscriptionCosts.js'

describe(getServiceInscriptionCosts, () => {
  const payload = {
    p: 'stake-v1',
    op: 'stake',
    tick: 'UNIX',
    amt: '1',
  } as const
  it('default: postage back, service output and network fee out', () => {
    const costs = getServiceInscriptionCosts(payload, 1_000_000n)
    const networkFee = estimateInscriptionNetworkFee(payload, 1_000_000n)
    expect(costs).toEqual({
      postage: 100_000n,
      serviceOutput: WALLET_SERVICE_OUTPUT,
      networkFee,
      netChange: -(50_000_000n + networkFee),
    })
    expect(networkFee).toBeGreaterThan(0n)
  })
})
