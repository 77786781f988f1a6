import type {
  BoxContributionFormIssue,
  BoxContributionWarning,
  BoxDeployFormIssue,
  BoxFinishError,
  BoxStatus,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { amountInputMessage } from '../../i18n/amountInputMessage'
import type { NumberSeparators } from '../../i18n/numberSeparators'

type FormatAmount = (raw: bigint) => string

export function boxStatusMessage(status: BoxStatus): MessageDescriptor {
  switch (status) {
    case 'raising':
      return msg`Raising`
    case 'closing':
      return msg`Closing`
    case 'finished':
      return msg`Finished`
    case 'refunded':
      return msg`Refunded`
    case 'stalled':
      return msg`Finish failed`
  }
}

/** Why a deploy is refused before signing (docs/protocol.md §13, §15). */
export function boxDeployIssueMessage(
  issue: BoxDeployFormIssue,
  format: FormatAmount,
  separators: NumberSeparators,
): MessageDescriptor {
  switch (issue.code) {
    case 'PAYLOAD':
      return issue.error.code === 'SAME_TICK'
        ? msg`The new token and the raised token must differ.`
        : issue.error.code === 'TICK_REQUIRED'
          ? msg`Enter both ticks.`
          : msg`The new tick must be 2 to 8 letters or digits.`
    case 'TICK0_TAKEN':
      return msg`This tick is already deployed: the indexer would fail the deploy.`
    case 'TICK1_UNKNOWN':
      return msg`The raised token is not a registered token.`
    case 'AMOUNT_TEXT':
      return amountInputMessage(issue.error, separators) ?? msg`Enter an amount`
    case 'LIQBLOCK_TEXT':
      return msg`Enter the end block as a whole block height.`
    case 'AMOUNT0_BELOW_POOL_MINIMUM': {
      const minimum = format(issue.minimum)
      return msg`The tick0 for the pool must be at least ${minimum}: the pool the finish opens needs amt0 × raised ≥ 1,002,001, or the finish fails and the indexer stalls.`
    }
    case 'INVALID_AMOUNT':
      return msg`Enter amounts greater than 0`
    case 'MAX_BELOW_TWICE_AMOUNT0': {
      const minimum = format(issue.minimumMax)
      return msg`The supply must be at least twice the tick0 for the pool (${minimum}): the finish pays the pool and the participants amt0 each.`
    }
    case 'MISSING_END_CONDITION':
      return msg`Enter an end block.`
    case 'BOTH_END_CONDITIONS':
      return msg`Choose a hard cap or an end block, not both.`
    case 'LIQBLOCK_TOO_SOON': {
      const minimum = String(issue.minimumLiqblock)
      return msg`The end block must be at least ${minimum}: a box whose end block passes before contributions confirm never finishes nor refunds, and its contributions are stranded.`
    }
    case 'MODE_A_UNRELIABLE':
      return msg`Hard-cap boxes are not offered: the live indexer finishes them on the first contribution and fails every later one. Use an end block.`
    case 'LOADING':
      return msg`Checking…`
  }
}

/** Why a contribution is refused before signing. */
export function boxContributionIssueMessage(
  issue: BoxContributionFormIssue,
  tick1: string,
  format: FormatAmount,
  separators: NumberSeparators,
): MessageDescriptor {
  switch (issue.code) {
    case 'NOT_RAISING':
      return issue.status === 'closing'
        ? msg`Contributions are closed: one sent now would confirm at or after the end block and be stranded.`
        : msg`This box no longer takes contributions.`
    case 'AMOUNT_TEXT':
      return amountInputMessage(issue.error, separators) ?? msg`Enter an amount`
    case 'INSUFFICIENT_BALANCE': {
      const available = format(issue.available)
      return msg`Insufficient balance of ${tick1}: ${available} available`
    }
    case 'INVALID_AMOUNT':
      return msg`Enter an amount greater than 0`
    case 'BOX_CLOSED':
      return msg`This hard-cap box has raised already: later contributions fail at the indexer.`
    case 'CAP_EXCEEDED': {
      const remaining = format(issue.remaining)
      return msg`Above the hard cap: at most ${remaining} ${tick1}.`
    }
    case 'CONTRIBUTION_TOO_SMALL': {
      if (issue.minimum === null)
        return msg`No contribution can get a share of this box any more.`
      const minimum = format(issue.minimum)
      return msg`Too small: your share would round to 0 and fail the whole finish. Contribute at least ${minimum} ${tick1}.`
    }
    case 'EARLIER_SHARE_ROUNDS_TO_ZERO':
      return msg`Too large: an earlier participant's share would round to 0 and fail the whole finish.`
    case 'INSUFFICIENT_SUPPLY':
      return msg`The box's supply cannot pay the shares after this contribution.`
    case 'BELOW_MINIMUM_LIQUIDITY':
      return msg`The pool this would open is below the minimum liquidity.`
    case 'LOADING_BALANCE':
      return msg`Loading balances…`
  }
}

export function boxWarningMessage(
  warning: BoxContributionWarning,
): MessageDescriptor {
  switch (warning) {
    case 'LATER_CONTRIBUTIONS_CAN_STALL':
      return msg`Until the end block anyone can still contribute: a later contribution so small that its share rounds to 0 would fail the finish, and the live indexer would stall at the end block with every contribution inside.`
    case 'BELOW_MINIMUM_LIQUIDITY_SO_FAR':
      return msg`At what is raised so far the pool could not be opened; more must be raised before the end block.`
  }
}

/** Why the finish, at the current raise, would fail. */
export function boxFinishErrorMessage(
  error: BoxFinishError,
): MessageDescriptor {
  switch (error.code) {
    case 'NO_CONTRIBUTIONS':
      return msg`Nothing raised yet: at the end block the box would be refunded (its tick0 burned).`
    case 'BELOW_MINIMUM_LIQUIDITY':
      return msg`The pool would be below the minimum liquidity: the finish would fail and the live indexer would stall at the end block.`
    case 'ZERO_SHARE':
      return msg`A share rounds to 0: the finish would fail and the live indexer would stall at the end block.`
    case 'INSUFFICIENT_SUPPLY':
      return msg`The box's supply cannot pay the shares: the finish would fail.`
    case 'INVALID_AMOUNT':
      return msg`The box's figures are not valid.`
  }
}
