import { getAddLiquidityAmounts } from '../amm/getAddLiquidityAmounts.js'
import { getAddLiquidityVerification } from '../amm/getAddLiquidityVerification.js'
import {
  type AddLiquidityQuote,
  quoteAddLiquidity,
} from '../amm/quoteAddLiquidity.js'
import type { HeldBalances } from '../balances/getHeldAmount.js'
import { getHeldAmount } from '../balances/getHeldAmount.js'
import { withCustodyOutput } from '../custody/withCustodyOutput.js'
import type { WalletDogeCosts } from '../fees/getWalletDogeCosts.js'
import { isWdogeTick } from '../identifiers/wdogeTick.js'
import {
  createPairV1AddPayload,
  type PairV1AddPayload,
} from '../payloads/pairV1Payloads.js'
import {
  createPairV2AddPayload,
  type PairV2AddPayload,
} from '../payloads/pairV2Payloads.js'
import { getSlippage } from '../swap/getSlippage.js'
import type { SlippageWarning } from '../swap/parseSlippage.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import {
  type DogeLegPayment,
  getDogeLegPayment,
} from '../wrap/getDogeLegPayment.js'
import {
  addPoolIssues,
  checkPoolBalances,
  getPoolDogeCosts,
  type PoolFormIssue,
  type PoolRef,
  parsePoolAmount,
} from './poolForm.js'

export type GetAddLiquidityFormStateParameters = {
  readonly pool: PoolRef
  /** Which side the user typed. */
  readonly fixed: 'amount0' | 'amount1'
  readonly text: string
  /** The slippage box; blank is the 0.5% default. */
  readonly slippageText: string
  /** The language's notation of the typed text; `.` without grouping by default. */
  readonly separators?: DecimalSeparators
  /** Pay the WDOGE leg in native DOGE. */
  readonly doge: boolean
  readonly balances: HeldBalances
  /** Whether the wallet lets the page set the custody output (devnet only). */
  readonly walletSetsOutputs?: boolean
}

export type AddLiquidityFormState = {
  /** The payload amounts (the optimal pair) and their minimums. */
  readonly amount0?: bigint
  readonly amount1?: bigint
  readonly amount0Min?: bigint
  readonly amount1Min?: bigint
  readonly slippageBps?: bigint
  readonly slippageWarning?: SlippageWarning
  readonly quote?: AddLiquidityQuote
  readonly dogeLeg?: DogeLegPayment
  /** Every DOGE the wallet pays for the payload (`getWalletDogeCosts`). */
  readonly dogeCosts?: WalletDogeCosts
  readonly issues: readonly PoolFormIssue[]
  readonly payload?: PairV1AddPayload | PairV2AddPayload
}

/**
 * An add: the user types one side; `getAddLiquidityAmounts` derives the
 * other (the optimal pair, so pair-v2 donates nothing, E17) and the
 * minimums from slippage (the supply fails if the price moves more than
 * that); `quoteAddLiquidity` previews LP and share; the verification quirk
 * (E4) is checked against the balances before signing.
 */
