import {
  type AddLiquidityQuote,
  type CreatePoolQuote,
  type CustodyOutputs,
  type CustodyOutputsError,
  createPairV1AddPayload,
  createPairV1CreatePayload,
  createPairV1RemovePayload,
  createPairV2AddPayload,
  createPairV2CreatePayload,
  createPairV2RemovePayload,
  type DecimalSeparators,
  getAddLiquidityAmounts,
  getAddLiquidityVerification,
  getCustodyOutputs,
  getDogeLegFee,
  getLiquidityForPercent,
  getRatio,
  isWdogeTick,
  type PairV1AddPayload,
  type PairV1CreatePayload,
  type PairV1RemovePayload,
  type PairV2AddPayload,
  type PairV2CreatePayload,
  type PairV2RemovePayload,
  type ParseUnitsError,
  parseUnits,
  quoteAddLiquidity,
  quoteCreatePool,
  quoteRemoveLiquidity,
  type RemoveLiquidityQuote,
  type SlippageWarning,
} from '@drc20/core'
import { getSlippage } from '../swap/getSlippage'
import { withCustodyOutput } from '../wallet/custodyOutput'
import { PAIR_ID_PATTERN } from './poolSearch'

/** Every DRC-20, WDOGE and LP amount has 8 decimals on the indexer. */
export const POOL_DECIMALS = 8

export type PoolPayload =
  | PairV1CreatePayload
  | PairV1AddPayload
  | PairV1RemovePayload
  | PairV2CreatePayload
  | PairV2AddPayload
  | PairV2RemovePayload

/** A pool as the forms need it, in pool order. */
export type PoolRef = {
  readonly protocol: 'pair-v1' | 'pair-v2'
  readonly tick0: string
  readonly tick1: string
  readonly pairId?: string
  readonly reserve0: bigint
  readonly reserve1: bigint
  readonly liquidityTotal: bigint
}

/** Why a form cannot be submitted; the UI maps each code to a message. */
export type PoolFormIssue =
  | { readonly code: 'AMOUNT_EMPTY'; readonly side: 0 | 1 | 'lp' }
  | {
      readonly code: 'AMOUNT_INVALID'
      readonly side: 0 | 1 | 'lp'
      readonly error: ParseUnitsError
    }
  | { readonly code: 'AMOUNT_ZERO'; readonly side: 0 | 1 | 'lp' }
  | { readonly code: 'BELOW_MINIMUM_LIQUIDITY' }
  | { readonly code: 'INSUFFICIENT_BALANCE'; readonly tick: string }
  | { readonly code: 'INSUFFICIENT_DOGE' }
  /** `doge: 1` of a size the wallet cannot pay in outputs the indexer accepts. */
  | { readonly code: 'CUSTODY_OUTPUT'; readonly error: CustodyOutputsError }
  /** The add's verification quirk (E4): this much token1 must be held. */
  | { readonly code: 'EXCEEDS_MAX'; readonly required1: bigint }
  | { readonly code: 'INVALID_SLIPPAGE' }
  | { readonly code: 'NO_LIQUIDITY' }
  | { readonly code: 'ZERO_AMOUNT' }
  | { readonly code: 'ZERO_LIQUIDITY' }
  | { readonly code: 'ZERO_OUTPUT' }
  | { readonly code: 'EXCEEDS_POSITION' }
  | { readonly code: 'NO_POSITION' }
  | { readonly code: 'PAYLOAD'; readonly detail: string }
  /** pair-v2 create: the pair id is blank or not printable ASCII. */
  | { readonly code: 'PAIR_ID_INVALID' }
  /** pair-v2 create: a pool already has this pair id. */
  | { readonly code: 'PAIR_ID_TAKEN' }
  /** pair-v2 create: the pair ids in use are still loading. */
  | { readonly code: 'PAIR_ID_CHECKING' }
  /** pair-v2 create: the pair ids in use could not be loaded. */
  | { readonly code: 'PAIR_ID_UNCHECKED' }

type ParsedAmount =
  | { readonly ok: true; readonly raw: bigint }
  | { readonly ok: false; readonly issue: PoolFormIssue }

