import { getSupplyShare } from './getSupplyShare.js'

export type GetHolderConcentrationParameters = {
  /**
   * Holder balances in base units, in any order: at least the 10 largest
   * (the API's first holders page, balance desc, holds 50).
   */
  readonly balances: readonly bigint[]
  /** The supply shares are taken of: the minted amount, base units. */
  readonly supply: bigint
}

export type HolderConcentration = {
  /** The largest balance's share of supply, % (two decimals, truncated). */
  readonly top1Percent: number | undefined
  /** The 10 largest balances' share together (fewer when fewer hold). */
  readonly top10Percent: number | undefined
  /** How many balances the top 10 counted (≤ 10; zero balances skipped). */
  readonly top10Count: number
}

/** The largest `n` positive balances, largest first. */
function largest(balances: readonly bigint[], n: number): bigint[] {
  return balances
    .filter((b) => b > 0n)
    .sort((a, b) => (a === b ? 0 : a > b ? -1 : 1))
    .slice(0, n)
}

/**
 * Holder concentration, a fact for the trust panel:
 *
 *     top1%  = share(max(balances), supply)
 *     top10% = share(Σ of the 10 largest balances, supply)
 *
 * with `share` = `getSupplyShare` (percent, two decimals, truncated,
 * clamped to 100). The balances are sorted here, whatever order the API
 * sent. Both are `undefined` when the supply is not positive or nobody
 * holds anything.
 *
 * @example getHolderConcentration({ balances: [50n, 30n, 20n], supply: 100n }) // { top1Percent: 50, top10Percent: 100, top10Count: 3 }
 */
export function getHolderConcentration({
  balances,
  supply,
}: GetHolderConcentrationParameters): HolderConcentration {
  const top = largest(balances, 10)
  if (top.length === 0 || supply <= 0n)
    return {
      top1Percent: undefined,
      top10Percent: undefined,
      top10Count: top.length,
    }
  const top10 = top.reduce((sum, b) => sum + b, 0n)
  return {
    top1Percent: getSupplyShare(top[0] as bigint, supply),
    top10Percent: getSupplyShare(top10, supply),
    top10Count: top.length,
  }
}
