import type { JournalStatus } from '../activity/journalTypes.js'
import { getSwapFee } from '../amm/getSwapFee.js'
import { lpTickName } from '../amm/sortTicks.js'
import type { BoxOrder } from '../domain/boxes.js'
import type { IndexerErrorCode } from '../domain/decodeIndexerError.js'
import type { Drc20Order } from '../domain/drc20Orders.js'
import type { FileOrder } from '../domain/files.js'
import type { ExchangeOrder, FileExchangeOrder } from '../domain/listings.js'
import type { NftOrder } from '../domain/nft.js'
import type { StakeOrder } from '../domain/stake.js'
import type { SwapOrder, SwapV2Order } from '../domain/swapOrders.js'
import type { WdogeOrder } from '../domain/wdoge.js'
import { WDOGE_TICK } from '../identifiers/wdogeTick.js'
import { wrapFee } from '../wrap/wrapFee.js'

/** The protocols an address's activity covers (docs/api.md §8.3). */
export const ACTIVITY_PROTOCOLS = [
  'drc-20',
  'order-v1',
  'order-v2',
  'pair-v1',
  'pair-v2',
  'wdoge',
  'stake-v1',
  'box-v1',
  'file',
  'nft',
] as const

export type ActivityProtocol = (typeof ACTIVITY_PROTOCOLS)[number]

/** The tick of DOGE itself (the utxo side), for wrap legs and fees. */
export const DOGE_TICK = 'DOGE'

/**
 * The other side of a transfer, as the address sees it: `to` the
 * recipient of one it sent, `from` the sender of one it received.
 */
export type ActivityCounterparty = {
  readonly direction: 'from' | 'to'
  readonly address: string
}

/** One amount of one tick, base units (8 decimals). */
export type ActivityLeg = { readonly tick: string; readonly amount: bigint }

/**
 * One operation of an address, as the activity list and its CSV show it.
 * `amountsIn` / `amountsOut` are what the address received and paid (never
 * negative); a failed or pending operation carries what it asked for.
 */
export type ActivityRow = {
  /** Unique across protocols: `protocol:txHash:rowId`. */
  readonly key: string
  readonly protocol: ActivityProtocol
  readonly op: string
  /** `null` while only the local journal knows it. */
  readonly blockNumber: number | null
  /** `''` while unknown. */
  readonly blockHash: string
  readonly timeMs: number
  readonly ticks: readonly string[]
  readonly amountsIn: readonly ActivityLeg[]
  readonly amountsOut: readonly ActivityLeg[]
  readonly fee: ActivityLeg | null
  /** The indexer's status; a journal row may be `not-found`. */
  readonly status: JournalStatus
  readonly errorCode: IndexerErrorCode | null
  readonly errInfo: string
  readonly txHash: string
  /** A file or listing id the row names (file, order-v1, order-v2). */
  readonly subject: string
  /** A drc-20 transfer's other side; `null` for every other row. */
  readonly counterparty: ActivityCounterparty | null
  /** Row id inside its protocol (orders within one block). */
  readonly rowId: number
}

/** An indexer order row tagged with the protocol it came from. */
export type ActivityRecord =
  | { readonly protocol: 'drc-20'; readonly order: Drc20Order }
  | { readonly protocol: 'order-v1'; readonly order: ExchangeOrder }
  | { readonly protocol: 'order-v2'; readonly order: FileExchangeOrder }
  | { readonly protocol: 'pair-v1'; readonly order: SwapOrder }
  | { readonly protocol: 'pair-v2'; readonly order: SwapV2Order }
  | { readonly protocol: 'wdoge'; readonly order: WdogeOrder }
  | { readonly protocol: 'stake-v1'; readonly order: StakeOrder }
  | { readonly protocol: 'box-v1'; readonly order: BoxOrder }
  | { readonly protocol: 'file'; readonly order: FileOrder }
  | { readonly protocol: 'nft'; readonly order: NftOrder }

