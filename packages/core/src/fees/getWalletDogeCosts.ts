import { err, ok, type Result } from 'neverthrow'
import {
  type CustodyOutputsError,
  getCustodyOutputs,
} from '../custody/getCustodyOutputs.js'
import { isWdogeTick } from '../identifiers/wdogeTick.js'
import type { InscriptionPayload } from '../payloads/inscriptionPayload.js'
import { INSCRIPTION_OUTPUT_VALUE } from '../payloads/mintRepeat.js'
import {
  CURRENT_PROTOCOL,
  type ProtocolParams,
} from '../protocol/protocolParams.js'
import { estimateInscriptionNetworkFee } from './estimateInscriptionNetworkFee.js'
import {
  AI_NFT_DEPLOY_FEE,
  AI_NFT_MINT_FEE,
  SERVICE_OUTPUT_VALUE,
  WALLET_NETWORK_FEE,
} from './walletOutputs.js'

/**
 * Any inscription payload: the typed ones core builds, or a plain object
 * with `p` and `op` (a protocol core has no builder for yet).
 */
export type WalletPayload = {
  readonly p: string
  readonly op: string
  readonly [field: string]: unknown
}

/** What a DOGE output of the reveal pays for. */
export type WalletDogeOutputKind =
  /** The inscription's carrier output: 0.001 DOGE, × repeat for a mint. */
  | 'postage'
  /** The wallet's 0.5 DOGE service output. */
  | 'service'
  /** DOGE deposited to the custody address (a wrap, a `doge: 1` leg). */
  | 'custody'
  /** The wrap fee output. */
  | 'wrap-fee'
  /** The AI-NFT deploy or mint fee. */
  | 'nft-fee'

/** One DOGE output of the reveal, in the order the wallet lays them out. */
export type WalletDogeOutput = {
  readonly kind: WalletDogeOutputKind
  /** DOGE base units. */
  readonly amount: bigint
  /**
   * Paid to the sender's own address (the carrier output of most
   * operations): it stays in the wallet, so it is not a cost.
   */
  readonly toSender: boolean
}

/** Every DOGE the wallet pays for one payload, and what it does to the balance. */
export type WalletDogeCosts = {
  /** The reveal's DOGE outputs, in order. */
  readonly outputs: readonly WalletDogeOutput[]
  /** The outputs that leave the wallet (`toSender` false), in order. */
  readonly costs: readonly WalletDogeOutput[]
  /**
   * The network fee of the commit and the reveal: `WALLET_NETWORK_FEE`, or
   * priced from `feeRatePerKb` when the page gives the wallet a rate.
   */
  readonly networkFee: bigint
  /** The costs plus the network fee: the DOGE that leaves the wallet. */
  readonly paid: bigint
  /** DOGE the operation pays out to the sender (an unwrap, a `doge: 1` output). */
  readonly received: bigint
  /** `received − paid`: the change of the DOGE balance, signed. */
  readonly netChange: bigint
}

export type GetWalletDogeCostsParameters = {
  /** The payload as the wallet will sign it. */
  readonly payload: WalletPayload
  /**
   * A drc-20 mint's repeat count (its carrier output is 0.001 DOGE × repeat).
   * Default: the payload's own `repeat` (the key the wallet reads), else 1.
   */
  readonly repeat?: number
  /**
   * Where the carrier output goes when it is not the sender: the recipient
   * of a drc-20 transfer, a file or NFT transfer, or a mint's receive
   * address. `undefined` or equal to `sender`: the sender.
   */
  readonly to?: string
  /** The sender's address, to tell whether `to` is someone else. */
  readonly sender?: string
  /**
   * DOGE the operation pays out to the sender: the WDOGE leg of a
   * `doge: 1` swap or remove (the quoted output). A wdoge withdraw's is its
   * `amt` without this. Default 0.
   */
  readonly dogeOut?: bigint
  /**
   * The fee rate the page hands the wallet with the payload (base units per
   * 1000 bytes; a drc-20 inscription's `feeRate`): the network fee is then
   * `estimateInscriptionNetworkFee` over the inscribed text
   * (`getInscribedPayload`). Without one the wallet picks the fee:
   * `WALLET_NETWORK_FEE`. docs/wallet.md §11.5: whether the action methods
   * (`createLp`, `sendBox`, …) take a rate is unsure, so their confirmations
   * pass none.
   */
  readonly feeRatePerKb?: bigint
  /** Whether the wallet lets the page set output values (the devnet's). */
  readonly walletSetsOutputs?: boolean
  readonly params?: ProtocolParams
}

export type WalletDogeCostsError =
  /** A `p` that docs/protocol.md does not describe: its outputs are unknown. */
  | { readonly code: 'UNKNOWN_PROTOCOL'; readonly p: string }
  /** An amount field the outputs depend on is not an integer string. */
  | { readonly code: 'INVALID_AMOUNT'; readonly field: string }
  | { readonly code: 'INVALID_REPEAT' }
  | { readonly code: 'INVALID_FEE_RATE' }
  /** The DOGE deposit cannot be paid in outputs the indexer accepts. */
  | { readonly code: 'CUSTODY_OUTPUT'; readonly error: CustodyOutputsError }

