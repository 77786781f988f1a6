import { estimateInscriptionNetworkFee } from '../fees/estimateInscriptionNetworkFee.js'
import { SERVICE_OUTPUT_VALUE } from '../fees/walletOutputs.js'
import type {
  Drc20DeployPayload,
  Drc20MintPayload,
  Drc20TransferPayload,
} from '../payloads/drc20Payloads.js'
import { getMintOutputValue } from '../payloads/mintRepeat.js'

/** The wallet's 0.5 DOGE service output (core's `SERVICE_OUTPUT_VALUE`). */
export const WALLET_SERVICE_OUTPUT = SERVICE_OUTPUT_VALUE

/** A drc-20 payload the wallet inscribes with `sendDogecoin`. */
export type Drc20WalletPayload =
  | Drc20DeployPayload
  | Drc20MintPayload
  | Drc20TransferPayload

/** One DOGE output of the reveal the wallet pays. */
export type WalletDogeOutput = {
  /** `postage`: reveal out0, the inscription's carrier; `service`: the wallet's fee. */
  readonly kind: 'postage' | 'service'
  /** DOGE base units. */
  readonly amount: bigint
  /** Paid to the signer itself (a mint or deploy to one's own address). */
  readonly toSelf: boolean
}

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

export type Drc20WalletCosts = {
  readonly outputs: readonly WalletDogeOutput[]
  /** The network fee estimate at `feeRatePerKb` (the wallet picks the final one). */
  readonly networkFee: bigint
  readonly breakdown: InscribePaymentBreakdown
  /** Signed change of the signer's DOGE: `−total`, plus any output to itself. */
  readonly netChange: bigint
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
  /** Base units per 1000 bytes. */
  readonly feeRatePerKb: bigint
}

/**
 * The text the wallet inscribes: the payload without the keys only the
 * wallet reads (`to`, the recipient output; `repeat`, the out0 value).
 * [U] docs/wallet.md §11.11: the extension's handling of these keys is not
 * confirmed; the simulated wallet drops them.
 */
export function getInscribedDrc20Payload(
  payload: Drc20WalletPayload,
): Drc20WalletPayload {
  if (payload.op === 'transfer') {
    const { to: _to, ...inscribed } = payload
    return inscribed as Drc20TransferPayload
  }
  if (payload.op === 'mint') {
    const { repeat: _repeat, ...inscribed } = payload
    return inscribed
  }
  return payload
}

/**
 * Every DOGE amount the wallet pays for a drc-20 deploy, mint or transfer
 * (docs/wallet.md §3.4): the postage on reveal out0 (0.001 DOGE per mint
 * repeat), the 0.5 DOGE service output and the network fee of the commit
 * and reveal (`estimateInscriptionNetworkFee` over the inscribed text:
 * `ceil(rate × (bytes + 462) / 1000)`), with the net change of the
 * signer's DOGE (the postage comes back when out0 pays the signer).
 *
 * @example getDrc20WalletCosts({ payload: mint, sender: a, feeRatePerKb: 1_000_000n }).breakdown.total
 */
export function getDrc20WalletCosts({
  payload,
  sender,
  recipient = sender,
  feeRatePerKb,
}: GetDrc20WalletCostsParameters): Drc20WalletCosts {
  const repeat = payload.op === 'mint' ? (payload.repeat ?? 1) : 1
  const postage = getMintOutputValue(repeat)
  const toSelf = recipient === sender
  const networkFee = estimateInscriptionNetworkFee(
    getInscribedDrc20Payload(payload),
    feeRatePerKb,
  )
  const outputs: WalletDogeOutput[] = [
    { kind: 'postage', amount: postage, toSelf },
    { kind: 'service', amount: WALLET_SERVICE_OUTPUT, toSelf: false },
  ]
  const total = postage + WALLET_SERVICE_OUTPUT + networkFee
  return {
    outputs,
    networkFee,
    breakdown: {
      inscription: postage,
      networkFee,
      baseFee: WALLET_SERVICE_OUTPUT,
      sizeFee: 0n,
      total,
    },
    netChange: -total + (toSelf ? postage : 0n),
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
