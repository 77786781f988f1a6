/**
 * Stable codes for the indexer's rejection texts (`err_info`). The app maps
 * each code to a translated message and may show the raw text beside it.
 */
export const INDEXER_ERROR_CODES = [
  'SLIPPAGE',
  'INSUFFICIENT_BALANCE',
  'ZERO_AMOUNT',
  'ZERO_OUTPUT',
  'POOL_NOT_FOUND',
  'POOL_EXISTS',
  'BELOW_MINIMUM_LIQUIDITY',
  'ADD_OUT_OF_RANGE',
  'EXCEEDS_MAX_SUPPLY',
  'EXCEEDS_MINT_LIMIT',
  'EXCEEDS_MAX_VALUE',
  'MAX_BELOW_LIMIT',
  'INVALID_TICK_LENGTH',
  'NOT_DEPLOYED',
  'ALREADY_DEPLOYED',
  'RECORD_NOT_FOUND',
  'UNWRAP_BELOW_MINIMUM',
  'SAME_TICK',
  'SAME_ADDRESS',
  'SELF_TRANSFER',
  'PRICE_MISMATCH',
  'ONE_SWAP_PER_BLOCK',
  'BOX_MODE_CONFLICT',
  'UNSUPPORTED_OP',
  'STAKE_POOL_NOT_FOUND',
  'NO_REWARDS',
  'EACH_REWARD_EXCEEDS_TOTAL',
  'STAKE_ENDED',
  'STAKE_LOCKED',
  'UNKNOWN',
] as const

export type IndexerErrorCode = (typeof INDEXER_ERROR_CODES)[number]

const KNOWN_CODES: ReadonlySet<string> = new Set(INDEXER_ERROR_CODES)

/** Whether `value` is one of the codes (a stored code may be stale or edited). */
export function isIndexerErrorCode(value: unknown): value is IndexerErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value)
}

/**
 * Rules in priority order: more specific texts first (for example "exceeds
 * the balance of the input token" before "exceeds the balance", "exceeds
 * the maximum" before "exceeds the max"). Matching is on substrings because
 * the stored text carries prefixes added on the way up (`VerifySwap err: `
 * for pair-v1 and pair-v2 alike, `swapAdd err: swapAdd Add err: `,
 * `swapExec err: swapExec error: `, `drc20Transfer err: `, …), and pair-v2
 * appends ` <n>` to the slippage text and writes its add failure in lower
 * case (docs/protocol.md §2.4, §6.2).
 */
const RULES: readonly (readonly [RegExp, IndexerErrorCode])[] = [
  [/the minimum output less than the limit/i, 'SLIPPAGE'],
  [/exceeds the balance of the input token/i, 'INSUFFICIENT_BALANCE'],
  // An add where neither deposit branch fits the mins: pair-v1 writes
  // `The amount…` (capital T), pair-v2 `the amount…`, both under the
  // `swapAdd Add err:` settlement prefix; a bare capital-T text is pair-v1's.
  [
    /swapAdd Add err: the amount of tokens exceeds the balance/i,
    'ADD_OUT_OF_RANGE',
  ],
  [/(^|: ?)The amount of tokens exceeds the balance/, 'ADD_OUT_OF_RANGE'],
  [/exceeds the balance/i, 'INSUFFICIENT_BALANCE'],
  [/insufficient balance|balance is insufficient/i, 'INSUFFICIENT_BALANCE'],
  [/exceeds the maximum/i, 'EXCEEDS_MAX_SUPPLY'],
  [/exceeds the max(?!imum)/i, 'INSUFFICIENT_BALANCE'],
  [/exceeds the min(?!imum)/i, 'ADD_OUT_OF_RANGE'],
  [/exceeds the limit/i, 'EXCEEDS_MINT_LIMIT'],
  [/exceeds the 0(?![.\d])/i, 'ZERO_AMOUNT'],
  [/exceeds the 1(?![.\d])/i, 'UNWRAP_BELOW_MINIMUM'],
  [/transfer amt < 0/i, 'ZERO_OUTPUT'],
  [/maximum value cannot be greater/i, 'EXCEEDS_MAX_VALUE'],
  [/maximum value is less than the limit value/i, 'MAX_BELOW_LIMIT'],
  [/token symbol must be 2 or 8 letters/i, 'INVALID_TICK_LENGTH'],
  [/has been deployed contracts/i, 'ALREADY_DEPLOYED'],
  [/the contract has been deployed/i, 'ONE_SWAP_PER_BLOCK'],
  [/the contract has been created/i, 'POOL_EXISTS'],
  [/MINI_LIQUIDITY/i, 'BELOW_MINIMUM_LIQUIDITY'],
  [/FindSwapLiquidity error/i, 'POOL_NOT_FOUND'],
  [/StakeStake FindStakeCollectByTick/i, 'STAKE_POOL_NOT_FOUND'],
  [
    /(swap|pair|liquidity)[^:]*:.*the contract does not exist err record not found/i,
    'POOL_NOT_FOUND',
  ],
  [/the contract does not exist err/i, 'RECORD_NOT_FOUND'],
  [/the contract does not exist/i, 'NOT_DEPLOYED'],
  [/token symbol must be different/i, 'SAME_TICK'],
  [/same address cannot be traded|the address is the same/i, 'SAME_ADDRESS'],
  [/transfer from and to addresses are the same/i, 'SELF_TRANSFER'],
  [/amount of tokens is not equal/i, 'PRICE_MISMATCH'],
  [/two cannot exist at the same time/i, 'BOX_MODE_CONFLICT'],
  [/do not support the type/i, 'UNSUPPORTED_OP'],
  [/no rewards to claim/i, 'NO_REWARDS'],
  [/each reward exceeds the total reward/i, 'EACH_REWARD_EXCEEDS_TOTAL'],
  [/exceeds the end block/i, 'STAKE_ENDED'],
  [/exceeds the lock block/i, 'STAKE_LOCKED'],
]

/**
 * Maps an indexer `err_info` text (docs/protocol.md §4.3, §5.5, §6.2, §7.3, §8,
 * docs/protocol.md §9, §11–§15) to a stable code; unknown texts give `UNKNOWN`.
 */
export function decodeIndexerError(errInfo: string): IndexerErrorCode {
  for (const [pattern, code] of RULES) {
    if (pattern.test(errInfo)) return code
  }
  return 'UNKNOWN'
}
