import type { IndexerErrorCode } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Why the indexer rejected an operation, for every decoded code; a code
 * this version does not know (stored by another one) reads generically.
 */
export function indexerErrorMessage(code: IndexerErrorCode): MessageDescriptor {
  switch (code) {
    case 'SLIPPAGE':
      return msg`swap terminated since amount out less than the minimum amount`
    case 'INSUFFICIENT_BALANCE':
      return msg`The balance was too low when the block was indexed.`
    case 'ZERO_AMOUNT':
      return msg`The amount must be greater than 0.`
    case 'ZERO_OUTPUT':
      return msg`The output amount rounds to 0.`
    case 'POOL_NOT_FOUND':
      return msg`The pool does not exist.`
    case 'POOL_EXISTS':
      return msg`The pool has already been created.`
    case 'BELOW_MINIMUM_LIQUIDITY':
      return msg`The initial liquidity is below the locked minimum.`
    case 'ADD_OUT_OF_RANGE':
      return msg`The pool price moved beyond the amounts you allowed.`
    case 'EXCEEDS_MAX_SUPPLY':
      return msg`The amount exceeds the token's maximum supply.`
    case 'EXCEEDS_MINT_LIMIT':
      return msg`The amount exceeds the mint limit.`
    case 'EXCEEDS_MAX_VALUE':
      return msg`The maximum supply is too large.`
    case 'MAX_BELOW_LIMIT':
      return msg`The maximum supply is less than the mint limit.`
    case 'INVALID_TICK_LENGTH':
      return msg`The tick must be 2 to 8 letters.`
    case 'NOT_DEPLOYED':
      return msg`The token has not been deployed.`
    case 'ALREADY_DEPLOYED':
      return msg`The token has already been deployed.`
    case 'RECORD_NOT_FOUND':
      return msg`The record this operation needs does not exist.`
    case 'UNWRAP_BELOW_MINIMUM':
      return msg`At least 1 WDOGE must be unwrapped.`
    case 'SAME_TICK':
      return msg`The two tokens must be different.`
    case 'SAME_ADDRESS':
      return msg`You cannot trade with your own address.`
    case 'SELF_TRANSFER':
      return msg`You cannot send tokens to your own address.`
    case 'PRICE_MISMATCH':
      return msg`The amounts do not match the order's price.`
    case 'ONE_SWAP_PER_BLOCK':
      return msg`Only one swap per address per block is allowed.`
    case 'BOX_MODE_CONFLICT':
      return msg`The launch parameters conflict with each other.`
    case 'UNSUPPORTED_OP':
      return msg`This operation is not supported.`
    case 'STAKE_POOL_NOT_FOUND':
      return msg`The staking pool does not exist.`
    case 'NO_REWARDS':
      return msg`There are no rewards to claim.`
    case 'EACH_REWARD_EXCEEDS_TOTAL':
      return msg`The reward exceeds the pool's total reward.`
    case 'STAKE_ENDED':
      return msg`The staking period has ended.`
    case 'STAKE_LOCKED':
      return msg`The stake is still locked.`
    default: {
      // 'UNKNOWN', and at run time any code this version does not know.
      code satisfies 'UNKNOWN'
      return msg`The indexer rejected the operation.`
    }
  }
}
