import { WDOGE_TICK } from '@drc20/core'
import { buildRevealOutputs } from '../chain/buildReveal.js'
import { hashHex } from '../chain/hash.js'
import type { ChainTx, TxOutput } from '../chain/types.js'
import { applyBlock } from '../indexer/applyBlock.js'
import { emptySocials } from '../indexer/protocols/drc20.js'
import {
  createIndexerState,
  getBalance,
  type IndexerState,
  mintTo,
} from '../indexer/state.js'

export const ALICE = 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd'
export const BOB = 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk'
export const CAROL = 'D596YFweJQuHY1BbjazZYmAbt8jJPbKehC'

let counter = 0

export type TxSpec = {
  readonly address: string
  readonly payload?: Record<string, unknown>
  readonly payloads?: readonly Record<string, unknown>[]
  /** Raw JSON text of input 0 (for typing tests). */
  readonly text?: string
  readonly to?: string
  readonly repeat?: number
  readonly outputs?: readonly TxOutput[]
  readonly funder?: string
}

export function makeTx(spec: TxSpec): ChainTx {
  const payloads = spec.payloads ?? (spec.payload ? [spec.payload] : [])
  const texts = spec.text ? [spec.text] : payloads.map((p) => JSON.stringify(p))
  const txHash = hashHex(`test:${counter++}`)
  const funder = spec.funder ?? spec.address
  return {
    txHash,
    feeTxHash: hashHex(`commit:${txHash}`),
    feeAddress: 'A3HJwm55cn2jhiZZDJWrgkj2iwsKeTTet7',
    funder,
    inputs: texts.map((payload) => ({ payload, funder })),
    outputs:
      spec.outputs ??
      buildRevealOutputs({
        actor: spec.address,
        payloads,
        ...(spec.to ? { to: spec.to } : {}),
        ...(spec.repeat ? { repeat: spec.repeat } : {}),
      }),
    networkFee: 0n,
  }
}

/** A bare index with WDOGE registered and some tokens credited. */
export function createTestIndex(
  balances: Record<string, Record<string, bigint>> = {},
): IndexerState & { run: (...specs: TxSpec[]) => ChainTx[] } {
  const state = createIndexerState()
  state.height = 100
  const register = (tick: string, max = 10n ** 30n) =>
    state.tokens.set(tick, {
      tick,
      max,
      lim: max,
      dec: 8,
      minted: 0n,
      deployer: ALICE,
      inscription: hashHex(`deploy:${tick}`),
      deployHeight: 1,
      deployTime: 1,
      lastMintTime: null,
      transactions: 0,
      isCheck: 0,
      socials: emptySocials(),
      kind: tick === WDOGE_TICK ? 'wdoge' : 'drc20',
    })
  register(WDOGE_TICK, 10n ** 41n - 1n)
  for (const [tick, byAddress] of Object.entries(balances)) {
    if (!state.tokens.has(tick)) register(tick)
    for (const [address, amt] of Object.entries(byAddress)) {
      mintTo(state, tick, address, amt, 'genesis')
    }
  }
  let height = 100
  return Object.assign(state, {
    run(...specs: TxSpec[]) {
      const txs = specs.map(makeTx)
      height += 1
      applyBlock(state, {
        height,
        hash: hashHex(`block:${height}`),
        time: 1_700_000_000 + height * 60,
        txs,
      })
      return txs
    },
  })
}

export function balanceOf(state: IndexerState, tick: string, address: string) {
  return getBalance(state, tick, address)
}

/**
 * ALICE deploys a file and lists it (order-v2) for `amt` of WDOGE; returns
 * the file id and the listing's `ex_id`.
 */
export function listFileForSale(
  index: ReturnType<typeof createTestIndex>,
  amt = '500',
): { readonly fileId: string; readonly exId: string } {
  const [deploy] = index.run({
    address: ALICE,
    payload: { p: 'file', op: 'deploy' },
  })
  const fileId = deploy?.txHash ?? ''
  const [create] = index.run({
    address: ALICE,
    payload: {
      p: 'order-v2',
      op: 'create',
      file_id: fileId,
      tick: WDOGE_TICK,
      amt,
    },
  })
  return { fileId, exId: create?.txHash ?? '' }
}
