import { WDOGE } from '../settlement/constants.js'
import {
  type AddDeposit,
  type AddInput,
  removeOutputs,
  settleAdd,
  verifyAdd,
} from '../settlement/pairMath.js'
import { type IndexerState, SettlementFailure, transfer } from '../state.js'

/** Indexer texts shared by pair-v1 and pair-v2 verification failures. */
export const PAIR_FAILURE_TEXTS = {
  NOT_FOUND: 'the contract does not exist err record not found',
  ZERO: 'the amount of tokens exceeds the 0',
  BALANCE: 'the amount of tokens exceeds the balance',
} as const

/**
 * pair-v1 and pair-v2 verification failures both carry `VerifySwap err: `
 * (docs/protocol.md §2.4, §6.2).
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

/** A pool as a remove reads it: its two tokens, reserve address and supply. */
export type RemovePool = {
  readonly tick0: string
  readonly tick1: string
  readonly reservesAddress: string
  readonly reserve0: bigint
  readonly reserve1: bigint
  readonly totalSupply: bigint
}

/**
 * A remove as both pair protocols settle it: `out_i = liquidity × R_i //
 * LT` moved from the reserve to the actor (a 0 output fails its transfer),
 * then `burnLp` burns the LP in the protocol's own ledger. Returns both
 * outputs and the WDOGE among them (unwrapped when `doge: 1`).
 */
export function settleRemove(
  state: IndexerState,
  pool: RemovePool,
  removal: {
    readonly actor: string
    readonly liquidity: bigint
    readonly txHash: string
  },
  burnLp: () => void,
): { readonly out0: bigint; readonly out1: bigint; readonly wdoge: bigint } {
  const [out0, out1] = removeOutputs(
    removal.liquidity,
    pool.reserve0,
    pool.reserve1,
    pool.totalSupply,
  )
  const { actor, txHash } = removal
  settleStep('swapRemove err: swapRemove SwapRemove error: ', () => {
    transfer(state, pool.tick0, pool.reservesAddress, actor, out0, txHash)
    transfer(state, pool.tick1, pool.reservesAddress, actor, out1, txHash)
    burnLp()
  })
  let wdoge = 0n
  if (pool.tick0 === WDOGE) wdoge += out0
  if (pool.tick1 === WDOGE) wdoge += out1
  return { out0, out1, wdoge }
}
