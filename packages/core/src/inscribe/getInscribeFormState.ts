import type { DogecoinNetwork } from '../identifiers/dogecoinNetwork.js'
import { normalizeTick } from '../identifiers/normalizeTick.js'
import {
  type AddressError,
  validateDogecoinAddress,
} from '../identifiers/validateDogecoinAddress.js'
import {
  createDrc20DeployPayload,
  createDrc20MintPayload,
  type Drc20DeployPayload,
  type Drc20MintPayload,
} from '../payloads/drc20Payloads.js'
import { TOKEN_DECIMALS } from '../units/constants.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import {
  type DeployFormIssue,
  validateDeployForm,
} from '../validation/validateDeployForm.js'
import {
  getMaxMintRepeat,
  type MintFormIssue,
  validateMintForm,
} from '../validation/validateMintForm.js'
import {
  type Drc20BalanceIssue,
  type Drc20WalletCosts,
  getDrc20BalanceIssue,
  getDrc20WalletCosts,
} from './getDrc20WalletCosts.js'

export type InscribeOp = 'deploy' | 'mint'

/** A registered token as the form needs it (v4 drc20/collect). */
export type InscribeToken = {
  readonly tick: string
  /** Supply cap, base units. */
  readonly max: bigint
  /** Per-mint limit, base units. */
  readonly lim: bigint
  /** Minted so far, base units. */
  readonly minted: bigint
}

/** What the indexer says of the typed tick, right now. */
export type InscribeTickLookup =
  /** Not answered yet. */
  | { readonly status: 'pending' }
  /** The request failed: nothing can be checked. */
  | { readonly status: 'error' }
  /** Not registered. */
  | { readonly status: 'missing' }
  | { readonly status: 'found'; readonly token: InscribeToken }

/** Why the inscribe form cannot be sent yet, first failing rule first. */
export type InscribeFormIssue =
  | DeployFormIssue
  | MintFormIssue
  /** The tick's lookup has not answered. */
  | { readonly field: 'tick'; readonly code: 'CHECKING_TICK' }
  /** The tick's lookup failed (retry). */
  | { readonly field: 'tick'; readonly code: 'TICK_LOOKUP_FAILED' }
  /** The deploy's decimals are not an integer 1..18. */
  | { readonly field: 'decimals'; readonly code: 'INVALID_DECIMALS' }
  /** The receive address failed Base58Check or names another network. */
  | {
      readonly field: 'receive'
      readonly code: 'INVALID_ADDRESS'
      readonly reason: AddressError['code']
    }
  /** No receive address: none typed and no wallet connected. */
  | { readonly field: 'receive'; readonly code: 'RECEIVE_REQUIRED' }
  /** The network fee rate is not usable. */
  | { readonly field: 'fee'; readonly code: 'INVALID_FEE_RATE' }
  /** Every rule passed; the DOGE balance is unknown or too small. */
  | Drc20BalanceIssue

export type GetInscribeFormStateParameters = {
  readonly op: InscribeOp
  readonly tickText: string
  /** Mint: the amount per repeat, as typed. */
  readonly amountText?: string
  /** Deploy: total supply and limit per mint, as typed. */
  readonly totalText?: string
  readonly limitText?: string
  /** Deploy: the `dec` metadata as typed; blank leaves it out (8). */
  readonly decimalsText?: string
  /** Mint repeat, default 1. */
  readonly repeat?: number
  /** The receive address as typed; blank means the sender. */
  readonly receiveText?: string
  /** The connected address; undefined without a wallet. */
  readonly sender: string | undefined
  readonly lookup: InscribeTickLookup
  /** Base units per kB; undefined when the fee choice is not usable. */
  readonly feeRatePerKb: bigint | undefined
  /** Spendable DOGE (confirmed), undefined while unknown. */
  readonly dogeBalance: bigint | undefined
  readonly separators?: DecimalSeparators
  /** Default livenet. */
  readonly network?: DogecoinNetwork
}

export type InscribeFormState = {
  readonly op: InscribeOp
  /** The tick as the indexer will read it (Go upper-casing), or ''. */
  readonly tick: string
  readonly issues: readonly InscribeFormIssue[]
  /** Mint: what is left to mint, and the largest valid repeat that fits. */
  readonly remaining?: bigint
  readonly maxRepeat?: number
  /** Reveal out0's address: the typed receive address, else the sender. */
  readonly receiveAddress?: string
  /** The payload, once every rule of the inscription itself passed. */
  readonly payload?: Drc20DeployPayload | Drc20MintPayload
  /** What the wallet pays, once the payload, the sender and the rate are known. */
  readonly costs?: Drc20WalletCosts
}

/** The deploy's `dec` metadata: blank (8), or an integer 1..18. */
function readDecimals(text: string | undefined): number | undefined | null {
  const typed = (text ?? '').trim()
  if (typed === '') return undefined
  if (!/^\d{1,2}$/.test(typed)) return null
  const value = Number(typed)
  return value >= 1 && value <= 18 ? value : null
}

function lookupIssues(lookup: InscribeTickLookup): InscribeFormIssue[] {
  if (lookup.status === 'pending')
    return [{ field: 'tick', code: 'CHECKING_TICK' }]
  if (lookup.status === 'error')
    return [{ field: 'tick', code: 'TICK_LOOKUP_FAILED' }]
  return []
}

