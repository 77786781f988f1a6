import { describe, expect, it } from 'vitest'
import { decodeIndexerError } from './decodeIndexerError.js'

describe(decodeIndexerError, () => {
  it.each([
    ['VerifySwap err: the minimum output less than the limit.', 'SLIPPAGE'],
    [
      'swapV2 err: the minimum output less than the limit output amount 1834',
      'SLIPPAGE',
    ],
    [
      'VerifySwap err: the amount of tokens exceeds the balance of the input token',
      'INSUFFICIENT_BALANCE',
    ],
    [
      'VerifyDrc20 err: the amount of tokens exceeds the balance',
      'INSUFFICIENT_BALANCE',
    ],
    [
      'swapAdd err: swapAdd Add err: The amount of tokens exceeds the balance',
      'ADD_OUT_OF_RANGE',
    ],
    // pair-v2 writes the add failure in lower case (docs/protocol.md §6.2).
    [
      'swapAdd err: swapAdd Add err: the amount of tokens exceeds the balance',
      'ADD_OUT_OF_RANGE',
    ],
    // pair-v2 verification carries the pair-v1 prefix.
    [
      'VerifySwap err: the amount of tokens exceeds the balance',
      'INSUFFICIENT_BALANCE',
    ],
    ['swapExec err: swapExec error: transfer amt < 0', 'ZERO_OUTPUT'],
    [
      'drc20Transfer err: transfer from and to addresses are the same',
      'SELF_TRANSFER',
    ],
    [
      'drc20Transfer err: insufficient balance : 5 tick: UNIX from : D1  transfer : 9',
      'INSUFFICIENT_BALANCE',
    ],
    [
      'stakeStake err: StakeStake FindStakeCollectByTick err: record not found',
      'STAKE_POOL_NOT_FOUND',
    ],
    ['VerifyExchange err: the same address cannot be traded', 'SAME_ADDRESS'],
    ['VerifyExchange err: do not support the type of tokens', 'UNSUPPORTED_OP'],
    [
      'swapAdd err: the amount of tokens exceeds the max',
      'INSUFFICIENT_BALANCE',
    ],
    ['swapAdd err: the amount of tokens exceeds the min', 'ADD_OUT_OF_RANGE'],
    ['insufficient balance : CARDI', 'INSUFFICIENT_BALANCE'],
    ['swapV2 err: insufficient balance', 'INSUFFICIENT_BALANCE'],
    ['VerifyDrc20 err: the amount of tokens exceeds the 0', 'ZERO_AMOUNT'],
    [
      'VerifyWDoge err: the amount of tokens exceeds the 1',
      'UNWRAP_BELOW_MINIMUM',
    ],
    ['swapRemove err: transfer amt < 0', 'ZERO_OUTPUT'],
    [
      'VerifyDrc20 err: the amount of tokens exceeds the maximum',
      'EXCEEDS_MAX_SUPPLY',
    ],
    [
      'VerifyDrc20 err: the amount of tokens exceeds the limit',
      'EXCEEDS_MINT_LIMIT',
    ],
    [
      'the maximum value cannot be greater 99999999999999999999999999999999999999999',
      'EXCEEDS_MAX_VALUE',
    ],
    ['the maximum value is less than the limit value', 'MAX_BELOW_LIMIT'],
    ['the token symbol must be 2 or 8 letters', 'INVALID_TICK_LENGTH'],
    ['VerifyDrc20 err: has been deployed contracts', 'ALREADY_DEPLOYED'],
    ['VerifyDrc20 err: the contract does not exist', 'NOT_DEPLOYED'],
    ['swapV2 err: the contract has been deployed', 'ONE_SWAP_PER_BLOCK'],
    ['VerifySwap err: the contract has been created', 'POOL_EXISTS'],
    [
      'swapCreate err: add liquidity must be greater than MINI_LIQUIDITY firstly',
      'BELOW_MINIMUM_LIQUIDITY',
    ],
    [
      'VerifySwap err: the contract does not exist err record not found',
      'POOL_NOT_FOUND',
    ],
    ['FindSwapLiquidity error: record not found', 'POOL_NOT_FOUND'],
    [
      'VerifyExchange err: the contract does not exist err record not found',
      'RECORD_NOT_FOUND',
    ],
    ['the token symbol must be different', 'SAME_TICK'],
    ['the same address cannot be traded', 'SAME_ADDRESS'],
    ['the address is the same', 'SAME_ADDRESS'],
    ['the amount of tokens is not equal', 'PRICE_MISMATCH'],
    ['two cannot exist at the same time', 'BOX_MODE_CONFLICT'],
    ['do not support the type of tokens', 'UNSUPPORTED_OP'],
    [
      'StakeStake FindStakeCollectByTick err: record not found',
      'STAKE_POOL_NOT_FOUND',
    ],
    ['no rewards to claim', 'NO_REWARDS'],
    ['each reward exceeds the total reward', 'EACH_REWARD_EXCEEDS_TOTAL'],
    ['the amount of tokens exceeds the end block', 'STAKE_ENDED'],
    ['the amount of tokens exceeds the lock block', 'STAKE_LOCKED'],
    ['something new from the indexer', 'UNKNOWN'],
    ['', 'UNKNOWN'],
  ])('behavior: %j → %s', (text, code) => {
    expect(decodeIndexerError(text)).toBe(code)
  })
})
