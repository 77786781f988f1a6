/**
 * Where a token's minting stands: `not-started` (nothing minted yet),
 * `in-progress` (minted < supply cap) or `completed` (minted ≥ cap; the
 * indexer refuses every later mint, docs/protocol.md §2).
 */
export type TokenMintStatus = 'not-started' | 'in-progress' | 'completed'

export type GetTokenMintStatusParameters = {
  /** Minted so far, base units. */
  readonly mintAmt: bigint
  /** Supply cap, base units. */
  readonly maxAmt: bigint
}

/**
 * The mint status of a token from its minted amount and cap. A cap of 0 or
 * less (a malformed row) reads as completed: nothing more can be minted.
 *
 * @example getTokenMintStatus({ mintAmt: 0n, maxAmt: 100n }) // 'not-started'
 * @example getTokenMintStatus({ mintAmt: 100n, maxAmt: 100n }) // 'completed'
 */
export function getTokenMintStatus({
  mintAmt,
  maxAmt,
}: GetTokenMintStatusParameters): TokenMintStatus {
  if (maxAmt <= 0n || mintAmt >= maxAmt) return 'completed'
  if (mintAmt <= 0n) return 'not-started'
  return 'in-progress'
}

/** Whether a mint can still settle: the status is not `completed`. */
export function isMintOpen(token: GetTokenMintStatusParameters): boolean {
  return getTokenMintStatus(token) !== 'completed'
}
