import {
  createStakeV1GetAllRewardPayload,
  getStakeV1Claim,
  getStakeV1Owed,
  getTickDisplayName,
  STAKE_V1_LP_TICK,
  type StakePosition,
} from '@drc20/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Stack, Text, Title } from '@mantine/core'
import { useSetAtom } from 'jotai'
import { useFormatters } from '../../i18n/useFormatters'
import { useTradingGate } from '../../lib/query/useBlockPoll'
import { IndexLagNotice } from '../../ui/IndexLagNotice'
import { ReviewTable } from '../../ui/ReviewTable'
import { claimErrorMessage } from './messages'
import { stakeFlow } from './stakeFlow'

export type MyStakePositionProps = {
  readonly tick: string
  readonly address: string
  /** The signing address's position; `null` when it has none. */
  readonly position: StakePosition | null
  /** The reward pool address's balances by tick. */
  readonly poolBalances: ReadonlyMap<string, bigint> | undefined
}

/**
 * Deposited, reward, received and owed, each payout of a claim by core's
 * claim rule, and "Claim all" only when every payout is at least 1 unit
 * (docs/protocol.md §11.2): otherwise, why a claim would fail.
 */
export function MyStakePosition({
  tick,
  address,
  position,
  poolBalances,
}: MyStakePositionProps) {
  const { i18n, t } = useLingui()
  const format = useFormatters()
  const open = useSetAtom(stakeFlow.openAtom)
  const trading = useTradingGate()
  const rewardTick = tick === STAKE_V1_LP_TICK ? 'WDOGE' : 'UNIX'
  if (!position)
    return (
      <Text size="sm" c="dimmed" data-testid="stake-no-position">
        {t`You have no stake in this pool.`}
      </Text>
    )
  const owed = getStakeV1Owed(position)
  const claim = poolBalances
    ? getStakeV1Claim({
        stakedTick: tick,
        owed,
        poolBalances: Object.fromEntries(poolBalances),
      })
    : undefined
  const name = getTickDisplayName(tick)
  const onClaim = () => {
    if (!claim || claim.isErr() || trading.paused) return
    const payload = createStakeV1GetAllRewardPayload({ tick })
    if (payload.isErr()) return
    const owedText = format.amount(owed)
    open({
      kind: 'claim',
      tick,
      address,
      owed,
      payouts: claim.value,
      payload: payload.value,
      description: msg`Claim ${owedText} owed on ${name}`,
    })
  }
  return (
    <Stack gap="sm" data-testid="stake-position">
      <Title order={3} size="h4">
        {t`My position`}
      </Title>
      <ReviewTable
        label={t`My position`}
        rows={[
          {
            label: t`Deposited`,
            value: `${format.amount(position.amt)} ${name}`,
            testId: 'position-deposited',
          },
          {
            label: t`Reward`,
            value: `${format.amount(position.reward)} ${rewardTick}`,
          },
          {
            label: t`Received`,
            value: `${format.amount(position.receivedReward)} ${rewardTick}`,
          },
          {
            label: t`Owed (reward − received)`,
            value: `${format.amount(owed)} ${rewardTick}`,
            emphasis: true,
            testId: 'position-owed',
          },
          ...(claim?.isOk()
            ? Object.entries(claim.value).map(([payoutTick, amount]) => ({
                label: t`A claim pays`,
                value: `${format.amount(amount)} ${getTickDisplayName(payoutTick)}`,
                testId: `position-payout-${payoutTick}`,
              }))
            : []),
        ]}
      />
      {claim?.isErr() ? (
        <Alert color="yellow" role="note" title={t`Claiming would fail`}>
          {i18n._(claimErrorMessage(claim.error))}
        </Alert>
      ) : null}
      <IndexLagNotice {...trading}>
        {(blocks) => (
          <Trans>
            The index is {format.integer(blocks)} blocks behind the chain.
            Claiming waits until it catches up, so that what you see is what the
            indexer will settle.
          </Trans>
        )}
      </IndexLagNotice>
      <Button
        onClick={onClaim}
        disabled={!claim || claim.isErr() || trading.paused}
        variant="light"
      >
        {t`Claim all`}
      </Button>
    </Stack>
  )
}
