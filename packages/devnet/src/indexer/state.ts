/**
 * The indexer's tables, in memory. Every mutation goes through the helpers
 * below, which journal an undo step so a failed transaction rolls back
 * completely (docs/protocol.md §2.3: each transaction is one database transaction).
 */

export type Socials = {
  logo: string
  introduction: string
  white_paper: string
  official: string
  telegram: string
  discorad: string
  twitter: string
  facebook: string
  github: string
}

/** Row of the token registry (drc-20 ticks, LP ticks, box ticks, WDOGE). */
export type TokenRow = {
  readonly tick: string
  readonly max: bigint
  readonly lim: bigint
  readonly dec: number
  readonly minted: bigint
  readonly deployer: string
  /** Deploy reveal txid (`inscription`). */
  readonly inscription: string
  readonly deployHeight: number
  readonly deployTime: number
  readonly lastMintTime: number | null
  readonly transactions: number
  readonly isCheck: 0 | 1
  readonly socials: Socials
  readonly kind: 'drc20' | 'lp' | 'wdoge' | 'box'
}

/** Columns shared by every operation log row (docs/api.md §7.0). */
export type OrderCommon = {
  id: number
  order_id: string
  op: string
  holder_address: string
  fee_address: string
  fee_tx_hash: string
  tx_hash: string
  block_number: number
  block_hash: string
  err_info: string
  order_status: 0 | 1
  update_date: number
  create_date: number
}

export type Drc20OrderRow = OrderCommon & {
  p: 'drc-20'
  tick: string
  amt: bigint
  max: bigint
  lim: bigint
  dec: number
  burn: string
  func: string
  repeat: number
  to_address: string
}

export type SwapOrderRow = OrderCommon & {
  tick: string
  tick0: string
  tick1: string
  amt0: bigint
  amt1: bigint
  amt0_min: bigint
  amt1_min: bigint
  amt0_out: bigint
  amt1_out: bigint
  liquidity: bigint
  doge: number
  fee_tx_index: number
  tx_index: number
}

export type SwapV2OrderRow = SwapOrderRow & {
  pair_id: string
  tick0_id: string
  tick1_id: string
  block_time: number
}

export type WdogeOrderRow = OrderCommon & {
  tick: string
  amt: bigint
  withdraw_tx_hash: string
  withdraw_tx_index: number
  withdraw_tx_raw: string
  withdraw_block_number: number
  withdraw_block_hash: string
}

export type ExchangeOrderRow = OrderCommon & {
  ex_id: string
  tick0: string
  tick1: string
  amt0: bigint
  amt1: bigint
}

export type FileOrderRow = OrderCommon & {
  file_id: string
  file_path: string
  file_length: number
  file_type: string
  to_address: string
}

export type FileExchangeOrderRow = OrderCommon & {
  ex_id: string
  file_id: string
  tick: string
  amt: bigint
}

export type StakeOrderRow = OrderCommon & {
  tick: string
  amt: bigint
}

export type BoxOrderRow = OrderCommon & {
  tick0: string
  tick1: string
  max: bigint
  amt0: bigint
  liqamt: bigint
  liqblock: number
  amt1: bigint
}

export type NftOrderRow = OrderCommon & {
  tick: string
  tick_id: number
  total: number
  model: string
  prompt: string
  seed: number
  image_path: string
  to_address: string
}

/** `drc20_revert`: one balance move (mint: from ''; burn: to ''). */
export type LedgerMove = {
  readonly id: number
  readonly from_address: string
  readonly to_address: string
  readonly tick: string
  readonly amt: bigint
  readonly tx_hash: string
  readonly block_number: number
  readonly time: number
}

export type PoolV1 = {
  readonly tick: string
  readonly tick0: string
  readonly tick1: string
  readonly reservesAddress: string
  readonly creator: string
  readonly createHeight: number
}

export type PoolV2 = {
  readonly pairId: string
  readonly tick0Id: string
  readonly tick1Id: string
  readonly reservesAddress: string
  readonly creator: string
  readonly createHeight: number
}

