import { describe, expect, it } from 'vitest'
import { getCustodyOutputs } from './getCustodyOutputs.js'
import { withCustodyOutput } from './withCustodyOutput.js'

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