/** Protocols that carry the wallet's service output (besides the exceptions below). */
const WITH_SERVICE_OUTPUT: ReadonlySet<string> = new Set([
  'drc-20',
  'pair-v1',
  'pair-v2',
  'wdoge',
  'order-v1',
  'order-v2',
  'stake-v1',
  'stake-v2',
  'box-v1',
])
const WITHOUT_SERVICE_OUTPUT: ReadonlySet<string> = new Set(['file', 'nft/ai'])

const INTEGER = /^\d+$/

/** Keys the wallet reads from the payload and does not inscribe (docs/wallet.md §11.4). */
const WALLET_KEYS: ReadonlySet<string> = new Set([
  'repeat',
  'custody_output',
  'feeRate',
])

/**
 * The payload as the wallet inscribes it: without the keys only the wallet
 * reads (a mint's `repeat`, the out0 value; `custody_output`; `feeRate`),
 * and without a drc-20 transfer's `to` (the recipient output). Other
 * protocols' `to` is a protocol field and stays. docs/wallet.md §11.4: the
 * extension's handling of these keys is not confirmed; the simulated wallet
 * drops them.
 */
export function getInscribedPayload<P extends WalletPayload>(payload: P): P {
  return Object.fromEntries(
    Object.entries(payload).filter(
      ([key]) =>
        !WALLET_KEYS.has(key) && !(key === 'to' && payload.p === 'drc-20'),
    ),
  ) as P
}

/**
 * Whether the carrier output goes to `to` (docs/protocol.md §2.2): a
 * drc-20 transfer's recipient or a mint's or deploy's receive address (a
 * deploy's out0 becomes the deployer; the wallet sends every drc-20
 * reveal's carrier to `to` when given), a file's
 * holder, an AI-NFT transfer's recipient. Every other reveal pays it to
 * the sender, who is the actor.
 */
function isCarrierToRecipient(p: string, op: string): boolean {
  if (p === 'drc-20') return true
  if (p === 'nft/ai') return op !== 'deploy' && op !== 'mint'
  return p === 'file'
}

function readAmount(
  payload: WalletPayload,
  field: string,
): Result<bigint, WalletDogeCostsError> {
  const value = payload[field]
  if (value === undefined) return ok(0n)
  return typeof value === 'string' && INTEGER.test(value)
    ? ok(BigInt(value))
    : err({ code: 'INVALID_AMOUNT', field })
}

/**
 * The DOGE a `doge: 1` pair reveal deposits (docs/protocol.md §5.7, §6.3):
 * a swap's `amt0` when its input is WDOGE, a create's or add's amount on
 * each WDOGE side (either order: each amount stays beside its tick);
 * nothing for a remove or without `doge: 1`.
 */
function getPairDeposit(
  payload: WalletPayload,
): Result<bigint, WalletDogeCostsError> {
  if (payload.doge !== 1) return ok(0n)
  const v2 = payload.p === 'pair-v2'
  const tick0 = String((v2 ? payload.tick0_id : payload.tick0) ?? '')
  const tick1 = String((v2 ? payload.tick1_id : payload.tick1) ?? '')
  if (payload.op === 'swap')
    return isWdogeTick(tick0) ? readAmount(payload, 'amt0') : ok(0n)
  if (payload.op !== 'create' && payload.op !== 'add') return ok(0n)
  return readAmount(payload, 'amt0').andThen((amt0) =>
    readAmount(payload, 'amt1').map(
      (amt1) =>
        (isWdogeTick(tick0) ? amt0 : 0n) + (isWdogeTick(tick1) ? amt1 : 0n),
    ),
  )
}

/**
 * Every DOGE output the wallet pays for `payload`, the network fee, and the
 * net change of the sender's DOGE balance. The rule every confirmation
 * shows ("DOGE costs"), for each `p` and `op` of docs/protocol.md, laid out
 * as the wallet lays out the reveal (docs/wallet.md §3.4, docs/protocol.md
 * §2.2, §4, §5.7, §7, §10, §14):
 *
 * - the carrier output, 0.001 DOGE (`INSCRIPTION_OUTPUT_VALUE`, × `repeat`
 *   for a drc-20 mint): to the sender, except when a transfer, a file or
 *   a mint goes to another address (`to`): then it is a cost;
 * - a wdoge deposit, and a pair operation that pays a WDOGE leg in native
 *   DOGE (`doge: 1`): the deposit to custody and the wrap fee on it
 *   (`getCustodyOutputs`), and nothing else (the indexer requires exactly
 *   three outputs);
 * - an AI-NFT deploy or mint: the AI-NFT fee (the least accepted);
 * - otherwise the wallet's 0.5 DOGE service output (`SERVICE_OUTPUT_VALUE`).
 *   docs/wallet.md §3.4 names drc-20, pair-v1, order-v1, box-v1, stake-v1
 *   and wdoge withdraw; for pair-v2, order-v2 and stake-v2 it is unsure, and
 *   this follows the devnet's simulated wallet, which adds it to every
 *   reveal except file and AI-NFT ones and the three-output deposits;
 * - the network fee: at `feeRatePerKb` over the inscribed text when the
 *   page gives the wallet a rate, otherwise `WALLET_NETWORK_FEE` per
 *   commit + reveal (an estimate for the real extension, which picks its
 *   own rate).
 *
 * `received` is `dogeOut`, or a wdoge withdraw's `amt` (the operator pays
 * it out); `netChange = received − paid`, where outputs to the sender are
 * not paid.
 *
 * @example getWalletDogeCosts({ payload: { p: 'pair-v1', op: 'swap', tick0: 'RONA', tick1: 'WDOGE(WRAPPED-DOGE)', amt0: '100000000000', amt1: '423137430', amt1_min: '421021742', doge: 1 }, dogeOut: 423_137_430n })
 * // ok({ paid: 51_000_000n, received: 423_137_430n, netChange: 372_137_430n, … })
 */
