import { getCustodyOutputs } from '@drc20/core'
import { describe, expect, it } from 'vitest'
import { withCustodyOutput } from './custodyOutput'

const payload = { p: 'wdoge', op: 'deposit', amt: '6710901985553450' } as const

describe(withCustodyOutput, () => {
  it('default: unchanged when the custody output is the deposit', () => {
    const outputs = getCustodyOutputs({
      deposit: 100_000_000n,
      walletSetsOutputs: false,
    })._unsafeUnwrap()
    expect(withCustodyOutput(payload, outputs)).toBe(payload)
    expect(withCustodyOutput(payload, undefined)).toBe(payload)
  })

  it('behavior: carries the larger custody output as a koinu string', () => {
    const outputs = getCustodyOutputs({
      deposit: 6_710_901_985_553_450n,
      walletSetsOutputs: true,
    })._unsafeUnwrap()
    expect(withCustodyOutput(payload, outputs)).toEqual({
      ...payload,
      custody_output: '6710901985553451',
    })
  })
})
