import type { HeldBalances } from '../balances/getHeldAmount.js'
import { getHeldAmount } from '../balances/getHeldAmount.js'
import type { CustodyOutputsError } from '../custody/getCustodyOutputs.js'
import {
  getWalletDogeCosts,
  type WalletDogeCosts,
} from '../fees/getWalletDogeCosts.js'
import { isWdogeTick } from '../identifiers/wdogeTick.js'
import type {
  PairV1AddPayload,
  PairV1CreatePayload,
  PairV1RemovePayload,
} from '../payloads/pairV1Payloads.js'
import type {
  PairV2AddPayload,
  PairV2CreatePayload,
  PairV2RemovePayload,
} from '../payloads/pairV2Payloads.js'
import { TOKEN_DECIMALS } from '../units/constants.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import { type ParseUnitsError, parseUnits } from '../units/parseUnits.js'
import type { DogeLegPayment } from '../wrap/getDogeLegPayment.js'

/** What the pool forms sign. */
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
  /** pair-v2 pool key. */
  readonly pairId?: string
  readonly reserve0: bigint
  readonly reserve1: bigint
  readonly liquidityTotal: bigint
}

/** An amount box of a pool form: token 0, token 1 or the LP to burn. */
export type PoolAmountSide = 0 | 1 | 'lp'

/** Why a pool form cannot be submitted; the app maps each code to a message. */
export type PoolFormIssue =
  | { readonly code: 'AMOUNT_EMPTY'; readonly side: PoolAmountSide }
  | {
      readonly code: 'AMOUNT_INVALID'
      readonly side: PoolAmountSide
      readonly error: ParseUnitsError
    }
  | { readonly code: 'AMOUNT_ZERO'; readonly side: PoolAmountSide }
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

export type ParsedPoolAmount =
  | { readonly ok: true; readonly raw: bigint }
  | { readonly ok: false; readonly issue: PoolFormIssue }

/** A typed token or LP amount (8 decimals), refused when empty or 0. */
export function parsePoolAmount(
  text: string,
  side: PoolAmountSide,
  separators: DecimalSeparators | undefined,
): ParsedPoolAmount {
  const parsed = parseUnits(text, TOKEN_DECIMALS, separators)
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
 * Each token amount against its balance (a WDOGE leg paid in DOGE is not
 * taken from the WDOGE balance), the DOGE legs' outputs (that the wallet
 * can pay them, and their total with the fee) against the wallet's DOGE.
 * Unknown balances are not checked yet.
 */
export function checkPoolBalances(
  balances: HeldBalances,
  ticks: readonly [string, string],
  amounts: readonly [bigint, bigint],
  dogeLeg: DogeLegPayment | undefined,
): PoolFormIssue[] {
  const issues: PoolFormIssue[] = []
  ticks.forEach((tick, i) => {
    if (dogeLeg && isWdogeTick(tick)) return
    const held = getHeldAmount(balances, { tick })
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

export type GetPoolDogeCostsOptions = {
  /** The wallet's DOGE; `undefined` while unknown (not checked yet). */
  readonly dogeBalance: bigint | undefined
  /** DOGE a `doge: 1` remove pays out (its WDOGE leg). */
  readonly dogeOut?: bigint
  readonly walletSetsOutputs?: boolean
}

/**
 * What a pool operation costs in DOGE (`getWalletDogeCosts`: the service
 * output, or the custody and wrap-fee outputs of a `doge: 1` leg, and the
 * network fee) and `INSUFFICIENT_DOGE` when the wallet's DOGE does not
 * cover it.
 */
export function getPoolDogeCosts(
  payload: PoolPayload,
  { dogeBalance, dogeOut, walletSetsOutputs }: GetPoolDogeCostsOptions,
): {
  readonly dogeCosts?: WalletDogeCosts
  readonly issues: readonly PoolFormIssue[]
} {
  const costs = getWalletDogeCosts({ payload, dogeOut, walletSetsOutputs })
  if (costs.isErr())
    return {
      issues: [
        costs.error.code === 'CUSTODY_OUTPUT'
          ? { code: 'CUSTODY_OUTPUT', error: costs.error.error }
          : { code: 'PAYLOAD', detail: costs.error.code },
      ],
    }
  const short = dogeBalance !== undefined && dogeBalance < costs.value.paid
  return {
    dogeCosts: costs.value,
    issues: short ? [{ code: 'INSUFFICIENT_DOGE' }] : [],
  }
}

/** `issues` with `more` appended, each code at most once. */
export function addPoolIssues(
  issues: readonly PoolFormIssue[],
  more: readonly PoolFormIssue[],
): PoolFormIssue[] {
  const codes = new Set(issues.map((issue) => issue.code))
  return [...issues, ...more.filter((issue) => !codes.has(issue.code))]
}