/**
 * The inscribe form (deploy or mint; docs/product.md §5 with the indexer's
 * rules of docs/protocol.md §4.3): the typed fields checked against the
 * live token, the receive address (Base58Check and network), the payload,
 * what the wallet pays for it (`getDrc20WalletCosts`) and whether the DOGE
 * balance covers it.
 *
 * - Deploy: 2..8 bytes after upper-casing, ASCII letters only for a new
 *   tick, not registered; total and limit required, total above the limit
 *   (the indexer accepts max == lim: the spec's stricter rule is kept).
 * - Mint: registered; amount required and ≤ lim; a valid repeat; `amt ×
 *   repeat` within the remaining supply, or the whole mint fails (no
 *   partial fill): `maxRepeat` is then the largest repeat that fits.
 *
 * Amounts are typed with 8 decimals (`TOKEN_DECIMALS`); `dec` is metadata
 * the indexer never applies (docs/protocol.md §1.1).
 */
export function getInscribeFormState({
  op,
  tickText,
  amountText = '',
  totalText = '',
  limitText = '',
  decimalsText,
  repeat = 1,
  receiveText = '',
  sender,
  lookup,
  feeRatePerKb,
  dogeBalance,
  separators,
  network = 'livenet',
}: GetInscribeFormStateParameters): InscribeFormState {
  const tick = normalizeTick(tickText.trim())
  const issues: InscribeFormIssue[] = []
  let payload: Drc20DeployPayload | Drc20MintPayload | undefined
  let remaining: bigint | undefined
  let maxRepeat: number | undefined

  if (op === 'deploy') {
    const checked = validateDeployForm({
      tick: tickText,
      total: totalText,
      limit: limitText,
      decimals: TOKEN_DECIMALS,
      tickExists:
        lookup.status === 'found'
          ? true
          : lookup.status === 'missing'
            ? false
            : undefined,
      separators,
    })
    const found = checked.isErr() ? checked.error : []
    const tickIssue = found.some((i) => i.field === 'tick')
    if (!tickIssue) issues.push(...lookupIssues(lookup))
    issues.push(...found)
    const dec = readDecimals(decimalsText)
    if (dec === null)
      issues.push({ field: 'decimals', code: 'INVALID_DECIMALS' })
    if (checked.isOk() && dec !== null && lookup.status === 'missing') {
      const built = createDrc20DeployPayload({
        tick: checked.value.tick,
        max: checked.value.max,
        lim: checked.value.lim,
        ...(dec === undefined || dec === TOKEN_DECIMALS ? {} : { dec }),
      })
      if (built.isOk()) payload = built.value
    }
  } else {
    const token = lookup.status === 'found' ? lookup.token : undefined
    const checked = validateMintForm({
      tick: tickText,
      amount: amountText,
      repeat,
      token: token && { ...token, decimals: TOKEN_DECIMALS },
      separators,
    })
    const found = (checked.isErr() ? checked.error : []).filter(
      // Not deployed is only known once the lookup said so.
      (issue) => issue.code !== 'NOT_DEPLOYED' || lookup.status === 'missing',
    )
    const tickIssue = found.some((i) => i.field === 'tick')
    if (!tickIssue) issues.push(...lookupIssues(lookup))
    issues.push(...found)
    if (token) {
      remaining = token.max > token.minted ? token.max - token.minted : 0n
      const exceeded = found.find(
        (issue) => issue.code === 'EXCEEDS_REMAINING_SUPPLY',
      )
      if (exceeded && exceeded.code === 'EXCEEDS_REMAINING_SUPPLY')
        maxRepeat = exceeded.maxRepeat
    }
    if (checked.isOk() && token) {
      maxRepeat = getMaxMintRepeat({
        amt: checked.value.amt,
        remaining: token.max - token.minted,
      })
      const built = createDrc20MintPayload({
        tick: checked.value.tick,
        amt: checked.value.amt,
        repeat: checked.value.repeat,
      })
      if (built.isOk()) payload = built.value
    }
  }

  const typedReceive = receiveText.trim()
  let receiveAddress: string | undefined
  if (typedReceive === '') {
    receiveAddress = sender
    if (sender === undefined)
      issues.push({ field: 'receive', code: 'RECEIVE_REQUIRED' })
  } else {
    const address = validateDogecoinAddress(typedReceive, network)
    if (address.isErr())
      issues.push({
        field: 'receive',
        code: 'INVALID_ADDRESS',
        reason: address.error.code,
      })
    else receiveAddress = address.value.address
  }

  if (feeRatePerKb === undefined)
    issues.push({ field: 'fee', code: 'INVALID_FEE_RATE' })

  const costs =
    payload &&
    sender !== undefined &&
    receiveAddress !== undefined &&
    feeRatePerKb !== undefined
      ? getDrc20WalletCosts({
          payload,
          sender,
          recipient: receiveAddress,
          feeRatePerKb,
        })
      : undefined
  const balanceIssue =
    costs && issues.length === 0
      ? getDrc20BalanceIssue(costs, dogeBalance)
      : undefined
  if (balanceIssue) issues.push(balanceIssue)

  return {
    op,
    tick,
    issues,
    ...(remaining === undefined ? {} : { remaining }),
    ...(maxRepeat === undefined ? {} : { maxRepeat }),
    ...(receiveAddress === undefined ? {} : { receiveAddress }),
    ...(payload === undefined ? {} : { payload }),
    ...(costs === undefined ? {} : { costs }),
  }
}