function parseAmount(
  text: string,
  side: 0 | 1 | 'lp',
  separators: DecimalSeparators | undefined,
): ParsedAmount {
  const parsed = parseUnits(text, POOL_DECIMALS, separators)
  if (parsed.isErr()) {
    return parsed.error.code === 'EMPTY'
      ? { ok: false, issue: { code: 'AMOUNT_EMPTY', side } }
      : {
          ok: false,
          issue: { code: 'AMOUNT_INVALID', side, error: parsed.error },
        }
  }
  if (parsed.value === 0n)
    return { ok: false, issue: { code: 'AMOUNT_ZERO', side } }
  return { ok: true, raw: parsed.value }
}

/**
 * The DOGE a `doge: 1` reveal pays for its WDOGE legs: legs + fee on the
 * total, and the custody and fee outputs that carry them (core's
 * `getCustodyOutputs`: the same values below 2^26 DOGE), or why the wallet
 * cannot pay outputs the indexer would accept.
 */
export type DogeLeg = {
  readonly amount: bigint
  readonly fee: bigint
  readonly outputs?: CustodyOutputs
  readonly custodyError?: CustodyOutputsError
}

function getDogeLeg(
  doge: boolean,
  ticks: readonly [string, string],
  amounts: readonly [bigint, bigint],
  walletSetsOutputs = false,
): DogeLeg | undefined {
  if (!doge) return undefined
  const legs = ticks.flatMap((tick, i) =>
    isWdogeTick(tick) ? [amounts[i] as bigint] : [],
  )
  if (legs.length === 0) return undefined
  const amount = legs.reduce((total, leg) => total + leg, 0n)
  const outputs = getCustodyOutputs({ deposit: amount, walletSetsOutputs })
  return {
    amount,
    fee: getDogeLegFee(legs),
    ...(outputs.isOk()
      ? { outputs: outputs.value }
      : { custodyError: outputs.error }),
  }
}

/** Whether `doge: 1` can apply: one side is WDOGE. */
export function hasWdogeLeg(tick0: string, tick1: string): boolean {
  return isWdogeTick(tick0) || isWdogeTick(tick1)
}

export type Balances = {
  /** Token balances by tick (undefined: not known yet). */
  readonly byTick: ReadonlyMap<string, bigint> | undefined
  /** Native DOGE available (wallet `balance.confirmed`). */
  readonly doge: bigint | undefined
}

/** What the holder has of `tick`; `undefined` while the balances load. */
export function balanceOf(
  balances: Balances,
  tick: string,
): bigint | undefined {
  if (!balances.byTick) return undefined
  return balances.byTick.get(tick) ?? 0n
}

function checkBalances(
  balances: Balances,
  ticks: readonly [string, string],
  amounts: readonly [bigint, bigint],
  dogeLeg: DogeLeg | undefined,
): PoolFormIssue[] {
  const issues: PoolFormIssue[] = []
  ticks.forEach((tick, i) => {
    if (dogeLeg && isWdogeTick(tick)) return
    const held = balanceOf(balances, tick)
    if (held !== undefined && held < (amounts[i] as bigint))
      issues.push({ code: 'INSUFFICIENT_BALANCE', tick })
  })
  if (dogeLeg?.custodyError)
    issues.push({ code: 'CUSTODY_OUTPUT', error: dogeLeg.custodyError })
  const dogePaid = dogeLeg?.outputs?.totalDoge ?? 0n
  if (dogeLeg && balances.doge !== undefined && balances.doge < dogePaid)
    issues.push({ code: 'INSUFFICIENT_DOGE' })
  return issues
}

// ---------------------------------------------------------------- create

/** The pool protocol a create opens. */
export type CreateProtocol = 'pair-v1' | 'pair-v2'

/**
 * A default pair-v2 pool key: `${tick0}-${tick1}-<suffix>` (WDOGE as
 * `WDOGE`, meme-20 ids shortened). `random` gives
 * the suffix source (six base-36 characters), injectable for tests.
 */