export function getAddLiquidityFormState(
  input: GetAddLiquidityFormStateParameters,
): AddLiquidityFormState {
  const { pool } = input
  const issues: PoolFormIssue[] = []
  const slippage = getSlippage(input.slippageText, input.separators)
  if (!slippage) issues.push({ code: 'INVALID_SLIPPAGE' })
  const side = input.fixed === 'amount0' ? 0 : 1
  const typed = parsePoolAmount(input.text, side, input.separators)
  if (!typed.ok) issues.push(typed.issue)
  if (!slippage || !typed.ok) return { issues }
  const amounts = getAddLiquidityAmounts({
    fixed: input.fixed,
    amount: typed.raw,
    reserve0: pool.reserve0,
    reserve1: pool.reserve1,
    slippageBps: slippage.bps,
  })
  if (amounts.isErr()) {
    const code = amounts.error.code
    return {
      slippageBps: slippage.bps,
      issues: [
        code === 'NO_LIQUIDITY'
          ? { code: 'NO_LIQUIDITY' }
          : code === 'INVALID_SLIPPAGE'
            ? { code: 'INVALID_SLIPPAGE' }
            : { code: 'ZERO_AMOUNT' },
      ],
    }
  }
  const { amount0, amount1, amount0Min, amount1Min } = amounts.value
  const base = {
    amount0,
    amount1,
    amount0Min,
    amount1Min,
    slippageBps: slippage.bps,
    slippageWarning: slippage.warning,
  }
  const quote = quoteAddLiquidity({
    amount0Desired: amount0,
    amount1Desired: amount1,
    amount0Min,
    amount1Min,
    reserve0: pool.reserve0,
    reserve1: pool.reserve1,
    totalSupply: pool.liquidityTotal,
  })
  if (quote.isErr()) {
    const code = quote.error.code
    return {
      ...base,
      issues: [
        code === 'NO_LIQUIDITY'
          ? { code: 'NO_LIQUIDITY' }
          : code === 'ZERO_LIQUIDITY'
            ? { code: 'ZERO_LIQUIDITY' }
            : { code: 'ZERO_AMOUNT' },
      ],
    }
  }
  const ticks = [pool.tick0, pool.tick1] as const
  const dogeLeg = getDogeLegPayment(
    [
      { tick: pool.tick0, amount: amount0 },
      { tick: pool.tick1, amount: amount1 },
    ],
    input.doge,
    { walletSetsOutputs: input.walletSetsOutputs },
  )
  issues.push(
    ...checkPoolBalances(input.balances, ticks, [amount0, amount1], dogeLeg),
  )
  const known0 = getHeldAmount(input.balances, { tick: pool.tick0 })
  const known1 = getHeldAmount(input.balances, { tick: pool.tick1 })
  if (issues.length === 0 && known0 !== undefined && known1 !== undefined) {
    // With doge: 1 the WDOGE leg is minted to the actor before the add.
    const balance0 =
      known0 + (dogeLeg && isWdogeTick(pool.tick0) ? amount0 : 0n)
    const balance1 =
      known1 + (dogeLeg && isWdogeTick(pool.tick1) ? amount1 : 0n)
    const verified = getAddLiquidityVerification({
      amount0,
      amount1,
      amount0Min,
      amount1Min,
      reserve0: pool.reserve0,
      reserve1: pool.reserve1,
      balance0,
      balance1,
    })
    if (verified.isErr()) {
      const e = verified.error
      issues.push(
        e.code === 'EXCEEDS_MAX'
          ? { code: 'EXCEEDS_MAX', required1: e.required1 }
          : e.code === 'INSUFFICIENT_BALANCE'
            ? { code: 'INSUFFICIENT_BALANCE', tick: pool.tick0 }
            : e.code === 'NO_LIQUIDITY'
              ? { code: 'NO_LIQUIDITY' }
              : { code: 'ZERO_AMOUNT' },
      )
    }
  }
  const payload =
    pool.protocol === 'pair-v1'
      ? createPairV1AddPayload({
          tick0: pool.tick0,
          tick1: pool.tick1,
          amt0: amount0,
          amt1: amount1,
          amt0Min: amount0Min,
          amt1Min: amount1Min,
          doge: dogeLeg !== undefined,
        })
      : createPairV2AddPayload({
          pairId: pool.pairId ?? '',
          tick0Id: pool.tick0,
          tick1Id: pool.tick1,
          amt0: amount0,
          amt1: amount1,
          amt0Min: amount0Min,
          amt1Min: amount1Min,
          doge: dogeLeg !== undefined,
        })
  if (payload.isErr()) {
    issues.push({ code: 'PAYLOAD', detail: payload.error.code })
    return { ...base, quote: quote.value, dogeLeg, issues }
  }
  const signed = withCustodyOutput(payload.value, dogeLeg?.outputs)
  const costs = getPoolDogeCosts(signed, {
    dogeBalance: input.balances.doge,
    walletSetsOutputs: input.walletSetsOutputs,
  })
  return {
    ...base,
    quote: quote.value,
    dogeLeg,
    dogeCosts: costs.dogeCosts,
    issues: addPoolIssues(issues, costs.issues),
    payload: signed,
  }
}
