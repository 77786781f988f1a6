import {
  lpTickName,
  quoteBoxFinish,
  sortTicks,
  utf8ByteLength,
} from '@drc20/core'
import type { Block } from '../../chain/types.js'
import {
  Ignored,
  type RawPayload,
  readAmount,
  readInteger,
  readString,
  upperTick,
} from '../decodePayload.js'
import { deriveLedgerAddress } from '../deriveLedgerAddress.js'
import {
  atomically,
  type Box,
  type BoxOrderRow,
  burnFrom,
  deleteEntry,
  getBalance,
  type IndexerState,
  mintTo,
  putEntry,
  SettlementFailure,
  transfer,
} from '../state.js'
import { fail, orderCommon, type TxContext } from '../txContext.js'
import { emptySocials } from './drc20.js'
import { openPoolV1 } from './pairV1.js'

const VERIFY = 'VerifyBox err: '
const NOT_FOUND = 'the contract does not exist err record not found'

/**
 * Creates the pair-v1 pool of a finished box and pays the participants
 * (protocol.md 13.3, example E18); the box address is the pool creator.
 */
function finishBox(
  state: IndexerState,
  box: Box,
  txHash: string,
  time: number,
): void {
  const quote = quoteBoxFinish({
    amount0: box.amt0,
    contributions: box.contributions.map((c) => c.amt),
    max: box.max,
  })
  if (quote.isErr())
    throw new SettlementFailure(`box finish err: ${quote.error.code}`)
  const raised = quote.value.raised
  const { tick0, tick1, swapped } = sortTicks(box.tick0, box.tick1)
  if (state.poolsV1.has(lpTickName(tick0, tick1)))
    throw new SettlementFailure('the contract has been created')
  const [amt0, amt1] = swapped ? [raised, box.amt0] : [box.amt0, raised]
  openPoolV1(state, {
    tick0,
    tick1,
    amt0,
    amt1,
    liquidity: quote.value.boxLiquidity,
    creator: box.reservesAddress,
    txHash,
    height: state.height,
    time,
  })
  box.contributions.forEach((c, i) => {
    const share = quote.value.shares[i] ?? 0n
    if (share > 0n)
      transfer(state, box.tick0, box.reservesAddress, c.address, share, txHash)
  })
  putEntry(state, state.boxes, box.tick0, {
    ...box,
    amt0Finish: box.amt0,
    liqamtFinish: raised,
    finished: true,
    updateTime: time,
  })
}

/**
 * Scheduled work at the start of block `liqblock` (mode B): finish when
 * something was raised, else refund (burn max, unregister tick0).
 */
export function settleBoxesAtLiqblock(state: IndexerState, block: Block): void {
  for (const box of [...state.boxes.values()]) {
    if (box.liqblock !== block.height || box.finished || box.isDel === 1)
      continue
    const raised = getBalance(state, box.tick1, box.reservesAddress)
    try {
      atomically(state, () => {
        if (raised > 0n) {
          finishBox(state, box, 'box_finish', block.time)
          return
        }
        burnFrom(state, box.tick0, box.reservesAddress, box.max, 'box_refund')
        deleteEntry(state, state.tokens, box.tick0)
        putEntry(state, state.boxes, box.tick0, {
          ...box,
          isDel: 1,
          finished: true,
          updateTime: block.time,
        })
      })
    } catch (error) {
      // The live indexer stalls at this height and retries for ever; the
      // devnet leaves the box unfinished instead (README: differences).
      if (!(error instanceof SettlementFailure)) throw error
    }
  }
}

/** box-v1 deploy / mint (protocol.md 13). */
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
      const len = utf8ByteLength(tick0)
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
      const raisedBefore = getBalance(state, box.tick1, box.reservesAddress)
      if (box.liqamt > 0n && raisedBefore + amt1 > box.liqamt) {
        throw new SettlementFailure(
          `${VERIFY}the amount of tokens exceeds the maximum`,
        )
      }
      row.tick1 = box.tick1
      atomically(state, () => {
        transfer(state, box.tick1, actor, box.reservesAddress, amt1, tx.txHash)
        const raised = getBalance(state, box.tick1, box.reservesAddress)
        const updated: Box = {
          ...box,
          liqamtFinish: raised,
          contributions: [...box.contributions, { address: actor, amt: amt1 }],
          updateTime: block.time,
        }
        putEntry(state, state.boxes, tick0, updated)
        // [quirk] 13.3 mode A on I1: finish on the first mint (and a later
        // mint's second finish fails, so later mints fail).
        if (box.liqamt > 0n) finishBox(state, updated, tx.txHash, block.time)
      })
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
