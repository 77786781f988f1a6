import {
  getTickWarnings,
  type TickWarning,
} from '../identifiers/getTickWarnings.js'
import { getProgressPercent } from '../units/getProgressPercent.js'
import { getAgeInBlocks } from './getAgeInBlocks.js'
import { getHolderConcentration } from './getHolderConcentration.js'
import { getSupplyShare } from './getSupplyShare.js'
import { getSystemTickKind } from './getSystemTickKind.js'
import {
  getTokenMintStatus,
  type TokenMintStatus,
} from './getTokenMintStatus.js'

export type GetTokenTrustFactsParameters = {
  readonly tick: string
  /** Supply cap, base units. */
  readonly maxAmt: bigint
  /** Minted so far, base units: the supply that exists. */
  readonly mintAmt: bigint
  /** The API's verified flag (`is_check`); `undefined` when unknown. */
  readonly verified?: boolean
  /** Holder balances, at least the 10 largest (any order). */
  readonly holderBalances: readonly bigint[]
  /** The deployer's balance; `undefined` when not known. */
  readonly deployerBalance?: bigint
  /** Height of the block that settled the deploy; `undefined` when unknown. */
  readonly deployHeight?: number
  /** The index height the facts are read at. */
  readonly indexHeight?: number
  /** Other listed ticks that look like this one (`createLookalikeIndex`). */
  readonly lookalikes?: readonly string[]
}

/**
 * The trust panel's facts: figures with a stated formula, never a verdict.
 * Percentages have two decimals, truncated (core's progress rule).
 */
export type TokenTrustFacts = {
  readonly mintStatus: TokenMintStatus
  /** `mintAmt ÷ maxAmt` in % (`getProgressPercent`). */
  readonly mintedPercent: number
  /** Largest balance ÷ minted, % (`getHolderConcentration`). */
  readonly top1Percent: number | undefined
  /** 10 largest balances ÷ minted, %. */
  readonly top10Percent: number | undefined
  /** How many holders the top-10 figure counts (fewer when fewer hold). */
  readonly top10Count: number
  /** The deployer's balance ÷ minted, % (`getSupplyShare`). */
  readonly deployerPercent: number | undefined
  /** `indexHeight − deployHeight` (`getAgeInBlocks`). */
  readonly ageBlocks: number | undefined
  /** A tick the protocols create (`getSystemTickKind`). */
  readonly systemTick: 'wdoge' | 'wrapped' | 'lp' | undefined
  /**
   * Core's tick warnings (`getTickWarnings`): lookalikes, hidden and
   * non-ASCII characters, impersonation of (W)DOGE, unverified, system
   * tick. The same rule the token pickers flag ticks with.
   */
  readonly warnings: readonly TickWarning[]
}

/**
 * The facts of a token's trust panel, each from the core function named
 * on its field. Shares are of the **minted** amount (what exists; equal to
 * the cap once minting completed), so they are `undefined` while nothing
 * is minted.
 *
 * @example getTokenTrustFacts({ tick: 'D0GI', maxAmt: 100n, mintAmt: 100n, holderBalances: [60n, 40n], deployerBalance: 60n, deployHeight: 10, indexHeight: 15, lookalikes: ['DOGI'] }).top1Percent // 60
 */
export function getTokenTrustFacts({
  tick,
  maxAmt,
  mintAmt,
  verified,
  holderBalances,
  deployerBalance,
  deployHeight,
  indexHeight,
  lookalikes = [],
}: GetTokenTrustFactsParameters): TokenTrustFacts {
  const concentration = getHolderConcentration({
    balances: holderBalances,
    supply: mintAmt,
  })
  return {
    mintStatus: getTokenMintStatus({ mintAmt, maxAmt }),
    mintedPercent: getProgressPercent(mintAmt, maxAmt),
    top1Percent: concentration.top1Percent,
    top10Percent: concentration.top10Percent,
    top10Count: concentration.top10Count,
    deployerPercent:
      deployerBalance === undefined
        ? undefined
        : getSupplyShare(deployerBalance, mintAmt),
    ageBlocks: getAgeInBlocks(deployHeight, indexHeight),
    systemTick: getSystemTickKind(tick),
    warnings: getTickWarnings({ tick, verified, lookalikes }),
  }
}
