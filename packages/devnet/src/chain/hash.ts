import { createHash } from 'node:crypto'

/** 64-hex SHA-256 of a text: the devnet's stand-in for txids and block hashes. */
export function hashHex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}
