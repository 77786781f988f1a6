import {
  CARDI_TICK,
  NFT_CARDI_HOLDING,
  NFT_DEPLOY_FEE,
  NFT_FEE_ADDRESS,
  NFT_MINT_FEE,
} from '../constants.js'
import {
  byteLength,
  Ignored,
  type RawPayload,
  readInteger,
  readString,
  upperTick,
} from '../decodePayload.js'
import { CARRIER_KOINU } from '../settlement/constants.js'
import {
  atomically,
  getBalance,
  type NftOrderRow,
  putEntry,
  SettlementFailure,
} from '../state.js'
import { fail, orderCommon, type TxContext } from '../txContext.js'

const itemKey = (tick: string, id: number) => `${tick}#${id}`

/**
 * AI-NFT (`nft/ai`, docs/protocol.md §14). Not live on the published indexer; the
 * devnet settles it with the older code's storage (mint appends token id
 * minted + 1 to the holder, transfer moves it) so the product can be used.
 */
export function applyNft(ctx: TxContext, payload: RawPayload): void {
  const { state, tx, block } = ctx
  const op = readString(payload, 'op')
  const tick = upperTick(readString(payload, 'tick'))
  const tickId = readInteger(payload, 'tick_id')
  const total = readInteger(payload, 'total')
  const seed = readInteger(payload, 'seed')
  const model = readString(payload, 'model')
  const prompt = readString(payload, 'prompt')
  const outs = tx.outputs
  const out0 = outs[0]
  if (!out0) throw new Ignored('vout length is 0')
  if (op === 'deploy' || op === 'mint') {
    if (outs.length !== 2)
      throw new Ignored(`${op} op error, vout length is not 2`)
    if (out0.amount !== CARRIER_KOINU)
      throw new Ignored('The amount of tokens exceeds the 0.0001')
    const fee = outs[1]
    if (!fee || fee.address !== NFT_FEE_ADDRESS)
      throw new Ignored('The address is incorrect')
    if (fee.amount < (op === 'deploy' ? NFT_DEPLOY_FEE : NFT_MINT_FEE)) {
      throw new Ignored('The balance is insufficient')
    }
  } else if (op === 'transfer') {
    if (out0.address === tx.funder) throw new Ignored('The address is the same')
  } else {
    throw new Ignored('do not support the type of nft')
  }
  const holder = op === 'transfer' ? tx.funder : out0.address
  const imagePath = `/content/${tx.txHash}`
  const row: NftOrderRow = {
    ...orderCommon(ctx, op, holder),
    tick,
    tick_id: tickId,
    total,
    model,
    prompt,
    seed,
    image_path: imagePath,
    to_address: op === 'transfer' ? out0.address : '',
  }
  try {
    atomically(state, () => {
      if (op === 'deploy') {
        const len = byteLength(tick)
        if (len < 2 || len > 32)
          throw new SettlementFailure(
            'the token symbol must be 2 or 32 letters',
          )
        if (total < 1)
          throw new SettlementFailure('the amount of tokens exceeds the 0')
        if (state.nftCollections.has(tick))
          throw new SettlementFailure('has been deployed contracts')
        if (getBalance(state, CARDI_TICK, holder) < NFT_CARDI_HOLDING) {
          throw new SettlementFailure('the balance of CARDI is less than 8400')
        }
        putEntry(state, state.nftCollections, tick, {
          tick,
          total,
          minted: 0,
          model,
          prompt,
          imagePath,
          holder,
          deployHash: tx.txHash,
          transactions: 1,
          createTime: block.time,
        })
        return
      }
      const collection = state.nftCollections.get(tick)
      if (!collection)
        throw new SettlementFailure('the contract does not exist')
      if (op === 'mint') {
        if (collection.minted >= collection.total) {
          throw new SettlementFailure(
            'the amount of tokens exceeds the maximum',
          )
        }
        const id = collection.minted + 1
        putEntry(state, state.nftCollections, tick, {
          ...collection,
          minted: id,
          transactions: collection.transactions + 1,
        })
        putEntry(state, state.nftItems, itemKey(tick, id), {
          tick,
          tickId: id,
          holder,
          prompt,
          imagePath,
          deployHash: tx.txHash,
          createTime: block.time,
          updateTime: block.time,
        })
        row.tick_id = id
        return
      }
      if (tickId < 0)
        throw new SettlementFailure('the amount of tokens exceeds the 0')
      const item = state.nftItems.get(itemKey(tick, tickId))
      if (!item || item.holder !== holder) {
        throw new SettlementFailure(
          'the contract does not exist err record not found',
        )
      }
      putEntry(state, state.nftItems, itemKey(tick, tickId), {
        ...item,
        holder: out0.address,
        updateTime: block.time,
      })
      putEntry(state, state.nftCollections, tick, {
        ...collection,
        transactions: collection.transactions + 1,
      })
    })
  } catch (error) {
    if (!(error instanceof SettlementFailure)) throw error
    state.nftOrders.push(fail(row, `VerifyNft err: ${error.errInfo}`))
    return
  }
  state.nftOrders.push(row)
}
