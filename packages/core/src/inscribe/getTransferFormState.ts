import type { DogecoinNetwork } from '../identifiers/dogecoinNetwork.js'
import {
  findReserveAddress,
  type ReserveAddressKind,
} from '../identifiers/findReserveAddress.js'
import { validateDogecoinAddress } from '../identifiers/validateDogecoinAddress.js'
import {
  createDrc20TransferPayload,
  type Drc20TransferPayload,
} from '../payloads/drc20Payloads.js'
import { TOKEN_DECIMALS } from '../units/constants.js'
import type { DecimalSeparators } from '../units/normalizeDecimalText.js'
import {
  type TransferFormIssue,
  validateTransferForm,
} from '../validation/validateTransferForm.js'
import {
  type Drc20BalanceIssue,
  type Drc20WalletCosts,
  getDrc20BalanceIssue,
  getDrc20WalletCosts,
} from './getDrc20WalletCosts.js'

/** Why the transfer cannot be sent yet, first failing rule first. */
export type TransferFormStateIssue =
  | TransferFormIssue
  /** No token chosen. */
  | { readonly field: 'token'; readonly code: 'TOKEN_REQUIRED' }
  /** The balances are not known yet. */
  | { readonly field: 'amount'; readonly code: 'LOADING_TOKEN_BALANCE' }
  /** The network fee rate is not usable. */
  | { readonly field: 'fee'; readonly code: 'INVALID_FEE_RATE' }
  /** Every rule passed; the DOGE balance is unknown or too small. */
  | Drc20BalanceIssue

/** Facts about the destination worth a second look; they do not block. */
export type TransferWarning =
  /**
   * A reserve the indexer keeps balances under (docs/protocol.md §1.5):
   * anything sent there is a donation to the pool or escrow, and nobody
   * can send it back.
   */
  | { readonly code: 'RESERVE_ADDRESS'; readonly kind: ReserveAddressKind }
  /** Another P2SH (script) address: make sure its owner can spend DRC-20. */
  | { readonly code: 'SCRIPT_ADDRESS' }

export type GetTransferFormStateParameters = {
  /** The chosen tick (wire form), '' when none. */
  readonly tick: string
  /** The sender's balance of `tick`, base units; undefined while unknown. */
  readonly tokenBalance: bigint | undefined
  readonly amountText: string
  readonly addressText: string
  /** The connected address. */
  readonly sender: string | undefined
  /** pair-v1 pools and pair-v2 ids, to spot pool reserves. */
  readonly pools?: readonly { readonly tick0: string; readonly tick1: string }[]
  readonly pairIds?: readonly string[]
  /** Base units per kB; undefined when the fee choice is not usable. */
  readonly feeRatePerKb: bigint | undefined
  /** Spendable DOGE, undefined while unknown. */
  readonly dogeBalance: bigint | undefined
  readonly separators?: DecimalSeparators
  readonly network?: DogecoinNetwork
}

export type TransferFormState = {
  readonly issues: readonly TransferFormStateIssue[]
  readonly warnings: readonly TransferWarning[]
  /** The amount, once it reads as one. */
  readonly amount?: bigint
  readonly recipient?: string
  readonly payload?: Drc20TransferPayload
  readonly costs?: Drc20WalletCosts
}

/**
 * The DRC-20 transfer form: one inscription `{p, op: transfer, tick, amt}`
 * whose reveal out0 pays the recipient (docs/protocol.md §4.2, one
 * recipient only, §4.4). The amount is exact and at most the balance; the
 * destination passes Base58Check on the app's network and is not the
 * sender (the indexer ignores a transfer to oneself). A pool, stake or box
 * reserve, or any other script address, is flagged.
 */
export function getTransferFormState({
  tick,
  tokenBalance,
  amountText,
  addressText,
  sender,
  pools,
  pairIds,
  feeRatePerKb,
  dogeBalance,
  separators,
  network = 'livenet',
}: GetTransferFormStateParameters): TransferFormState {
  const issues: TransferFormStateIssue[] = []
  const warnings: TransferWarning[] = []
  if (tick === '') issues.push({ field: 'token', code: 'TOKEN_REQUIRED' })
  const checked = validateTransferForm({
    address: addressText,
    amount: amountText,
    decimals: TOKEN_DECIMALS,
    // An unknown balance does not refuse the amount; LOADING below.
    balance: tokenBalance ?? 2n ** 256n,
    ...(sender === undefined ? {} : { senderAddress: sender }),
    network,
    separators,
  })
  const found = checked.isErr() ? checked.error : []
  const addressIssues = found.filter((i) => i.field === 'address')
  const amountIssues = found.filter((i) => i.field === 'amount')
  issues.push(...addressIssues, ...amountIssues)
  if (amountIssues.length === 0 && tick !== '' && tokenBalance === undefined)
    issues.push({ field: 'amount', code: 'LOADING_TOKEN_BALANCE' })

  const typed = addressText.trim()
  let recipient: string | undefined
  if (addressIssues.length === 0 && typed !== '') {
    recipient = typed
    const address = validateDogecoinAddress(typed, network)
    if (address.isOk() && address.value.kind === 'p2sh' && tick !== '') {
      const kind = findReserveAddress({
        address: typed,
        tick,
        ...(pools ? { pools } : {}),
        ...(pairIds ? { pairIds } : {}),
      })
      warnings.push(
        kind ? { code: 'RESERVE_ADDRESS', kind } : { code: 'SCRIPT_ADDRESS' },
      )
    }
  }

  let amount: bigint | undefined
  let payload: Drc20TransferPayload | undefined
  if (checked.isOk()) amount = checked.value.amt
  if (checked.isOk() && tick !== '') {
    const built = createDrc20TransferPayload({
      tick,
      amt: checked.value.amt,
      to: checked.value.address,
      network,
    })
    if (built.isOk()) payload = built.value
  }
  if (feeRatePerKb === undefined)
    issues.push({ field: 'fee', code: 'INVALID_FEE_RATE' })
  const costs =
    payload && sender !== undefined && feeRatePerKb !== undefined
      ? getDrc20WalletCosts({
          payload,
          sender,
          recipient: payload.to,
          feeRatePerKb,
        })
      : undefined
  const balanceIssue =
    costs && issues.length === 0
      ? getDrc20BalanceIssue(costs, dogeBalance)
      : undefined
  if (balanceIssue) issues.push(balanceIssue)
  return {
    issues,
    warnings,
    ...(amount === undefined ? {} : { amount }),
    ...(recipient === undefined ? {} : { recipient }),
    ...(payload === undefined ? {} : { payload }),
    ...(costs === undefined ? {} : { costs }),
  }
}
