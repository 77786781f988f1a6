import {
  type Drc20WalletPayload,
  getDrc20WalletCosts,
  type InscribePaymentBreakdown,
} from '@drc20/core'
import type { ActivityEntry } from '../../lib/activity/types'

const DIGITS = /^\d{1,80}$/

/**
 * The fees of a drc-20 inscription made in this browser, priced again from
 * its journaled payload and fee rate (what `drc20Flows` journals): the
 * indexer keeps no fee columns (docs/api.md §8.3: `rate_fee` is null).
 * `undefined` when the entry is not one, or its stored payload does not
 * read back (local storage is untrusted).
 */
export function getJournalFees(entry: ActivityEntry | undefined):
  | {
      readonly feeRatePerKb: bigint
      readonly breakdown: InscribePaymentBreakdown
    }
  | undefined {
  if (entry?.protocol !== 'drc-20') return undefined
  const { feeRate, to, ...rest } = entry.payload as Record<string, unknown>
  if (
    typeof feeRate !== 'number' ||
    !Number.isSafeInteger(feeRate) ||
    feeRate < 1
  )
    return undefined
  if (rest.p !== 'drc-20' || typeof rest.tick !== 'string') return undefined
  let payload: Drc20WalletPayload
  if (rest.op === 'deploy') {
    if (typeof rest.max !== 'string' || typeof rest.lim !== 'string')
      return undefined
    if (!DIGITS.test(rest.max) || !DIGITS.test(rest.lim)) return undefined
    payload = rest as Drc20WalletPayload
  } else if (rest.op === 'mint') {
    if (typeof rest.amt !== 'string' || !DIGITS.test(rest.amt)) return undefined
    if (rest.repeat !== undefined && !Number.isSafeInteger(rest.repeat))
      return undefined
    payload = rest as Drc20WalletPayload
  } else if (rest.op === 'transfer') {
    if (typeof rest.amt !== 'string' || !DIGITS.test(rest.amt)) return undefined
    if (typeof to !== 'string') return undefined
    payload = { ...rest, to } as Drc20WalletPayload
  } else return undefined
  const feeRatePerKb = BigInt(feeRate)
  const costs = getDrc20WalletCosts({
    payload,
    sender: entry.address,
    ...(typeof to === 'string' ? { recipient: to } : {}),
    feeRatePerKb,
  })
  return { feeRatePerKb, breakdown: costs.breakdown }
}
