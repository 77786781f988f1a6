import type { StakeFormIssue, StakeV1Apy, StakeV1ClaimError } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { amountInputMessage } from '../../i18n/amountInputMessage'
import type { NumberSeparators } from '../../i18n/numberSeparators'

type FormatAmount = (raw: bigint) => string

/** Why a stake or unstake cannot be sent. */
export function stakeIssueMessage(
  issue: StakeFormIssue,
  op: 'stake' | 'unstake',
  tick: string,
  format: FormatAmount,
  separators: NumberSeparators,
): MessageDescriptor {
  switch (issue.code) {
    case 'AMOUNT_TEXT':
      return amountInputMessage(issue.error, separators) ?? msg`Enter an amount`
    case 'INVALID_AMOUNT':
      return msg`Enter an amount greater than 0`
    case 'POOL_NOT_CONFIGURED':
      return msg`${tick} has no stake pool: the indexer would take the tokens and fail the stake.`
    case 'INSUFFICIENT_BALANCE': {
      const available = format(issue.available)
      return op === 'stake'
        ? msg`Insufficient balance of ${tick}: ${available} available`
        : msg`More than you have staked: ${available} ${tick}`
    }
    case 'LOADING_BALANCE':
      return msg`Loading balances…`
  }
}

/** Why claiming would fail (docs/protocol.md §11.2). */
export function claimErrorMessage(error: StakeV1ClaimError): MessageDescriptor {
  switch (error.code) {
    case 'ZERO_PAYOUT': {
      if (error.tick === undefined)
        return msg`Nothing is owed: a claim of 0 fails at the indexer.`
      const tick = error.tick
      return msg`Your share of ${tick} rounds to 0, and a transfer of 0 fails the whole claim. Claim once more is owed.`
    }
    case 'INSUFFICIENT_POOL_BALANCE': {
      const tick = error.tick
      return msg`The reward pool holds too little ${tick} to pay this claim.`
    }
  }
}

/** Why the APY is 0 or not shown. */
export function apyReasonMessage(
  apy: StakeV1Apy,
): MessageDescriptor | undefined {
  if (apy.kind === 'rate') return undefined
  switch (apy.reason) {
    case 'ACCRUAL_OFF':
      return msg`Rewards stopped accruing at block 5,260,645: the indexer no longer adds rewards, so staking earns nothing new. What is owed can still be claimed.`
    case 'ENDED':
      return msg`Activity ended: this pool no longer accrues rewards. What is owed can still be claimed.`
    case 'NOTHING_STAKED':
      return msg`Nothing is staked yet.`
    case 'REWARD_IN_OTHER_TOKEN':
      return msg`Rewards are paid in another token: a rate needs its price.`
  }
}
