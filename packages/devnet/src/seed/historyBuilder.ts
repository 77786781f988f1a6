import { buildRevealOutputs } from '../chain/buildReveal.js'
import { hashHex } from '../chain/hash.js'
import type { Block, ChainTx, TxOutput } from '../chain/types.js'
import { deriveLedgerAddress } from '../indexer/deriveLedgerAddress.js'

export type HistoryTxRequest = {
  readonly height: number
  readonly address: string
  readonly payloads: readonly Readonly<Record<string, unknown>>[]
  readonly to?: string
  readonly repeat?: number
  readonly outputs?: readonly TxOutput[]
  readonly content?: string
  readonly contentType?: string
  /** Commit funder when it differs from `address` (drc-20 transfers). */
  readonly funder?: string
}

/**
 * Collects the seed world's transactions and groups them into blocks by
 * height, in insertion order within a height.
 */
export function createHistoryBuilder({
  seed,
  blockTime,
}: {
  seed: number
  blockTime: (height: number) => number
}) {
  const byHeight = new Map<number, ChainTx[]>()
  let counter = 0
  return {
    /** Adds a tx; returns its reveal txid (the id of listings, files, …). */
    add(request: HistoryTxRequest): string {
      const texts = request.payloads.map((p) => JSON.stringify(p))
      const txHash = hashHex(`seed:${seed}:${counter++}`)
      const outputs =
        request.outputs ??
        buildRevealOutputs({
          actor: request.address,
          payloads: request.payloads,
          ...(request.to === undefined ? {} : { to: request.to }),
          ...(request.repeat === undefined ? {} : { repeat: request.repeat }),
        })
      const funder = request.funder ?? request.address
      const tx: ChainTx = {
        txHash,
        feeTxHash: hashHex(`commit:${txHash}`),
        feeAddress: deriveLedgerAddress(`commit:${txHash}`),
        funder,
        inputs: texts.map((payload, i) => ({
          payload,
          funder,
          ...(i === 0 && request.content !== undefined
            ? {
                content: request.content,
                contentType: request.contentType ?? 'image/png',
              }
            : {}),
        })),
        outputs: [...outputs],
        networkFee: 0n,
      }
      let txs = byHeight.get(request.height)
      if (!txs) {
        txs = []
        byHeight.set(request.height, txs)
      }
      txs.push(tx)
      return txHash
    },
    blocks(): Block[] {
      return [...byHeight.keys()]
        .sort((a, b) => a - b)
        .map((height) => ({
          height,
          hash: hashHex(`seed-block:${seed}:${height}`),
          time: blockTime(height),
          txs: byHeight.get(height) ?? [],
        }))
    },
  }
}

export type HistoryBuilder = ReturnType<typeof createHistoryBuilder>