export type ExchangeListing = {
  readonly exId: string
  readonly tick0: string
  readonly tick1: string
  readonly amt0: bigint
  readonly amt1: bigint
  readonly amt0Finish: bigint
  readonly amt1Finish: bigint
  readonly maker: string
  readonly reservesAddress: string
  readonly createTime: number
  readonly updateTime: number
}

export type FileRecord = {
  readonly fileId: string
  readonly holder: string
  readonly contentType: string
  readonly length: number
  readonly metaId: string
  readonly name: string
  readonly attributes: readonly { trait_type: string; value: string }[]
  readonly createTime: number
  readonly updateTime: number
}

export type FileListing = {
  readonly exId: string
  readonly fileId: string
  readonly tick: string
  readonly amt: bigint
  readonly amtFinish: bigint
  readonly maker: string
  readonly reservesAddress: string
  readonly createTime: number
  readonly updateTime: number
}

export type CollectionMeta = {
  readonly metaId: string
  readonly name: string
  readonly slug: string
  readonly description: string
  readonly icon: string
  readonly holder: string
  readonly isCheck: 0 | 1
  readonly discord: string
  readonly twitter: string
  readonly website: string
  readonly createTime: number
  readonly updateTime: number
}

export type StakePool = {
  readonly tick: string
  readonly amt: bigint
  /** Total reward credited so far (all stakers). */
  readonly reward: bigint
  /** Devnet schedule: reward per block, split pro rata (see README). */
  readonly rewardPerBlock: bigint
  /** Last height that accrues a reward (inclusive); after it, "ended". */
  readonly endHeight: number
  readonly reservesAddress: string
  readonly createTime: number
  readonly updateTime: number
}

export type StakePosition = {
  readonly tick: string
  readonly holder: string
  readonly amt: bigint
  readonly reward: bigint
  readonly receivedReward: bigint
  readonly createTime: number
  readonly updateTime: number
}

export type Box = {
  readonly tick0: string
  readonly tick1: string
  readonly max: bigint
  readonly amt0: bigint
  readonly liqamt: bigint
  readonly liqblock: number
  readonly amt0Finish: bigint
  readonly liqamtFinish: bigint
  readonly holder: string
  readonly reservesAddress: string
  readonly isDel: 0 | 1
  readonly finished: boolean
  readonly contributions: readonly { address: string; amt: bigint }[]
  readonly createTime: number
  readonly updateTime: number
}

export type NftCollection = {
  readonly tick: string
  readonly total: number
  readonly minted: number
  readonly model: string
  readonly prompt: string
  readonly imagePath: string
  readonly holder: string
  readonly deployHash: string
  readonly transactions: number
  readonly createTime: number
}

export type NftItem = {
  readonly tick: string
  readonly tickId: number
  readonly holder: string
  readonly prompt: string
  readonly imagePath: string
  readonly deployHash: string
  readonly createTime: number
  readonly updateTime: number
}

