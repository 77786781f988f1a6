import { getPoolReserveSeed } from '../amm/sortTicks.js'
import { deriveReserveAddress } from './deriveReserveAddress.js'

/** Whose balance a ledger (reserve) address holds (docs/protocol.md §1.5). */
export type ReserveAddressKind = 'pool' | 'stake' | 'box'

export type FindReserveAddressParameters = {
  /** A checked Dogecoin address. */
  readonly address: string
  /** The tick being sent (its stake and box reserves are checked). */
  readonly tick: string
  /** pair-v1 pools as their two ticks, in any order. */
  readonly pools?: readonly { readonly tick0: string; readonly tick1: string }[]
  /** pair-v2 pool ids. */
  readonly pairIds?: readonly string[]
}

/**
 * Whether `address` is a reserve the indexer keeps balances under: a
 * pair-v1 pool (`TICK0 + TICK1`), a pair-v2 pool (`pair_id`), the stake-v1
 * escrow of `tick` (`TICK + '--STAKE'`) or its box escrow (`TICK +
 * '--BOX'`), all `deriveReserveAddress` seeds (docs/protocol.md §1.5). A
 * DRC-20 sent there is a donation nobody can take back. Only P2SH
 * addresses (`9…`/`A…`) can match, so P2PKH addresses cost no hashing.
 *
 * @example findReserveAddress({ address: '9vQFY9oPjWdL7KDjRQa5AcStYB9g3yEJaw', tick: 'UNIX' }) // 'stake'
 */
export function findReserveAddress({
  address,
  tick,
  pools = [],
  pairIds = [],
}: FindReserveAddressParameters): ReserveAddressKind | undefined {
  if (!/^[9A]/.test(address)) return undefined
  if (deriveReserveAddress(`${tick}--STAKE`) === address) return 'stake'
  if (deriveReserveAddress(`${tick}--BOX`) === address) return 'box'
  for (const pool of pools) {
    if (
      deriveReserveAddress(getPoolReserveSeed(pool.tick0, pool.tick1)) ===
      address
    )
      return 'pool'
  }
  for (const id of pairIds) {
    if (deriveReserveAddress(id) === address) return 'pool'
  }
  return undefined
}
