import {
  type AddDeposit,
  type AddInput,
  settleAdd,
  verifyAdd,
} from '../settlement/pairMath.js'
import { SettlementFailure } from '../state.js'

/** Indexer texts shared by pair-v1 and pair-v2 verification failures. */
export const PAIR_FAILURE_TEXTS = {
  NOT_FOUND: 'the contract does not exist err record not found',
  ZERO: 'the amount of tokens exceeds the 0',
  BALANCE: 'the amount of tokens exceeds the balance',
} as const

/**
 * pair-v1 and pair-v2 verification failures both carry `VerifySwap err: `
 * (protocol.md 2.4, 6.2).
 */
export function verifyFail(text: string): never {
  throw new SettlementFailure(`VerifySwap err: ${text}`)
}

/**
 * Runs a settlement step under the indexer's prefixes: the scanner's
 * (`swapAdd err: `) and the step's own (`swapAdd Add err: `), as in
 * `swapAdd err: swapAdd Add err: transfer amt < 0`.
 */
export function settleStep<T>(prefix: string, step: () => T): T {
  try {
    return step()
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error
    throw new SettlementFailure(prefix + error.errInfo)
  }
}

/**
 * An add as both pair protocols settle it: the verification (with its
 * `exceeds the max` quirk, E4), then the branch choice. When neither branch
 * fits, pair-v1 writes `The amount…` and pair-v2 `the amount…`.
 */
export function settlePairAdd(
  input: AddInput & {
    readonly totalSupply: bigint
    readonly balance0: bigint
    readonly balance1: bigint
  },
  protocol: 'pair-v1' | 'pair-v2',
): AddDeposit {
  const failure = verifyAdd(input)
  if (failure !== null) verifyFail(failure)
  const deposit = settleAdd(input)
  if (deposit === null) {
    const text =
      protocol === 'pair-v1'
        ? 'The amount of tokens exceeds the balance'
        : 'the amount of tokens exceeds the balance'
    throw new SettlementFailure(`swapAdd err: swapAdd Add err: ${text}`)
  }
  return deposit
}