export function getWalletDogeCosts({
  payload,
  repeat = typeof payload.repeat === 'number' ? payload.repeat : 1,
  to,
  sender,
  dogeOut,
  feeRatePerKb,
  walletSetsOutputs = false,
  params = CURRENT_PROTOCOL,
}: GetWalletDogeCostsParameters): Result<
  WalletDogeCosts,
  WalletDogeCostsError
> {
  const { p, op } = payload
  if (!WITH_SERVICE_OUTPUT.has(p) && !WITHOUT_SERVICE_OUTPUT.has(p))
    return err({ code: 'UNKNOWN_PROTOCOL', p })
  if (!Number.isSafeInteger(repeat) || repeat < 1)
    return err({ code: 'INVALID_REPEAT' })
  if (dogeOut !== undefined && dogeOut < 0n)
    return err({ code: 'INVALID_AMOUNT', field: 'dogeOut' })
  if (feeRatePerKb !== undefined && feeRatePerKb < 0n)
    return err({ code: 'INVALID_FEE_RATE' })

  const toOther = to !== undefined && to !== sender
  const postage: WalletDogeOutput = {
    kind: 'postage',
    amount:
      p === 'drc-20' && op === 'mint'
        ? INSCRIPTION_OUTPUT_VALUE * BigInt(repeat)
        : INSCRIPTION_OUTPUT_VALUE,
    toSender: !(toOther && isCarrierToRecipient(p, op)),
  }

  const deposit =
    p === 'wdoge' && op === 'deposit'
      ? readAmount(payload, 'amt')
      : p === 'pair-v1' || p === 'pair-v2'
        ? getPairDeposit(payload)
        : ok(0n)
  if (deposit.isErr()) return err(deposit.error)

  const outputs: WalletDogeOutput[] = [postage]
  if (p === 'wdoge' && op === 'deposit' && deposit.value === 0n)
    return err({ code: 'INVALID_AMOUNT', field: 'amt' })
  if (deposit.value > 0n) {
    // The page may ask the devnet's wallet for a larger custody output
    // (`withCustodyOutput`); the real extension pays exactly the deposit.
    const custody = getCustodyOutputs({
      deposit: deposit.value,
      walletSetsOutputs:
        walletSetsOutputs || payload.custody_output !== undefined,
      params,
    })
    if (custody.isErr())
      return err({ code: 'CUSTODY_OUTPUT', error: custody.error })
    outputs.push(
      { kind: 'custody', amount: custody.value.custodyOutput, toSender: false },
      { kind: 'wrap-fee', amount: custody.value.feeOutput, toSender: false },
    )
  } else if (p === 'nft/ai' && (op === 'deploy' || op === 'mint')) {
    outputs.push({
      kind: 'nft-fee',
      amount: op === 'deploy' ? AI_NFT_DEPLOY_FEE : AI_NFT_MINT_FEE,
      toSender: false,
    })
  } else if (WITH_SERVICE_OUTPUT.has(p)) {
    outputs.push({
      kind: 'service',
      amount: SERVICE_OUTPUT_VALUE,
      toSender: false,
    })
  }

  const withdrawn =
    p === 'wdoge' && op === 'withdraw' && dogeOut === undefined
      ? readAmount(payload, 'amt')
      : ok(dogeOut ?? 0n)
  if (withdrawn.isErr()) return err(withdrawn.error)

  const costs = outputs.filter((output) => !output.toSender)
  const networkFee =
    feeRatePerKb === undefined
      ? WALLET_NETWORK_FEE
      : estimateInscriptionNetworkFee(
          getInscribedPayload(payload) as unknown as InscriptionPayload,
          feeRatePerKb,
        )
  const paid = costs.reduce((sum, output) => sum + output.amount, networkFee)
  const received = withdrawn.value
  return ok({
    outputs,
    costs,
    networkFee,
    paid,
    received,
    netChange: received - paid,
  })
}