export type IndexerState = {
  /** Highest applied block (the index height). */
  height: number
  blockHash: string
  blockTime: number
  nextId: number
  tokens: Map<string, TokenRow>
  /** tick → address → balance. Rows stay once created (may hold 0). */
  balances: Map<string, Map<string, bigint>>
  /** address → ticks with a row. */
  addressTicks: Map<string, Set<string>>
  /** tick → number of addresses with a non-zero balance. */
  holders: Map<string, number>
  ledger: LedgerMove[]
  /** pair_id → address → LP balance (pair-v2, meme-20 style). */
  lpV2: Map<string, Map<string, bigint>>
  seenTx: Set<string>
  drc20Orders: Drc20OrderRow[]
  swapOrders: SwapOrderRow[]
  swapV2Orders: SwapV2OrderRow[]
  wdogeOrders: WdogeOrderRow[]
  exchangeOrders: ExchangeOrderRow[]
  fileOrders: FileOrderRow[]
  fileExchangeOrders: FileExchangeOrderRow[]
  stakeOrders: StakeOrderRow[]
  boxOrders: BoxOrderRow[]
  nftOrders: NftOrderRow[]
  poolsV1: Map<string, PoolV1>
  poolsV2: Map<string, PoolV2>
  listings: Map<string, ExchangeListing>
  /**
   * order-v1: the tick0 each settled trade received, by trade tx hash
   * (the indexer keeps it only in `exchange_revert`, which no route
   * serves; docs/api.md §7.4). Read by the candles and summaries.
   */
  exchangeFills: Map<string, bigint>
  files: Map<string, FileRecord>
  fileListings: Map<string, FileListing>
  collections: Map<string, CollectionMeta>
  stakePools: Map<string, StakePool>
  stakePositions: Map<string, Map<string, StakePosition>>
  boxes: Map<string, Box>
  nftCollections: Map<string, NftCollection>
  nftItems: Map<string, NftItem>
  /** pair-v2: addresses that swapped in the current block (docs/protocol.md §6.2). */
  swappedV2ThisBlock: Set<string>
  /** Item metadata uploaded before its file was indexed (off-chain). */
  pendingFileMeta: Map<
    string,
    { metaId: string; name: string; attributes: FileRecord['attributes'] }
  >
  /** DOGE paid out by the operator (wdoge withdraws), koinu per address. */
  dogePayouts: Map<string, bigint>
  /**
   * Unexpected errors met while settling (devnet bugs), never thrown, and
   * stalls (`kind: 'stall'`): a block the indexer cannot apply, where
   * indexing stops as on the live indexer.
   */
  defects: {
    txHash: string
    height: number
    message: string
    kind?: 'stall'
  }[]
  /** Undo steps of the open transaction; null when none is open. */
  journal: (() => void)[] | null
}

export function createIndexerState(): IndexerState {
  return {
    height: 0,
    blockHash: '',
    blockTime: 0,
    nextId: 1,
    tokens: new Map(),
    balances: new Map(),
    addressTicks: new Map(),
    holders: new Map(),
    ledger: [],
    lpV2: new Map(),
    seenTx: new Set(),
    drc20Orders: [],
    swapOrders: [],
    swapV2Orders: [],
    wdogeOrders: [],
    exchangeOrders: [],
    fileOrders: [],
    fileExchangeOrders: [],
    stakeOrders: [],
    boxOrders: [],
    nftOrders: [],
    poolsV1: new Map(),
    poolsV2: new Map(),
    listings: new Map(),
    exchangeFills: new Map(),
    files: new Map(),
    fileListings: new Map(),
    collections: new Map(),
    stakePools: new Map(),
    stakePositions: new Map(),
    boxes: new Map(),
    nftCollections: new Map(),
    nftItems: new Map(),
    swappedV2ThisBlock: new Set(),
    dogePayouts: new Map(),
    pendingFileMeta: new Map(),
    defects: [],
    journal: null,
  }
}

/**
 * A block the indexer cannot apply: a scheduled step (box-v1 finish at
 * `liqblock`) failed, so the live indexer retries this height for ever and
 * indexes nothing after it (docs/protocol.md §13.3). The devnet does the same.
 */
export class IndexerStall extends Error {
  constructor(
    readonly height: number,
    readonly reason: string,
  ) {
    super(`indexer stalled at block ${height}: ${reason}`)
    this.name = 'IndexerStall'
  }
}

/** Settlement failure: recorded with `order_status = 1` and this `err_info`. */
export class SettlementFailure extends Error {
  constructor(readonly errInfo: string) {
    super(errInfo)
    this.name = 'SettlementFailure'
  }
}

function undo(state: IndexerState, step: () => void): void {
  state.journal?.push(step)
}

/** Runs `work` atomically: on a SettlementFailure every change is undone. */
export function atomically<T>(state: IndexerState, work: () => T): T {
  const outer = state.journal
  const journal: (() => void)[] = []
  state.journal = journal
  try {
    const result = work()
    state.journal = outer
    // Nested: the outer transaction can still roll this one back.
    if (outer) outer.push(...journal)
    return result
  } catch (error) {
    for (let i = journal.length - 1; i >= 0; i--) journal[i]?.()
    state.journal = outer
    throw error
  }
}