export function getDefaultPairId(
  tick0: string,
  tick1: string,
  random: () => number = Math.random,
): string {
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')
  const short = (tick: string) =>
    isWdogeTick(tick) ? 'WDOGE' : tick.length >= 64 ? tick.slice(0, 8) : tick
  return `${short(tick0)}-${short(tick1)}-${suffix}`.replace(
    /[^\x21-\x7e]/g,
    '_',
  )
}

export type CreateFormInput = {
  /** Pool order (sorted ticks). */
  readonly tick0: string
  readonly tick1: string
  readonly text0: string
  readonly text1: string
  /** The language's notation of the typed text; `.` without grouping by default. */
  readonly separators?: DecimalSeparators
  readonly doge: boolean
  readonly balances: Balances
  /** pair-v1 (default) or pair-v2 (then `pairId` is the pool key). */
  readonly protocol?: CreateProtocol
  /** pair-v2 only: the creator's pool key, sent verbatim. */
  readonly pairId?: string
  /** pair-v2 only: the pair ids already in use (a second create fails). */
  readonly takenPairIds?: ReadonlySet<string>
  /**
   * pair-v2 only: the pools in use are still loading, or failed to load;
   * either way the pair id cannot be checked yet, so the create waits.
   */
  readonly takenPairIdsStatus?: 'loading' | 'error'
  /** Whether the wallet lets the page set the custody output (devnet only). */
  readonly walletSetsOutputs?: boolean
}

export type CreateFormState = {
  readonly amount0?: bigint
  readonly amount1?: bigint
  readonly quote?: CreatePoolQuote
  /** amount0 / amount1: the starting price of token1 in token0. */
  readonly inversePrice?: CreatePoolQuote['startingPrice']
  readonly dogeLeg?: DogeLeg
  readonly issues: readonly PoolFormIssue[]
  readonly payload?: PairV1CreatePayload | PairV2CreatePayload
}

/**
 * A create: both amounts typed; creator LP `isqrt(a0 × a1) − 1000` and
 * refused unless `a0 × a1 ≥ 1,002,001` (core's `quoteCreatePool`); the
 * starting price is the ratio of the amounts. pair-v1 is keyed by its
 * ticks; pair-v2 by the creator's `pair_id` (verbatim, §6) and never with
 * `doge: 1` (it always fails, §6.3), so the WDOGE leg is paid in WDOGE.
 */
export function getCreateFormState(input: CreateFormInput): CreateFormState {
  const v2 = input.protocol === 'pair-v2'
  const pairId = input.pairId ?? ''
  const pairIssues: PoolFormIssue[] = !v2
    ? []
    : !PAIR_ID_PATTERN.test(pairId)
      ? [{ code: 'PAIR_ID_INVALID' }]
      : input.takenPairIdsStatus === 'loading'
        ? [{ code: 'PAIR_ID_CHECKING' }]
        : input.takenPairIdsStatus === 'error'
          ? [{ code: 'PAIR_ID_UNCHECKED' }]
          : input.takenPairIds?.has(pairId)
            ? [{ code: 'PAIR_ID_TAKEN' }]
            : []
  const a0 = parseAmount(input.text0, 0, input.separators)
  const a1 = parseAmount(input.text1, 1, input.separators)
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
    : getDogeLeg(input.doge, ticks, amounts, input.walletSetsOutputs)
  issues.push(...checkBalances(input.balances, ticks, amounts, dogeLeg))
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
  return {
    amount0: a0.raw,
    amount1: a1.raw,
    quote: quote.value,
    inversePrice: getRatio(a0.raw, a1.raw),
    dogeLeg,
    issues,
    payload:
      payload.isOk() && pairIssues.length === 0
        ? withCustodyOutput(payload.value, dogeLeg?.outputs)
        : undefined,
  }
}

/** The pool's price both ways: token0 in token1 and token1 in token0. */
export function getPoolPrices(pool: PoolRef) {
  return {
    price0In1: getRatio(pool.reserve1, pool.reserve0),
    price1In0: getRatio(pool.reserve0, pool.reserve1),
  }
}

// ------------------------------------------------------------------- add

