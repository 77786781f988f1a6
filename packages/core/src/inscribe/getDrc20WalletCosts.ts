import {
  getWalletDogeCosts,
  type WalletDogeCosts,
} from '../fees/getWalletDogeCosts.js'
import type {
  Drc20DeployPayload,
  Drc20MintPayload,
  Drc20TransferPayload,
} from '../payloads/drc20Payloads.js'

/** A drc-20 payload the wallet inscribes with `sendDogecoin`. */
export type Drc20WalletPayload =
  | Drc20DeployPayload
  | Drc20MintPayload
  | Drc20TransferPayload

/**
 * The spec's payment breakdown (docs/product.md §3), filled with what the
 * wallet pays for one inscription it builds itself:
 * - `inscription`: the postage on reveal out0, 0.001 DOGE × repeat;
 * - `networkFee`: the commit and reveal at the chosen rate;
 * - `baseFee`: the wallet's service output (fixed by the wallet, so no OG
 *   discount applies to it);
 * - `sizeFee`: 0, the wallet charges none (the size is priced in the
 *   network fee);
 * - `total`: their sum, what leaves the wallet.
 */
export type InscribePaymentBreakdown = {
  readonly inscription: bigint
  readonly networkFee: bigint
  readonly baseFee: bigint
  readonly sizeFee: bigint
  readonly total: bigint
}

/** Core's `WalletDogeCosts` of the payload, with the spec's breakdown of it. */
export type Drc20WalletCosts = WalletDogeCosts & {
  readonly breakdown: InscribePaymentBreakdown
}

export type GetDrc20WalletCostsParameters = {
  readonly payload: Drc20WalletPayload
  /** The signing address. */
  readonly sender: string
  /**
   * Who reveal out0 pays: the mint's or deploy's receive address, the
   * transfer's recipient. Default the sender.
   */
  readonly recipient?: string
  /** Base units per 1000 bytes, handed to the wallet with the payload. */
  readonly feeRatePerKb: bigint
}

/**
 * Every DOGE amount the wallet pays for a drc-20 deploy, mint or transfer,
 * by the one rule every confirmation uses (`getWalletDogeCosts` with the
 * page's fee rate: the postage on reveal out0, 0.001 DOGE per mint
 * repeat; the 0.5 DOGE service output; the network fee of the commit and
 * reveal, `ceil(rate × (bytes + 462) / 1000)` over the inscribed text),
 * laid out as the spec's payment breakdown. The net change counts the
 * postage back when out0 pays the signer.
 *
 * The payload comes from core's drc-20 builders, whose `repeat` and
 * amounts are valid; one that is not is a programming error and throws.
 *
 * @example getDrc20WalletCosts({ payload: mint, sender: a, feeRatePerKb: 1_000_000n }).breakdown.total
 */
export function getDrc20WalletCosts({
  payload,
  sender,
  recipient = sender,
  feeRatePerKb,
}: GetDrc20WalletCostsParameters): Drc20WalletCosts {
  const costs = getWalletDogeCosts({
    payload,
    sender,
    to: recipient,
    feeRatePerKb,
  })
  if (costs.isErr())
    throw new RangeError(`getDrc20WalletCosts: ${costs.error.code}`)
  const { outputs, networkFee } = costs.value
  const sum = (kind: string) =>
    outputs
      .filter((output) => output.kind === kind)
      .reduce((total, output) => total + output.amount, 0n)
  const inscription = sum('postage')
  const baseFee = sum('service')
  return {
    ...costs.value,
    breakdown: {
      inscription,
      networkFee,
      baseFee,
      sizeFee: 0n,
      total: inscription + baseFee + networkFee,
    },
  }
}

/** Why the wallet's DOGE does not cover an inscription (yet). */
export type Drc20BalanceIssue =
  /** The DOGE balance is not known yet. */
  | { readonly field: 'balance'; readonly code: 'LOADING_BALANCE' }
  /** It does not cover `required`, what leaves the wallet. */
  | {
      readonly field: 'balance'
      readonly code: 'INSUFFICIENT_DOGE'
      readonly required: bigint
    }

/**
 * Whether `dogeBalance` covers what the wallet pays (`costs.breakdown.total`):
 * `undefined` when it does.
 */
export function getDrc20BalanceIssue(
  costs: Drc20WalletCosts,
  dogeBalance: bigint | undefined,
): Drc20BalanceIssue | undefined {
  if (dogeBalance === undefined)
    return { field: 'balance', code: 'LOADING_BALANCE' }
  if (dogeBalance < costs.breakdown.total)
    return {
      field: 'balance',
      code: 'INSUFFICIENT_DOGE',
      required: costs.breakdown.total,
    }
  return undefined
}
