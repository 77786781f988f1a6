import type { Block } from '../../chain/types.js'
import {
  byteLength,
  Ignored,
  type RawPayload,
  readAmount,
  readInteger,
  readString,
  upperTick,
} from '../decodePayload.js'
import { deriveLedgerAddress } from '../deriveLedgerAddress.js'
import { boxShare } from '../settlement/marketMath.js'
import {
  atomically,
  type Box,
  type BoxOrderRow,
  burnFrom,
  deleteEntry,
  getBalance,
  IndexerStall,
  type IndexerState,
  mintTo,
  putEntry,
  SettlementFailure,
  transfer,
} from '../state.js'
import { fail, orderCommon, type TxContext } from '../txContext.js'
import { emptySocials } from './drc20.js'
import { createPoolV1, lpTickOf, sortPair } from './pairV1.js'

const VERIFY = 'VerifyBox err: '
const NOT_FOUND = 'the contract does not exist err record not found'

/**
 * A box finish (BoxFinish, docs/protocol.md §13.3, example E18), with the box
 * address as the pool creator:
 *
 *   1. create the pair-v1 pool with (amt0 of tick0, `raised` of tick1),
 *      sorted; `isqrt(amt0 × raised) − 1000` LP stay at the box address;
 *   2. pay each recorded contribution, in order, `c × amt0 // Σc` of tick0.
 *
 * It fails where the indexer fails: an isqrt ≤ 1000, a share of 0
 * (`transfer amt < 0`), or a box address that runs out of tick0
 * (`insufficient balance`, when `max − amt0 < Σ shares`).
 */
function finishBox(
  state: IndexerState,
  box: Box,
  raised: bigint,
  txHash: string,
  time: number,
): void {
  const [tick0, tick1] = sortPair(box.tick0, box.tick1)
  if (state.poolsV1.has(lpTickOf(tick0, tick1)))
    throw new SettlementFailure(
      'swapCreate SwapCreate error: the contract has been created',
    )
  const [amt0, amt1] =
    tick0 === box.tick0 ? [box.amt0, raised] : [raised, box.amt0]
  try {
    createPoolV1(state, {
      tick0,
      tick1,
      amt0,
      amt1,
      creator: box.reservesAddress,
      txHash,
      height: state.height,
      time,
    })
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error
    throw new SettlementFailure(`swapCreate SwapCreate error: ${error.errInfo}`)
  }
  let total = 0n
  for (const c of box.contributions) total += c.amt
  for (const c of box.contributions) {
    const share = boxShare(c.amt, box.amt0, total)
    transfer(state, box.tick0, box.reservesAddress, c.address, share, txHash)
  }
  putEntry(state, state.boxes, box.tick0, {
    ...box,
    amt0Finish: box.amt0,
    liqamtFinish: raised,
    finished: true,
    updateTime: time,
  })
}

/**
 * Scheduled work at the start of block `liqblock` (mode B), one database
 * transaction for every box of the block: finish when something was raised
 * (the `liqamt_finish` recorded at the last mint), else refund (burn max,
 * unregister tick0). A finish that fails stalls the indexer at this height
 * (`IndexerStall`): the live indexer retries the block for ever.
 */
export function settleBoxesAtLiqblock(state: IndexerState, block: Block): void {
  const due = [...state.boxes.values()].filter(
    (box) => box.liqblock === block.height && !box.finished && box.isDel === 0,
  )
  if (due.length === 0) return
  let current = ''
  try {
    atomically(state, () => {
      for (const box of due) {
        current = box.tick0
        if (box.liqamtFinish > 0n) {
          finishBox(state, box, box.liqamtFinish, 'box_finish', block.time)
          continue
        }
        burnFrom(state, box.tick0, box.reservesAddress, box.max, 'box_refund')
        deleteEntry(state, state.tokens, box.tick0)
        putEntry(state, state.boxes, box.tick0, {
          ...box,
          isDel: 1,
          finished: true,
          updateTime: block.time,
        })
      }
    })
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error
    throw new IndexerStall(
      block.height,
      `box-v1 ${current} finish failed: ${error.errInfo}`,
    )
  }
}