export type AddFormInput = {
  readonly pool: PoolRef
  /** Which side the user typed. */
  readonly fixed: 'amount0' | 'amount1'
  readonly text: string
  readonly slippageText: string
  /** The language's notation of the typed text; `.` without grouping by default. */
  readonly separators?: DecimalSeparators
  readonly doge: boolean
  readonly balances: Balances
  /** Whether the wallet lets the page set the custody output (devnet only). */
  readonly walletSetsOutputs?: boolean
}

export type AddFormState = {
  /** The payload amounts (the optimal pair) and their minimums. */
  readonly amount0?: bigint
  readonly amount1?: bigint
  readonly amount0Min?: bigint
  readonly amount1Min?: bigint
  readonly slippageBps?: bigint
  readonly slippageWarning?: SlippageWarning
  readonly quote?: AddLiquidityQuote
  readonly dogeLeg?: DogeLeg
  readonly issues: readonly PoolFormIssue[]
  readonly payload?: PairV1AddPayload | PairV2AddPayload
}

/**
 * An add: the user types one side; core's `getAddLiquidityAmounts` derives
 * the other (the optimal pair, so pair-v2 donates nothing, E17) and the
 * minimums from slippage (the supply fails if the price moves more than
 * that); `quoteAddLiquidity` previews LP and share; the verification quirk
 * (E4) is checked against the balances before signing.
 */
export function getAddFormState(input: AddFormInput): AddFormState {
  const { pool } = input
  const issues: PoolFormIssue[] = []
  const slippage = getSlippage(input.slippageText, input.separators)
  if (!slippage) issues.push({ code: 'INVALID_SLIPPAGE' })
  const side = input.fixed === 'amount0' ? 0 : 1
  const typed = parseAmount(input.text, side, input.separators)
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
  const dogeLeg = getDogeLeg(
    input.doge,
    ticks,
    [amount0, amount1],
    input.walletSetsOutputs,
  )
  issues.push(
    ...checkBalances(input.balances, ticks, [amount0, amount1], dogeLeg),
  )
  const known0 = balanceOf(input.balances, pool.tick0)
  const known1 = balanceOf(input.balances, pool.tick1)
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
  if (payload.isErr())
    issues.push({ code: 'PAYLOAD', detail: payload.error.code })
  return {
    ...base,
    quote: quote.value,
    dogeLeg,
    issues,
    payload: payload.isOk()
      ? withCustodyOutput(payload.value, dogeLeg?.outputs)
      : undefined,
  }
}

// ---------------------------------------------------------------- remove

export type RemoveFormInput = {
  readonly pool: PoolRef
  /** The user's LP in this pool. */
  readonly position: bigint
  readonly mode: 'percent' | 'amount'
  /** 0..100 (slider, step 0.01). */
  readonly percent: number
  readonly lpText: string
  /** The language's notation of the typed text; `.` without grouping by default. */
  readonly separators?: DecimalSeparators
  readonly doge: boolean
}

export type RemoveFormState = {
  readonly liquidity?: bigint
  readonly quote?: RemoveLiquidityQuote
  readonly issues: readonly PoolFormIssue[]
  readonly payload?: PairV1RemovePayload | PairV2RemovePayload
}

/**
 * A remove by LP amount or percentage (`getLiquidityForPercent`), outputs
 * exactly as the indexer pays them (`quoteRemoveLiquidity`); zero outputs
 * are refused (the remove would fail).
 */
export function getRemoveFormState(input: RemoveFormInput): RemoveFormState {
  const { pool } = input
  if (input.position <= 0n) return { issues: [{ code: 'NO_POSITION' }] }
  let liquidity: bigint
  if (input.mode === 'percent') {
    liquidity = getLiquidityForPercent(input.position, input.percent)
    if (liquidity === 0n)
      return { liquidity, issues: [{ code: 'AMOUNT_ZERO', side: 'lp' }] }
  } else {
    const typed = parseAmount(input.lpText, 'lp', input.separators)
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
  return { liquidity, quote: quote.value, issues: [], payload: payload.value }
}
