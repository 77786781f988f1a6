import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { validateDogecoinAddress } from '@drc20/core'
import { computeBlockHash, genesisHash } from './chain/blockHash.js'
import { type BlockLog, openBlockLog } from './chain/blockLog.js'
import { buildRevealOutputs } from './chain/buildReveal.js'
import { hashHex } from './chain/hash.js'
import {
  appendJsonLine,
  readJsonLines,
  rewriteJsonLines,
} from './chain/jsonLines.js'
import {
  DEFAULT_NETWORK_FEE,
  inscriptionNetworkFee,
  paymentNetworkFee,
} from './chain/networkFee.js'
import type { Block, ChainTx, TxInput, TxOutput } from './chain/types.js'
import { stringifyTagged } from './codec/taggedJson.js'
import type { ImportData } from './import/readImportDir.js'
import { applyBlock } from './indexer/applyBlock.js'
import { deriveLedgerAddress } from './indexer/deriveLedgerAddress.js'
import {
  type ImportTokensReturnType,
  importTokens,
} from './indexer/importTokens.js'
import {
  applyOffchainEvent,
  IndexerStall,
  type IndexerState,
  type OffchainEvent,
} from './indexer/state.js'
import {
  createSeedWorld,
  type DevnetAccount,
  GENESIS_HEIGHT,
  type SeedScale,
} from './seed/createSeedWorld.js'

export type DevnetOptions = {
  /** PRNG seed of the world (default 1). */
  readonly seed?: number
  readonly scale?: SeedScale
  /** Directory of `blocks.jsonl`; omit for an in-memory devnet. */
  readonly dataDir?: string
  /** Start over: drop the block log, the mempool and the off-chain log. */
  readonly reset?: boolean
  /** Where replay warnings go (a dropped torn line); default `console.warn`. */
  readonly warn?: (message: string) => void
  /** Unix seconds of the genesis block (default: fixed, 2026-01-01). */
  readonly genesisTime?: number
  /**
   * Chain-time seconds per mined block (default 60). `start` passes its
   * `--block-time` so chain time keeps pace with the wall clock.
   */
  readonly blockSeconds?: number
  /**
   * Data saved from the real provider API (`readImportDir`), loaded into
   * the seed world at genesis. The block log remembers which import it was
   * mined on, like the seed and scale.
   */
  readonly import?: ImportData
}

export type ChainHeights = {
  readonly chainHeight: number
  readonly indexHeight: number
}

export type SubmitRequest = {
  /** The signing account: commit funder and (normally) reveal out0. */
  readonly address: string
  /** One payload per reveal input (pair protocols may carry several). */
  readonly payloads: readonly Readonly<Record<string, unknown>>[]
  /** drc-20 / file / nft transfer recipient. */
  readonly to?: string
  /** drc-20 mint repeat (reveal out0 = 0.001 DOGE × repeat). */
  readonly repeat?: number
  /**
   * The custody output (out1) of a wdoge deposit or `doge: 1` reveal, when
   * the page sets it (the simulated wallet does; the real extension pays
   * exactly the deposit). Default: the deposit.
   */
  readonly custodyOutput?: bigint
  /** Explicit reveal outputs (tests of the decode rules); default: built. */
  readonly outputs?: readonly TxOutput[]
  /** File / AI-NFT deploy content, base64. */
  readonly content?: string
  readonly contentType?: string
  /**
   * The fee rate the page gave the wallet, base units per kB: the network
   * fee is then priced from it (`chain/networkFee.ts`); without one the
   * devnet charges its flat `NETWORK_FEE`.
   */
  readonly feeRatePerKb?: bigint
}

export type SubmitError =
  | { readonly code: 'INSUFFICIENT_FUNDS'; readonly message: string }
  | { readonly code: 'INVALID_REQUEST'; readonly message: string }

export type SubmitResult =
  | { readonly ok: true; readonly txHash: string }
  | { readonly ok: false; readonly error: SubmitError }