export function putEntry<K, V>(
  state: IndexerState,
  map: Map<K, V>,
  key: K,
  value: V,
): void {
  const had = map.has(key)
  const previous = map.get(key)
  map.set(key, value)
  undo(state, () => {
    if (had) map.set(key, previous as V)
    else map.delete(key)
  })
}

export function deleteEntry<K, V>(
  state: IndexerState,
  map: Map<K, V>,
  key: K,
): void {
  if (!map.has(key)) return
  const previous = map.get(key) as V
  map.delete(key)
  undo(state, () => map.set(key, previous))
}

export function getBalance(
  state: IndexerState,
  tick: string,
  address: string,
): bigint {
  return state.balances.get(tick)?.get(address) ?? 0n
}

/** Whether `address` has a balance row for `tick` (even a zero one). */
export function hasBalanceRow(
  state: IndexerState,
  tick: string,
  address: string,
): boolean {
  return state.balances.get(tick)?.has(address) ?? false
}

/**
 * Gives `address` a balance row for `tick` holding 0 if it has none (an
 * imported holder page lists such rows; the fold creates rows only by
 * moving units, through the ledger).
 */
export function openBalanceRow(
  state: IndexerState,
  tick: string,
  address: string,
): void {
  if (!hasBalanceRow(state, tick, address)) setBalance(state, tick, address, 0n)
}

function setBalance(
  state: IndexerState,
  tick: string,
  address: string,
  value: bigint,
): void {
  let byAddress = state.balances.get(tick)
  if (!byAddress) {
    byAddress = new Map()
    state.balances.set(tick, byAddress)
  }
  const had = byAddress.has(address)
  const previous = byAddress.get(address) ?? 0n
  byAddress.set(address, value)
  let ticks = state.addressTicks.get(address)
  if (!ticks) {
    ticks = new Set()
    state.addressTicks.set(address, ticks)
  }
  const hadTick = ticks.has(tick)
  ticks.add(tick)
  const holderDelta = (value > 0n ? 1 : 0) - (previous > 0n ? 1 : 0)
  if (holderDelta !== 0) {
    state.holders.set(tick, (state.holders.get(tick) ?? 0) + holderDelta)
  }
  undo(state, () => {
    if (had) byAddress.set(address, previous)
    else byAddress.delete(address)
    if (!hadTick) ticks.delete(tick)
    if (holderDelta !== 0) {
      state.holders.set(tick, (state.holders.get(tick) ?? 0) - holderDelta)
    }
  })
}

function log(
  state: IndexerState,
  from: string,
  to: string,
  tick: string,
  amt: bigint,
  txHash: string,
): void {
  const move: LedgerMove = {
    id: state.nextId++,
    from_address: from,
    to_address: to,
    tick,
    amt,
    tx_hash: txHash,
    block_number: state.height,
    time: state.blockTime,
  }
  state.ledger.push(move)
  undo(state, () => {
    state.ledger.pop()
  })
}

/**
 * Moves `amt` of `tick` (the indexer's `TransferDrc20`). Fails like it, in
 * its order: `transfer amt < 0` for a zero or negative amount, `transfer
 * from and to addresses are the same`, `transfer err: record not found`
 * when the sender has no balance row, `insufficient balance : …` when it
 * is short.
 */
export function transfer(
  state: IndexerState,
  tick: string,
  from: string,
  to: string,
  amt: bigint,
  txHash: string,
): void {
  if (amt <= 0n) throw new SettlementFailure('transfer amt < 0')
  if (from === to) {
    throw new SettlementFailure('transfer from and to addresses are the same')
  }
  if (!hasBalanceRow(state, tick, from)) {
    throw new SettlementFailure(
      `transfer err: record not found tick: ${tick} from : ${from}`,
    )
  }
  const fromBalance = getBalance(state, tick, from)
  if (fromBalance < amt) {
    throw new SettlementFailure(
      `insufficient balance : ${fromBalance} tick: ${tick} from : ${from}  transfer : ${amt}`,
    )
  }
  setBalance(state, tick, from, fromBalance - amt)
  setBalance(state, tick, to, getBalance(state, tick, to) + amt)
  log(state, from, to, tick, amt, txHash)
}