type Legs = {
  readonly ticks: readonly string[]
  readonly amountsIn: readonly ActivityLeg[]
  readonly amountsOut: readonly ActivityLeg[]
  readonly fee?: ActivityLeg
  readonly subject?: string
  readonly counterparty?: ActivityCounterparty
}

const leg = (tick: string, amount: bigint): ActivityLeg[] =>
  tick !== '' && amount > 0n ? [{ tick, amount }] : []

const NONE: Legs = { ticks: [], amountsIn: [], amountsOut: [] }

function drc20Legs(o: Drc20Order, address: string): Legs {
  const ticks = [o.tick]
  if (o.op === 'mint')
    return {
      ticks,
      amountsIn: leg(o.tick, o.amt * BigInt(Math.max(1, o.repeat))),
      amountsOut: [],
    }
  if (o.op !== 'transfer') return { ...NONE, ticks }
  const sent = o.holderAddress === address
  const received = o.toAddress === address
  // A transfer to oneself is both; it names no other side.
  const counterparty: ActivityCounterparty | undefined =
    sent && !received && o.toAddress !== ''
      ? { direction: 'to', address: o.toAddress }
      : received && !sent
        ? { direction: 'from', address: o.holderAddress }
        : undefined
  return {
    ticks,
    amountsIn: received ? leg(o.tick, o.amt) : [],
    amountsOut: sent ? leg(o.tick, o.amt) : [],
    ...(counterparty ? { counterparty } : {}),
  }
}

/** pair-v1 and pair-v2 (docs/api.md §7.2): the realised `_out` amounts. */
function pairLegs(o: SwapOrder, lpTick: string): Legs {
  const ticks = [o.tick0, o.tick1]
  const done = o.status === 'completed'
  switch (o.op) {
    case 'swap': {
      const paid = o.amt0
      return {
        ticks,
        amountsOut: leg(o.tick0, paid),
        amountsIn: leg(o.tick1, done ? o.amt1Out : o.amt1Min),
        // The pool keeps (amountIn // 1000) × 3 of the input token.
        fee: { tick: o.tick0, amount: getSwapFee(paid) },
      }
    }
    case 'create':
    case 'add':
      return {
        ticks,
        amountsOut: [
          ...leg(o.tick0, done ? o.amt0Out : o.amt0),
          ...leg(o.tick1, done ? o.amt1Out : o.amt1),
        ],
        amountsIn: leg(lpTick, o.liquidity),
      }
    case 'remove':
      return {
        ticks,
        amountsOut: leg(lpTick, o.liquidity),
        amountsIn: [
          ...leg(o.tick0, done ? o.amt0Out : o.amt0Min),
          ...leg(o.tick1, done ? o.amt1Out : o.amt1Min),
        ],
      }
    default:
      return { ...NONE, ticks }
  }
}

