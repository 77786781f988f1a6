import { createHash } from 'node:crypto'
import {
  ADDRESS_VERSIONS,
  deriveReserveAddress,
  encodeDogecoinAddress,
} from '@drc20/core'

const cache = new Map<string, string>()

/**
 * Ledger (reserve / escrow) address of docs/protocol.md §1.5, by core's
 * `deriveReserveAddress`, memoised because every pool, order and box of the
 * seed world asks for one.
 */
export function deriveLedgerAddress(seed: string): string {
  const hit = cache.get(seed)
  if (hit !== undefined) return hit
  const address = deriveReserveAddress(seed)
  cache.set(seed, address)
  return address
}

/** A deterministic main-net P2PKH address for a label (seed-world accounts). */
export function deriveAccountAddress(label: string): string {
  const h160 = createHash('ripemd160')
    .update(
      createHash('sha256').update(`devnet-account:${label}`, 'utf8').digest(),
    )
    .digest()
  return encodeDogecoinAddress(h160, ADDRESS_VERSIONS.livenet.p2pkh)
}