/** box-v1 deploy / mint (docs/protocol.md §13). */
export function applyBoxV1(ctx: TxContext, payload: RawPayload): void {
  const { state, tx, actor, block } = ctx
  if (tx.funder !== actor) {
    throw new Ignored('the address is not the same as the previous transaction')
  }
  const op = readString(payload, 'op')
  const tick0 = upperTick(readString(payload, 'tick0'))
  const tick1 = upperTick(readString(payload, 'tick1'))
  const max = readAmount(payload, 'max')
  const amt0 = readAmount(payload, 'amt0')
  const liqamt = readAmount(payload, 'liqamt')
  const liqblock = readInteger(payload, 'liqblock')
  const amt1 = readAmount(payload, 'amt1')
  const row: BoxOrderRow = {
    ...orderCommon(ctx, op, actor),
    tick0,
    tick1,
    max,
    amt0,
    liqamt,
    liqblock,
    amt1,
  }
  try {
    if (op === 'deploy') {
      const len = byteLength(tick0)
      if (len < 2 || len > 8)
        throw new SettlementFailure(
          `${VERIFY}the token symbol must be 2 or 8 letters`,
        )
      if (!state.tokens.has(tick1))
        throw new SettlementFailure(VERIFY + NOT_FOUND)
      if (max < 1n)
        throw new SettlementFailure(
          `${VERIFY}the amount of tokens exceeds the 0`,
        )
      if (liqamt <= 0n && liqblock <= 0)
        throw new SettlementFailure(
          `${VERIFY}the amount of tokens exceeds the 0`,
        )
      if (liqamt > 0n && liqblock > 0)
        throw new SettlementFailure(
          `${VERIFY}two cannot exist at the same time`,
        )
      atomically(state, () => {
        // Not checked by the indexer's verification; its insert then fails.
        if (state.tokens.has(tick0))
          throw new SettlementFailure(
            'boxDeploy err: has been deployed contracts',
          )
        const reserve = deriveLedgerAddress(`${tick0}--BOX`)
        putEntry(state, state.tokens, tick0, {
          tick: tick0,
          max,
          lim: max,
          dec: 8,
          minted: 0n,
          deployer: actor,
          inscription: tx.txHash,
          deployHeight: block.height,
          deployTime: block.time,
          lastMintTime: block.time,
          transactions: 1,
          isCheck: 0,
          socials: emptySocials(),
          kind: 'box',
        })
        mintTo(state, tick0, reserve, max, tx.txHash)
        putEntry(state, state.boxes, tick0, {
          tick0,
          tick1,
          max,
          amt0,
          liqamt,
          liqblock,
          amt0Finish: 0n,
          liqamtFinish: 0n,
          holder: actor,
          reservesAddress: reserve,
          isDel: 0,
          finished: false,
          contributions: [],
          createTime: block.time,
          updateTime: block.time,
        })
      })
    } else if (op === 'mint') {
      if (amt1 < 1n)
        throw new SettlementFailure(
          `${VERIFY}the amount of tokens exceeds the 0`,
        )
      const box = state.boxes.get(tick0)
      if (!box) throw new SettlementFailure(VERIFY + NOT_FOUND)
      if (box.liqamt > 0n && box.liqamtFinish + amt1 > box.liqamt) {
        throw new SettlementFailure(
          `${VERIFY}the amount of tokens exceeds the maximum`,
        )
      }
      row.tick1 = box.tick1
      try {
        atomically(state, () => {
          transfer(
            state,
            box.tick1,
            actor,
            box.reservesAddress,
            amt1,
            tx.txHash,
          )
          // liqamt_finish := the box address's tick1 balance (donations in).
          const raised = getBalance(state, box.tick1, box.reservesAddress)
          const updated: Box = {
            ...box,
            liqamtFinish: raised,
            contributions: [
              ...box.contributions,
              { address: actor, amt: amt1 },
            ],
            updateTime: block.time,
          }
          putEntry(state, state.boxes, tick0, updated)
          // [quirk] 13.3 mode A on I1: the old raised + amt1 equals the new
          // balance unless someone donated, so the first mint finishes, with
          // that sum as the pool's tick1; a later mint's second finish fails.
          if (box.liqamt > 0n && box.liqamtFinish + amt1 >= raised)
            finishBox(
              state,
              updated,
              box.liqamtFinish + amt1,
              tx.txHash,
              block.time,
            )
        })
      } catch (error) {
        if (!(error instanceof SettlementFailure)) throw error
        throw new SettlementFailure(`boxMint err: ${error.errInfo}`)
      }
    } else {
      throw new SettlementFailure(`${VERIFY}do not support the type of tokens`)
    }
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error
    state.boxOrders.push(fail(row, error.errInfo))
    return
  }
  state.boxOrders.push(row)
}