/** Something that went wrong inside the devnet, kept for `/devnet/state`. */
export type DevnetDefect = {
  readonly txHash: string
  readonly height: number
  readonly message: string
}

/** Why the index stopped following the chain. */
export type IndexHalt = { readonly height: number; readonly message: string }

export type DogeBalance = {
  readonly confirmed: bigint
  readonly unconfirmed: bigint
  readonly total: bigint
}

export type Devnet = {
  readonly seed: number
  readonly scale: SeedScale
  readonly genesisHeight: number
  readonly accounts: readonly DevnetAccount[]
  /** The index (tables as of the index height). */
  readonly index: () => IndexerState
  readonly heights: () => ChainHeights
  readonly blockTime: (height: number) => number
  readonly mempool: () => readonly ChainTx[]
  readonly block: (height: number) => Block | undefined
  readonly submit: (request: SubmitRequest) => SubmitResult
  /**
   * Mines `count` blocks; each takes the whole mempool (after the first,
   * only what block listeners submitted).
   */
  readonly mine: (count?: number) => ChainHeights
  readonly setIndexLag: (lag: number) => ChainHeights
  readonly indexLag: () => number
  readonly setHalted: (halted: boolean) => void
  readonly isHalted: () => boolean
  readonly dogeBalance: (address: string) => DogeBalance
  /** Bytes of an inscribed file or image (seed world or chain). */
  readonly content: (id: string) => { data: Buffer; type: string } | undefined
  /** Addresses of the OG list. */
  readonly ogAddresses: readonly string[]
  /** Applies and persists an off-chain write (collection uploads). */
  readonly recordOffchain: (event: OffchainEvent) => void
  /**
   * The indexer's defects plus the index halt, if any: what `/devnet/state`
   * reports so a broken devnet is never silent.
   */
  readonly defects: () => readonly DevnetDefect[]
  /** Set when a block could not be indexed; the index then stays put. */
  readonly indexHalt: () => IndexHalt | null
  /** What `import` loaded and what it skipped (null without one). */
  readonly imported: ImportTokensReturnType | null
  /**
   * Calls `listener` after each mined block (the upload service watches
   * payments and inscribes files from it); transactions it submits go into
   * the next block. Returns the unsubscribe.
   */
  readonly onBlock: (listener: (block: Block) => void) => () => void
  /** Finds a tx in the mempool or the chain. */
  readonly findTx: (
    txHash: string,
  ) => { tx: ChainTx; height: number | null } | undefined
}

/** Seconds between blocks in chain time (Dogecoin's target). */
export const CHAIN_BLOCK_SECONDS = 60
export const DEFAULT_GENESIS_TIME = 1_767_225_600
/**
 * Network fee the devnet charges per commit + reveal without a fee rate,
 * koinu: core's `WALLET_NETWORK_FEE`, the figure the app's confirmations
 * show (`networkFee.ts` prices a rate the page passes).
 */
export const NETWORK_FEE = DEFAULT_NETWORK_FEE
/** Off-chain writes (collection metadata uploads), one JSON line each. */
export const OFFCHAIN_LOG_FILE = 'offchain.jsonl'
/** Transactions submitted and not mined yet, one JSON line each. */
export const MEMPOOL_FILE = 'mempool.jsonl'

function checkOutputs(outputs: readonly TxOutput[]): string | null {
  for (const [i, output] of outputs.entries()) {
    if (typeof output.amount !== 'bigint' || output.amount <= 0n) {
      return `output ${i} must pay a positive amount of koinu`
    }
    if (
      typeof output.address !== 'string' ||
      validateDogecoinAddress(output.address, 'livenet').isErr()
    ) {
      return `output ${i} has no valid address`
    }
  }
  return null
}

/** Which import a block log was mined on (SHA-256 of what was loaded). */
function digestImport(data: ImportData): string {
  return hashHex(
    stringifyTagged([
      data.tokens.map(({ source: _, ...token }) => token),
      [...data.holders],
    ]),
  )
}

