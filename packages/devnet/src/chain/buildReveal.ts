import {
  AI_NFT_DEPLOY_FEE,
  AI_NFT_MINT_FEE,
  getDogeLegFee,
  INSCRIPTION_OUTPUT_VALUE,
  SERVICE_OUTPUT_ADDRESS,
  SERVICE_OUTPUT_VALUE,
  WDOGE_TICK,
  wrapFee,
} from '@drc20/core'
import {
  CUSTODY_ADDRESS,
  NFT_FEE_ADDRESS,
  WDOGE_FEE_ADDRESS,
} from '../indexer/constants.js'
import { compareBytes } from '../indexer/decodePayload.js'
import type { TxOutput } from './types.js'

/**
 * The wallet's service output (docs/protocol.md §3; not checked by the
 * indexer): the same fact as core's, which the app's confirmations show.
 */
export const SERVICE_ADDRESS = SERVICE_OUTPUT_ADDRESS
export const SERVICE_FEE = SERVICE_OUTPUT_VALUE

type Json = Readonly<Record<string, unknown>>

const str = (p: Json, k: string): string =>
  typeof p[k] === 'string' ? (p[k] as string) : ''
const amount = (p: Json, k: string): bigint => {
  const s = str(p, k)
  return /^\d+$/.test(s) ? BigInt(s) : 0n
}

/**
 * The DOGE the pair inputs deposit with `doge: 1` (docs/protocol.md §5.7): create
 * and add pay the WDOGE leg after sorting, swap pays amt0 when tick0 is WDOGE.
 */
export function getDogeDeposit(payloads: readonly Json[]): bigint {
  let total = 0n
  for (const p of payloads) {
    if (p.doge !== 1) continue
    const op = str(p, 'op')
    const t0 = (
      p.p === 'pair-v2' ? str(p, 'tick0_id') : str(p, 'tick0')
    ).toUpperCase()
    const t1 = (
      p.p === 'pair-v2' ? str(p, 'tick1_id') : str(p, 'tick1')
    ).toUpperCase()
    if (op === 'swap') {
      if (t0 === WDOGE_TICK) total += amount(p, 'amt0')
    } else if (op === 'create' || op === 'add') {
      const swapped = p.p === 'pair-v1' && compareBytes(t0, t1) > 0
      const [a0, a1] = swapped
        ? [amount(p, 'amt1'), amount(p, 'amt0')]
        : [amount(p, 'amt0'), amount(p, 'amt1')]
      const [s0, s1] = swapped ? [t1, t0] : [t0, t1]
      if (s0 === WDOGE_TICK) total += a0
      if (s1 === WDOGE_TICK) total += a1
    }
  }
  return total
}

/**
 * Reveal outputs the way the wallet / SDK lays them out (docs/protocol.md §2, 4.2,
 * 5.7, 7.2, 14): the carrier or actor output first, then deposit, fee and
 * service outputs. `to` is the drc-20 / file / nft transfer recipient, or
 * a drc-20 mint's or deploy's receive address. The app previews the same
 * outputs with core's `getWalletDogeCosts` (`buildReveal.test.ts` holds
 * the two together).
 */
export function buildRevealOutputs({
  actor,
  payloads,
  to,
  repeat = 1,
  custodyOutput,
}: {
  actor: string
  payloads: readonly Json[]
  to?: string
  repeat?: number
  /** out1 of a deposit when the page sets it; default: the deposit itself. */
  custodyOutput?: bigint
}): TxOutput[] {
  const first = payloads[0] ?? {}
  const p = str(first, 'p')
  const op = str(first, 'op')
  const service: TxOutput = { address: SERVICE_ADDRESS, amount: SERVICE_FEE }
  if (p === 'drc-20') {
    if (op === 'mint') {
      return [
        {
          address: to ?? actor,
          amount: INSCRIPTION_OUTPUT_VALUE * BigInt(repeat),
        },
        service,
      ]
    }
    if (op === 'transfer') {
      return [
        { address: to ?? actor, amount: INSCRIPTION_OUTPUT_VALUE },
        service,
      ]
    }
    // A deploy's reveal out0 becomes the deployer (docs/protocol.md §2.2).
    return [{ address: to ?? actor, amount: INSCRIPTION_OUTPUT_VALUE }, service]
  }
  if (p === 'file' || p === 'nft/ai') {
    if (p === 'nft/ai' && (op === 'deploy' || op === 'mint')) {
      return [
        { address: actor, amount: INSCRIPTION_OUTPUT_VALUE },
        {
          address: NFT_FEE_ADDRESS,
          amount: op === 'deploy' ? AI_NFT_DEPLOY_FEE : AI_NFT_MINT_FEE,
        },
      ]
    }
    return [{ address: to ?? actor, amount: INSCRIPTION_OUTPUT_VALUE }]
  }
  if (p === 'wdoge' && op === 'deposit') {
    const amt = amount(first, 'amt')
    return [
      { address: actor, amount: INSCRIPTION_OUTPUT_VALUE },
      { address: CUSTODY_ADDRESS, amount: custodyOutput ?? amt },
      { address: WDOGE_FEE_ADDRESS, amount: wrapFee(amt) },
    ]
  }
  if (p === 'pair-v1' || p === 'pair-v2') {
    const deposit = getDogeDeposit(payloads)
    if (deposit > 0n) {
      return [
        { address: actor, amount: INSCRIPTION_OUTPUT_VALUE },
        { address: CUSTODY_ADDRESS, amount: custodyOutput ?? deposit },
        { address: WDOGE_FEE_ADDRESS, amount: getDogeLegFee([deposit]) },
      ]
    }
  }
  return [{ address: actor, amount: INSCRIPTION_OUTPUT_VALUE }, service]
}
