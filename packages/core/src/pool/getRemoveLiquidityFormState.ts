import {
  getLiquidityForPercent,
  quoteRemoveLiquidity,
  type RemoveLiquidityQuote,
} from '../amm/quoteRemoveLiquidity.js'
import type { WalletDogeCosts } from '../fees/getWalletDogeCosts.js'
import { isWdogeTick } from '../identifiers/wdogeTick.js'
import {
  createPairV1RemovePayload,
  type PairV1RemovePayload,
} from '../payloads/pairV1Payloads.js'
import {
  createPairV2RemovePayload,
  type PairV2RemovePayload,
} from '../payloads/pairV2Payloads.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import { hasWdogeLeg } from '../wrap/getDogeLegPayment.js'
import {
  getPoolDogeCosts,
  type PoolFormIssue,
  type PoolRef,
  parsePoolAmount,
} from './poolForm.js'

export type GetRemoveLiquidityFormStateParameters = {
  readonly pool: PoolRef
  /** The holder's LP in this pool, base units. */
  readonly position: bigint
  readonly mode: 'percent' | 'amount'
  /** 0..100 (the slider). */
  readonly percent: number
  readonly lpText: string
  /** The language's notation of the typed text; `.` without grouping by default. */
  readonly separators?: DecimalSeparators
  /** Receive the WDOGE leg as native DOGE. */
  readonly doge: boolean
  /** The wallet's DOGE (pays the DOGE costs); `undefined` while unknown. */
  readonly dogeBalance?: bigint
}

export type RemoveLiquidityFormState = {
  readonly liquidity?: bigint
  readonly quote?: RemoveLiquidityQuote
  /**
   * Every DOGE the wallet pays for the payload, and what a `doge: 1`
   * remove pays out in DOGE (`getWalletDogeCosts`).
   */
  readonly dogeCosts?: WalletDogeCosts
  readonly issues: readonly PoolFormIssue[]
  readonly payload?: PairV1RemovePayload | PairV2RemovePayload
}

/**
 * A remove by LP amount or percentage (`getLiquidityForPercent`), outputs
 * exactly as the indexer pays them (`quoteRemoveLiquidity`); zero outputs
 * are refused (the remove would fail).
 */
export function getRemoveLiquidityFormState(
  input: GetRemoveLiquidityFormStateParameters,
): RemoveLiquidityFormState {
  const { pool } = input
  if (input.position <= 0n) return { issues: [{ code: 'NO_POSITION' }] }
  let liquidity: bigint
  if (input.mode === 'percent') {
    liquidity = getLiquidityForPercent(input.position, input.percent)
    if (liquidity === 0n)
      return { liquidity, issues: [{ code: 'AMOUNT_ZERO', side: 'lp' }] }
  } else {
    const typed = parsePoolAmount(input.lpText, 'lp', input.separators)
    if (!typed.ok) return { issues: [typed.issue] }
    liquidity = typed.raw
  }
  if (liquidity > input.position)
    return { liquidity, issues: [{ code: 'EXCEEDS_POSITION' }] }
  const quote = quoteRemoveLiquidity({
    liquidity,
    reserve0: pool.reserve0,
    reserve1: pool.reserve1,
    totalSupply: pool.liquidityTotal,
  })
  if (quote.isErr()) {
    const code = quote.error.code
    return {
      liquidity,
      issues: [
        code === 'ZERO_OUTPUT'
          ? { code: 'ZERO_OUTPUT' }
          : code === 'EXCEEDS_SUPPLY'
            ? { code: 'EXCEEDS_POSITION' }
            : code === 'NO_LIQUIDITY'
              ? { code: 'NO_LIQUIDITY' }
              : { code: 'AMOUNT_ZERO', side: 'lp' },
      ],
    }
  }
  const doge = input.doge && hasWdogeLeg(pool.tick0, pool.tick1)
  const payload =
    pool.protocol === 'pair-v1'
      ? createPairV1RemovePayload({
          tick0: pool.tick0,
          tick1: pool.tick1,
          liquidity,
          doge,
        })
      : createPairV2RemovePayload({
          pairId: pool.pairId ?? '',
          tick0Id: pool.tick0,
          tick1Id: pool.tick1,
          liquidity,
          doge,
        })
  if (payload.isErr())
    return {
      liquidity,
      quote: quote.value,
      issues: [{ code: 'PAYLOAD', detail: payload.error.code }],
    }
  // The WDOGE leg received as DOGE (docs/protocol.md §5.7, withdrawal side).
  const dogeOut = doge
    ? (isWdogeTick(pool.tick0) ? quote.value.amount0 : 0n) +
      (isWdogeTick(pool.tick1) ? quote.value.amount1 : 0n)
    : undefined
  const costs = getPoolDogeCosts(payload.value, {
    dogeBalance: input.dogeBalance,
    dogeOut,
  })
  return {
    liquidity,
    quote: quote.value,
    dogeCosts: costs.dogeCosts,
    issues: costs.issues,
    payload: payload.value,
  }
}