/** Credits newly created units (mint, LP mint, WDOGE deposit). */
export function mintTo(
  state: IndexerState,
  tick: string,
  to: string,
  amt: bigint,
  txHash: string,
): void {
  if (amt < 0n) throw new SettlementFailure('mint amt < 0')
  setBalance(state, tick, to, getBalance(state, tick, to) + amt)
  log(state, '', to, tick, amt, txHash)
  const token = state.tokens.get(tick)
  if (token) {
    putEntry(state, state.tokens, tick, {
      ...token,
      minted: token.minted + amt,
    })
  }
}

/** Destroys units (LP burn, WDOGE withdraw, box refund). */
export function burnFrom(
  state: IndexerState,
  tick: string,
  from: string,
  amt: bigint,
  txHash: string,
): void {
  if (amt <= 0n) throw new SettlementFailure('burn amt < 0')
  const balance = getBalance(state, tick, from)
  if (balance < amt) {
    throw new SettlementFailure(
      `insufficient balance : ${balance} tick: ${tick} from : ${from}  burn : ${amt}`,
    )
  }
  setBalance(state, tick, from, balance - amt)
  log(state, from, '', tick, amt, txHash)
  const token = state.tokens.get(tick)
  if (token) {
    putEntry(state, state.tokens, tick, {
      ...token,
      minted: token.minted - amt,
    })
  }
}

/** pair-v2 LP (meme-20 style ledger keyed by pair_id). */
export function getLpV2(
  state: IndexerState,
  pairId: string,
  address: string,
): bigint {
  return state.lpV2.get(pairId)?.get(address) ?? 0n
}

export function setLpV2(
  state: IndexerState,
  pairId: string,
  address: string,
  value: bigint,
): void {
  let byAddress = state.lpV2.get(pairId)
  if (!byAddress) {
    byAddress = new Map()
    state.lpV2.set(pairId, byAddress)
  }
  const had = byAddress.has(address)
  const previous = byAddress.get(address) ?? 0n
  byAddress.set(address, value)
  const map = byAddress
  undo(state, () => {
    if (had) map.set(address, previous)
    else map.delete(address)
  })
}

export function lpV2Supply(state: IndexerState, pairId: string): bigint {
  let total = 0n
  for (const v of state.lpV2.get(pairId)?.values() ?? []) total += v
  return total
}

export function bumpTransactions(state: IndexerState, tick: string): void {
  const token = state.tokens.get(tick)
  if (token) {
    putEntry(state, state.tokens, tick, {
      ...token,
      transactions: token.transactions + 1,
    })
  }
}

/** Records a DOGE payout made outside the indexer (wdoge withdraw). */
export function payOutDoge(
  state: IndexerState,
  address: string,
  amount: bigint,
): void {
  putEntry(
    state,
    state.dogePayouts,
    address,
    (state.dogePayouts.get(address) ?? 0n) + amount,
  )
}

/** Off-chain writes of the API (collection uploads), replayed on start. */
export type OffchainEvent =
  | { readonly kind: 'collection'; readonly meta: CollectionMeta }
  | {
      readonly kind: 'item'
      readonly fileId: string
      readonly metaId: string
      readonly name: string
      readonly attributes: FileRecord['attributes']
    }

export function applyOffchainEvent(
  state: IndexerState,
  event: OffchainEvent,
): void {
  if (event.kind === 'collection') {
    state.collections.set(event.meta.metaId, event.meta)
    return
  }
  const meta = {
    metaId: event.metaId,
    name: event.name,
    attributes: event.attributes,
  }
  const file = state.files.get(event.fileId)
  if (file) state.files.set(event.fileId, { ...file, ...meta })
  else state.pendingFileMeta.set(event.fileId, meta)
}
