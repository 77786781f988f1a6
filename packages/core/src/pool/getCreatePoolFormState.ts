import type { CreatePoolQuote } from '../amm/quoteCreatePool.js'
import { quoteCreatePool } from '../amm/quoteCreatePool.js'
import type { HeldBalances } from '../balances/getHeldAmount.js'
import { withCustodyOutput } from '../custody/withCustodyOutput.js'
import type { WalletDogeCosts } from '../fees/getWalletDogeCosts.js'
import { getRatio } from '../math/getRatio.js'
import {
  createPairV1CreatePayload,
  type PairV1CreatePayload,
} from '../payloads/pairV1Payloads.js'
import {
  createPairV2CreatePayload,
  type PairV2CreatePayload,
} from '../payloads/pairV2Payloads.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import {
  type DogeLegPayment,
  getDogeLegPayment,
} from '../wrap/getDogeLegPayment.js'
import { isPairId } from './pairId.js'
import {
  addPoolIssues,
  checkPoolBalances,
  getPoolDogeCosts,
  type PoolFormIssue,
  parsePoolAmount,
} from './poolForm.js'

/** The pool protocol a create opens. */
export type CreatePoolProtocol = 'pair-v1' | 'pair-v2'

export type GetCreatePoolFormStateParameters = {
  /** Pool order (sorted ticks). */
  readonly tick0: string
  readonly tick1: string
  readonly text0: string
  readonly text1: string
  /** The language's notation of the typed text; `.` without grouping by default. */
  readonly separators?: DecimalSeparators
  /** Pay the WDOGE leg in native DOGE (pair-v1 only). */
  readonly doge: boolean
  readonly balances: HeldBalances
  /** Whether the wallet lets the page set the custody output (devnet only). */
  readonly walletSetsOutputs?: boolean
  /** pair-v1 (default) or pair-v2 (then `pairId` is the pool key). */
  readonly protocol?: CreatePoolProtocol
  /** pair-v2 only: the creator's pool key, sent verbatim. */
  readonly pairId?: string
  /** pair-v2 only: the pair ids already in use (a second create fails). */
  readonly takenPairIds?: ReadonlySet<string>
  /**
   * pair-v2 only: the pools in use are still loading, or failed to load;
   * either way the pair id cannot be checked yet, so the create waits.
   */
  readonly takenPairIdsStatus?: 'loading' | 'error'
}

export type CreatePoolFormState = {
  readonly amount0?: bigint
  readonly amount1?: bigint
  readonly quote?: CreatePoolQuote
  /** amount0 / amount1: the starting price of token1 in token0. */
  readonly inversePrice?: CreatePoolQuote['startingPrice']
  readonly dogeLeg?: DogeLegPayment
  /** Every DOGE the wallet pays for the payload (`getWalletDogeCosts`). */
  readonly dogeCosts?: WalletDogeCosts
  readonly issues: readonly PoolFormIssue[]
  readonly payload?: PairV1CreatePayload | PairV2CreatePayload
}

function getPairIdIssues(
  input: GetCreatePoolFormStateParameters,
): PoolFormIssue[] {
  if (input.protocol !== 'pair-v2') return []
  const pairId = input.pairId ?? ''
  if (!isPairId(pairId)) return [{ code: 'PAIR_ID_INVALID' }]
  if (input.takenPairIdsStatus === 'loading')
    return [{ code: 'PAIR_ID_CHECKING' }]
  if (input.takenPairIdsStatus === 'error')
    return [{ code: 'PAIR_ID_UNCHECKED' }]
  if (input.takenPairIds?.has(pairId)) return [{ code: 'PAIR_ID_TAKEN' }]
  return []
}

/**
 * A create: both amounts typed; creator LP `isqrt(a0 × a1) − 1000` and
 * refused unless `a0 × a1 ≥ 1,002,001` (`quoteCreatePool`); the starting
 * price is the ratio of the amounts. pair-v1 is keyed by its ticks;
 * pair-v2 by the creator's `pair_id` (verbatim, docs/protocol.md §6) and never
 * with `doge: 1` (it always fails, docs/protocol.md §6.3), so its WDOGE leg is paid in
 * WDOGE.
 */
export function getCreatePoolFormState(
  input: GetCreatePoolFormStateParameters,
): CreatePoolFormState {
  const v2 = input.protocol === 'pair-v2'
  const pairId = input.pairId ?? ''
  const pairIssues = getPairIdIssues(input)
  const a0 = parsePoolAmount(input.text0, 0, input.separators)
  const a1 = parsePoolAmount(input.text1, 1, input.separators)
  const issues: PoolFormIssue[] = [...pairIssues]
  if (!a0.ok) issues.push(a0.issue)
  if (!a1.ok) issues.push(a1.issue)
  if (!a0.ok || !a1.ok)
    return {
      amount0: a0.ok ? a0.raw : undefined,
      amount1: a1.ok ? a1.raw : undefined,
      issues,
    }
  const amounts = [a0.raw, a1.raw] as const
  const ticks = [input.tick0, input.tick1] as const
  const quote = quoteCreatePool(a0.raw, a1.raw)
  if (quote.isErr()) {
    return {
      amount0: a0.raw,
      amount1: a1.raw,
      issues: [...pairIssues, { code: 'BELOW_MINIMUM_LIQUIDITY' }],
    }
  }
  const dogeLeg = v2
    ? undefined
    : getDogeLegPayment(
        ticks.map((tick, i) => ({ tick, amount: amounts[i] as bigint })),
        input.doge,
        { walletSetsOutputs: input.walletSetsOutputs },
      )
  issues.push(...checkPoolBalances(input.balances, ticks, amounts, dogeLeg))
  const payload = v2
    ? createPairV2CreatePayload({
        pairId,
        tick0Id: input.tick0,
        tick1Id: input.tick1,
        amt0: a0.raw,
        amt1: a1.raw,
      })
    : createPairV1CreatePayload({
        tick0: input.tick0,
        tick1: input.tick1,
        amt0: a0.raw,
        amt1: a1.raw,
        doge: dogeLeg !== undefined,
      })
  if (payload.isErr() && pairIssues.length === 0)
    issues.push({ code: 'PAYLOAD', detail: payload.error.code })
  const result = {
    amount0: a0.raw,
    amount1: a1.raw,
    quote: quote.value,
    inversePrice: getRatio(a0.raw, a1.raw),
    dogeLeg,
    issues,
  }
  if (payload.isErr() || pairIssues.length > 0) return result
  const signed = withCustodyOutput(payload.value, dogeLeg?.outputs)
  const costs = getPoolDogeCosts(signed, {
    dogeBalance: input.balances.doge,
    walletSetsOutputs: input.walletSetsOutputs,
  })
  return {
    ...result,
    dogeCosts: costs.dogeCosts,
    issues: addPoolIssues(issues, costs.issues),
    payload: signed,
  }
}
