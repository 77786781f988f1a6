import { WDOGE } from '../settlement/constants.js'

/** The fields of a decoded pair-v1 / pair-v2 input the DOGE deposit reads. */
export type DepositLeg = {
  readonly op: string
  readonly doge: number
  readonly tick0: string
  readonly tick1: string
  readonly amt0: bigint
  readonly amt1: bigint
}

/** DOGE deposited by `doge: 1` inputs (docs/protocol.md §5.7): their WDOGE legs. */
export function getPairDeposit(ops: readonly DepositLeg[]): bigint {
  let total = 0n
  for (const o of ops) {
    if (o.doge !== 1) continue
    if (o.op === 'swap') {
      if (o.tick0 === WDOGE) total += o.amt0
    } else if (o.op === 'create' || o.op === 'add') {
      if (o.tick0 === WDOGE) total += o.amt0
      if (o.tick1 === WDOGE) total += o.amt1
    }
  }
  return total
}