/**
 * A devnet: the seed world at genesis, then every mined block folded on top,
 * replayed from `<dataDir>/blocks.jsonl` on start. Chain time is derived from
 * the height, so the same seed and blocks always give the same state.
 */
export function createDevnet(options: DevnetOptions = {}): Devnet {
  const seed = options.seed ?? 1
  const scale = options.scale ?? 'small'
  const importDigest = options.import ? digestImport(options.import) : undefined
  let genesisTime = options.genesisTime ?? DEFAULT_GENESIS_TIME
  let blockSeconds = options.blockSeconds ?? CHAIN_BLOCK_SECONDS
  let log: BlockLog | null = null
  if (options.dataDir) {
    log = openBlockLog({
      dataDir: options.dataDir,
      origin: { height: GENESIS_HEIGHT, hash: genesisHash(seed) },
      ...(options.warn ? { warn: options.warn } : {}),
      header: {
        kind: 'header',
        version: 1,
        seed,
        scale,
        genesisTime,
        blockSeconds,
        ...(importDigest ? { import: importDigest } : {}),
      },
      reset: options.reset ?? false,
    })
    genesisTime = log.header.genesisTime
    blockSeconds = log.header.blockSeconds ?? CHAIN_BLOCK_SECONDS
  }
  const world = createSeedWorld({ seed, scale, genesisTime })
  const genesisHeight = world.genesisHeight
  if (genesisHeight !== GENESIS_HEIGHT) {
    throw new Error(`the seed world starts at ${genesisHeight}`)
  }
  const index = world.state
  // Imported tokens join the world at genesis, before any mined block.
  const imported = options.import
    ? importTokens(index, options.import, {
        genesisHeight,
        genesisTime,
        blockSeconds: CHAIN_BLOCK_SECONDS,
      })
    : null
  const doge = world.doge
  const blocks: Block[] = []
  const mempool: ChainTx[] = []
  let lag = 0
  let halted = false
  let txCounter = 0
  let indexHalt: IndexHalt | null = null
  const blockListeners = new Set<(block: Block) => void>()

  const blockTime = (height: number) =>
    genesisTime +
    (height - genesisHeight) *
      (height > genesisHeight ? blockSeconds : CHAIN_BLOCK_SECONDS)
  const chainHeight = () => genesisHeight + blocks.length
  const targetIndexHeight = () =>
    Math.max(genesisHeight, chainHeight() - 1 - lag)
  const heights = (): ChainHeights => ({
    chainHeight: chainHeight(),
    indexHeight: index.height,
  })

  /**
   * Indexes up to the target height. A block the indexer cannot apply (an
   * `IndexerStall`, reported in `defects`) stops it there, as the live
   * indexer stalls: every later call retries that block.
   */
  function catchUp(): void {
    if (indexHalt) return
    const target = targetIndexHeight()
    while (index.height < target) {
      const height = index.height + 1
      const block = blocks[height - genesisHeight - 1]
      if (!block) {
        indexHalt = { height, message: `block ${height} is missing` }
        return
      }
      try {
        applyBlock(index, block)
      } catch (error) {
        // A stall (already in the index's defects) is retried on the next
        // call, as the live indexer retries the height.
        if (error instanceof IndexerStall) return
        // The index stops here (it cannot skip a block) and says so.
        indexHalt = {
          height,
          message: error instanceof Error ? error.message : String(error),
        }
        return
      }
    }
  }

  function applyUtxo(block: Block): void {
    for (const tx of block.txs) {
      const spent = tx.outputs.reduce((sum, o) => sum + o.amount, 0n)
      doge.set(tx.funder, (doge.get(tx.funder) ?? 0n) - spent - tx.networkFee)
      for (const o of tx.outputs) {
        doge.set(o.address, (doge.get(o.address) ?? 0n) + o.amount)
      }
    }
  }

  function pushBlock(block: Block, persist: boolean): void {
    blocks.push(block)
    txCounter += block.txs.length
    applyUtxo(block)
    if (persist) log?.append(block)
  }

  for (const block of log?.blocks ?? []) pushBlock(block, false)
  catchUp()
  const offchainPath = options.dataDir
    ? join(options.dataDir, OFFCHAIN_LOG_FILE)
    : null
  const mempoolPath = options.dataDir
    ? join(options.dataDir, MEMPOOL_FILE)
    : null
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  if (options.reset) {
    for (const path of [offchainPath, mempoolPath]) {
      if (path) rmSync(path, { force: true })
    }
  }
  if (offchainPath) {
    const read = readJsonLines(
      offchainPath,
      (value) => value as OffchainEvent,
      options.warn,
    )
    for (const { value } of read.lines) applyOffchainEvent(index, value)
    if (read.needsRewrite) {
      rewriteJsonLines(
        offchainPath,
        read.lines.map(({ value }) => value),
      )
    }
  }
  // The mempool survives a restart: what was submitted and not mined is
  // mined by the next block, as a node keeps its mempool. A tx the chain
  // already holds (a crash between the two writes) is not restored.
  if (mempoolPath) {
    const mined = new Set(blocks.flatMap((b) => b.txs.map((t) => t.txHash)))
    const read = readJsonLines(
      mempoolPath,
      (value) => value as ChainTx,
      options.warn,
    )
    for (const { value } of read.lines) {
      if (!mined.has(value.txHash)) mempool.push(value)
    }
    if (read.needsRewrite || mempool.length !== read.lines.length) {
      rewriteJsonLines(mempoolPath, mempool)
    }
  }
  const saveMempool = (): void => {
    if (mempoolPath) rewriteJsonLines(mempoolPath, mempool)
  }

  function pendingSpend(address: string): bigint {
    let total = 0n
    for (const tx of mempool) {
      if (tx.funder !== address) continue
      total += tx.networkFee
      for (const o of tx.outputs) total += o.amount
    }
    return total
  }
  function pendingReceive(address: string): bigint {
    let total = 0n
    for (const tx of mempool) {
      for (const o of tx.outputs) if (o.address === address) total += o.amount
    }
    return total
  }

  function dogeBalance(address: string): DogeBalance {
    const confirmed =
      (doge.get(address) ?? 0n) + (index.dogePayouts.get(address) ?? 0n)
    const total = confirmed - pendingSpend(address) + pendingReceive(address)
    return { confirmed, unconfirmed: total - confirmed, total }
  }

  function submit(request: SubmitRequest): SubmitResult {
    // No payload: a plain DOGE payment (explicit outputs required).
    if (
      !request.address ||
      (request.payloads.length === 0 && !request.outputs?.length)
    ) {
      return {
        ok: false,
        error: {
          code: 'INVALID_REQUEST',
          message: 'address and payloads (or outputs) are required',
        },
      }
    }
    const outputs =
      request.outputs ??
      buildRevealOutputs({
        actor: request.address,
        payloads: request.payloads,
        ...(request.to === undefined ? {} : { to: request.to }),
        ...(request.repeat === undefined ? {} : { repeat: request.repeat }),
        ...(request.custodyOutput === undefined
          ? {}
          : { custodyOutput: request.custodyOutput }),
      })
    const badOutput = checkOutputs(outputs)
    if (badOutput !== null) {
      return {
        ok: false,
        error: { code: 'INVALID_REQUEST', message: badOutput },
      }
    }
    const texts = request.payloads.map((p) => JSON.stringify(p))
    const networkFee =
      request.feeRatePerKb === undefined
        ? NETWORK_FEE
        : texts.length === 0
          ? paymentNetworkFee(request.feeRatePerKb)
          : inscriptionNetworkFee(
              request.feeRatePerKb,
              texts.reduce((n, t) => n + Buffer.byteLength(t, 'utf8'), 0) +
                (request.content === undefined
                  ? 0
                  : Buffer.from(request.content, 'base64').length),
            )
    const cost = outputs.reduce((sum, o) => sum + o.amount, 0n) + networkFee
    if (dogeBalance(request.address).total < cost) {
      return {
        ok: false,
        error: {
          code: 'INSUFFICIENT_FUNDS',
          message: 'The balance is insufficient to complete this transaction',
        },
      }
    }
    const nonce = txCounter + mempool.length
    // The funder is part of the hash: the same payload from two accounts
    // is two transactions.
    const txHash = hashHex(
      `reveal:${seed}:${nonce}:${request.address}:${texts.join('|')}`,
    )
    const inputs: TxInput[] = texts.map((payload, i) => ({
      payload,
      funder: request.address,
      ...(i === 0 && request.content !== undefined
        ? {
            content: request.content,
            contentType: request.contentType ?? 'image/png',
          }
        : {}),
    }))
    const tx: ChainTx = {
      txHash,
      feeTxHash: hashHex(`commit:${txHash}`),
      feeAddress: deriveLedgerAddress(`commit:${txHash}`),
      funder: request.address,
      inputs,
      outputs: [...outputs],
      networkFee,
    }
    mempool.push(tx)
    if (mempoolPath) appendJsonLine(mempoolPath, tx)
    return { ok: true, txHash }
  }

  function mine(count = 1): ChainHeights {
    if (!Number.isSafeInteger(count) || count < 0) {
      throw new RangeError(`cannot mine ${count} blocks`)
    }
    if (halted) return heights()
    for (let i = 0; i < count; i++) {
      const height = chainHeight() + 1
      // The mempool: what was submitted, then what the block listeners
      // submitted after the previous block of this call.
      const txs = mempool.splice(0, mempool.length)
      const previous = blocks.at(-1)?.hash ?? genesisHash(seed)
      const hash = computeBlockHash(
        previous,
        height,
        txs.map((t) => t.txHash),
      )
      const block = { height, hash, time: blockTime(height), txs }
      pushBlock(block, true)
      if (txs.length > 0) saveMempool()
      for (const listener of [...blockListeners]) listener(block)
    }
    catchUp()
    return heights()
  }

  return {
    seed,
    scale,
    genesisHeight,
    accounts: world.accounts,
    index: () => index,
    heights,
    blockTime,
    mempool: () => mempool,
    block: (height) => blocks[height - genesisHeight - 1],
    submit,
    mine,
    setIndexLag(next) {
      if (!Number.isSafeInteger(next) || next < 0) {
        throw new RangeError(`invalid index lag ${next}`)
      }
      lag = next
      catchUp()
      return heights()
    },
    indexLag: () => lag,
    setHalted(next) {
      halted = next
    },
    isHalted: () => halted,
    dogeBalance,
    ogAddresses: world.ogAddresses,
    recordOffchain(event) {
      applyOffchainEvent(index, event)
      if (offchainPath) appendJsonLine(offchainPath, event)
    },
    defects: () => [
      ...index.defects,
      ...(indexHalt
        ? [
            {
              txHash: '',
              height: indexHalt.height,
              message: `index halted at block ${indexHalt.height}: ${indexHalt.message}`,
            },
          ]
        : []),
    ],
    indexHalt: () => indexHalt,
    imported,
    content(id) {
      const seeded = world.contents.get(id)
      if (seeded) return seeded
      for (const block of blocks) {
        for (const tx of block.txs) {
          if (tx.txHash !== id) continue
          const input = tx.inputs[0]
          if (!input?.content) return undefined
          return {
            data: Buffer.from(input.content, 'base64'),
            type: input.contentType ?? 'application/octet-stream',
          }
        }
      }
      return undefined
    },
    onBlock(listener) {
      blockListeners.add(listener)
      return () => {
        blockListeners.delete(listener)
      }
    },
    findTx(txHash) {
      const pending = mempool.find((t) => t.txHash === txHash)
      if (pending) return { tx: pending, height: null }
      for (const block of blocks) {
        const tx = block.txs.find((t) => t.txHash === txHash)
        if (tx) return { tx, height: block.height }
      }
      return undefined
    },
  }
}
