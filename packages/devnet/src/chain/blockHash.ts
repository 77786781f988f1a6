import { hashHex } from './hash.js'

/** The genesis block's hash: the previous hash of the first mined block. */
export function genesisHash(seed: number): string {
  return hashHex(`genesis:${seed}`)
}

/**
 * A mined block's hash: its previous block's hash, its height and its
 * transactions in order, so a replay can tell a block that was changed,
 * moved or repeated.
 */
export function computeBlockHash(
  previousHash: string,
  height: number,
  txHashes: readonly string[],
): string {
  return hashHex(`block:${previousHash}:${height}:${txHashes.join(',')}`)
}