function legsOf(record: ActivityRecord, address: string): Legs {
  switch (record.protocol) {
    case 'drc-20':
      return drc20Legs(record.order, address)
    case 'pair-v1': {
      const o = record.order
      return pairLegs(o, o.tick0 && o.tick1 ? lpTickName(o.tick0, o.tick1) : '')
    }
    case 'pair-v2':
      // Pair-v2 LP units have no tick of their own: named by the pair id.
      return pairLegs(record.order, record.order.pairId)
    case 'wdoge': {
      const o = record.order
      const ticks = [WDOGE_TICK]
      return o.op === 'deposit'
        ? {
            ticks,
            amountsIn: leg(WDOGE_TICK, o.amt),
            amountsOut: leg(DOGE_TICK, o.amt),
            fee: { tick: DOGE_TICK, amount: wrapFee(o.amt) },
          }
        : {
            ticks,
            amountsIn: leg(DOGE_TICK, o.amt),
            amountsOut: leg(WDOGE_TICK, o.amt),
          }
    }
    case 'stake-v1': {
      const o = record.order
      const ticks = [o.tick]
      return o.op === 'stake'
        ? { ticks, amountsIn: [], amountsOut: leg(o.tick, o.amt) }
        : { ticks, amountsIn: leg(o.tick, o.amt), amountsOut: [] }
    }
    case 'box-v1': {
      const o = record.order
      const ticks = [o.tick0, o.tick1].filter((t) => t !== '')
      return o.op === 'mint'
        ? { ticks, amountsIn: [], amountsOut: leg(o.tick1, o.amt1) }
        : { ticks, amountsIn: [], amountsOut: [] }
    }
    case 'order-v1': {
      const o = record.order
      const ticks = [o.tick0, o.tick1].filter((t) => t !== '')
      const subject = o.exId
      // A trade's tick0 received is not served (docs/api.md §7.4).
      if (o.op === 'create')
        return {
          ticks,
          subject,
          amountsIn: [],
          amountsOut: leg(o.tick0, o.amt0),
        }
      if (o.op === 'trade')
        return {
          ticks,
          subject,
          amountsIn: [],
          amountsOut: leg(o.tick1, o.amt1),
        }
      return { ticks, subject, amountsIn: leg(o.tick0, o.amt0), amountsOut: [] }
    }
    case 'order-v2': {
      const o = record.order
      const ticks = o.tick ? [o.tick] : []
      const subject = o.fileId
      return o.op === 'trade'
        ? { ticks, subject, amountsIn: [], amountsOut: leg(o.tick, o.amt) }
        : { ticks, subject, amountsIn: [], amountsOut: [] }
    }
    case 'file':
      return { ...NONE, subject: record.order.fileId || record.order.txHash }
    case 'nft':
      return { ...NONE, ticks: [record.order.tick] }
    default: {
      const unknown: never = record
      throw new Error(`unknown protocol ${JSON.stringify(unknown)}`)
    }
  }
}

/**
 * An indexer order row as one activity row of `address`: what it paid
 * (`amountsOut`) and received (`amountsIn`), unsigned, in base units.
 *
 * - drc-20 mint: in `amt × repeat`; transfer: out when sent, in when
 *   received, with the other side (`counterparty`).
 * - pair swap: out `amt0` of tick0, in `amt1_out` of tick1 (the realised
 *   output; `amt1_min` until settled), fee `(amt0 // 1000) × 3` of tick0.
 * - pair create/add: out the deposits, in the LP minted; remove the reverse.
 * - wdoge deposit: out DOGE, in WDOGE, fee `max(amt × 3 // 1000, 0.5 DOGE)`
 *   in DOGE (docs/protocol.md §7.2); withdraw the reverse.
 * - stake: out; unstake and reward claims: in.
 * - order-v1 create: out the listed tick0; trade: out the tick1 paid;
 *   cancel: in the tick0 returned. order-v2 trade: out the price.
 */
export function getActivityRow(
  record: ActivityRecord,
  address: string,
): ActivityRow {
  const o = record.order
  const legs = legsOf(record, address)
  const timeMs =
    record.protocol === 'pair-v2' && record.order.blockTimeMs > 0
      ? record.order.blockTimeMs
      : o.createDateMs
  return {
    key: `${record.protocol}:${o.txHash}:${o.id}`,
    protocol: record.protocol,
    op: o.op,
    blockNumber: o.blockNumber > 0 ? o.blockNumber : null,
    blockHash: o.blockHash,
    timeMs,
    ticks: legs.ticks.filter((t) => t !== ''),
    amountsIn: legs.amountsIn,
    amountsOut: legs.amountsOut,
    fee: legs.fee && legs.fee.amount > 0n ? legs.fee : null,
    status: o.status,
    errorCode: o.status === 'failed' ? o.errorCode : null,
    errInfo: o.errInfo ?? '',
    txHash: o.txHash,
    subject: legs.subject ?? '',
    counterparty: legs.counterparty ?? null,
    rowId: o.id,
  }
}
