import { getTickDisplayName, type PoolFormIssue } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { amountInputMessage } from '../../i18n/amountInputMessage'
import type { NumberSeparators } from '../../i18n/numberSeparators'
import { custodyOutputMessage } from '../../lib/wallet/custodyOutput'

/** The text shown for each form issue (null: nothing to say yet). */
export function poolIssueMessage(
  issue: PoolFormIssue,
  format: (raw: bigint) => string,
  separators: NumberSeparators,
): MessageDescriptor | null {
  switch (issue.code) {
    case 'AMOUNT_EMPTY':
      return null
    case 'AMOUNT_INVALID':
      return amountInputMessage(issue.error, separators) ?? null
    case 'AMOUNT_ZERO':
      return msg`Enter an amount greater than 0`
    case 'BELOW_MINIMUM_LIQUIDITY':
      return msg`Too little liquidity: the product of the two amounts (in base units) must be at least 1,002,001, since 1,000 LP units are locked in the pool for ever`
    case 'INSUFFICIENT_BALANCE': {
      const tick = getTickDisplayName(issue.tick)
      return msg`Insufficient balance of ${tick}`
    }
    case 'INSUFFICIENT_DOGE':
      return msg`Not enough DOGE in wallet for the WDOGE leg and its fee`
    case 'CUSTODY_OUTPUT':
      return custodyOutputMessage(issue.error)
    case 'EXCEEDS_MAX': {
      const required = format(issue.required1)
      return msg`The indexer checks that you hold at least ${required} of the second token before it settles this add`
    }
    case 'INVALID_SLIPPAGE':
      return msg`Enter a valid slippage percentage`
    case 'NO_LIQUIDITY':
      return msg`This pool has no liquidity`
    case 'ZERO_AMOUNT':
      return msg`The amount is too small: the other side rounds to 0`
    case 'ZERO_LIQUIDITY':
      return msg`The amount is too small: it would mint 0 LP`
    case 'ZERO_OUTPUT':
      return msg`The amount is too small: an output rounds to 0 and the removal would fail`
    case 'EXCEEDS_POSITION':
      return msg`More than your LP balance`
    case 'NO_POSITION':
      return msg`You have no liquidity in this pool`
    case 'PAYLOAD': {
      const detail = issue.detail
      return msg`This operation cannot be built (${detail})`
    }
    case 'PAIR_ID_INVALID':
      return msg`Enter a pair id: 1 to 128 characters, no spaces`
    case 'PAIR_ID_TAKEN':
      return msg`A pool already has this pair id: choose another`
    case 'PAIR_ID_CHECKING':
      return msg`Checking that no pool has this pair id yet…`
    case 'PAIR_ID_UNCHECKED':
      return msg`The pools could not be loaded, so the pair id cannot be checked. Try again later.`
    default: {
      const unreachable: never = issue
      throw new Error(`unknown pool issue ${JSON.stringify(unreachable)}`)
    }
  }
}
