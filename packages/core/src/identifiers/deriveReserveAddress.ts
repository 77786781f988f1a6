import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { ADDRESS_VERSIONS } from './dogecoinNetwork.js'
import { encodeDogecoinAddress } from './encodeDogecoinAddress.js'

/**
 * The synthetic ledger address the indexer keeps a pool, escrow, stake or box
 * balance under (docs/protocol.md §1.5):
 * `Base58Check(0x16, RIPEMD160(SHA256(utf8(seed))))`, a mainnet P2SH
 * address nobody holds a key for.
 *
 * Seeds: pair-v1 pool `TICK0 + TICK1` (sorted, upper-case); pair-v2 pool
 * `pair_id`; order escrow `exid`/`ex_id`; stake-v1 `TICK + '--STAKE'`;
 * stake-v2 `stake_id + '--STAKE-V2'`; box-v1 `TICK0 + '--BOX'`.
 *
 * @example deriveReserveAddress('UNIX--STAKE')
 * // '9vQFY9oPjWdL7KDjRQa5AcStYB9g3yEJaw'
 */
export function deriveReserveAddress(seed: string): string {
  return encodeDogecoinAddress(
    ripemd160(sha256(utf8ToBytes(seed))),
    ADDRESS_VERSIONS.livenet.p2sh,
  )
}
