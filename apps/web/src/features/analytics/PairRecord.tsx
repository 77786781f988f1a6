import type { SwapOrder } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Skeleton, Stack, Text, Title } from '@mantine/core'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { BlockLink, TxLink } from '../../ui/ExplorerLink'
import { ReviewTable } from '../../ui/ReviewTable'
import { useMarketFormat } from '../market/useMarketFormat'

/**
 * A pool's record fields (docs/product.md §3, "Pool or pair"): the swap tx
 * hash, block number and hash, and fee (commit) tx hash of the operation
 * that created it, its creation date and the date of its latest change.
 * The API's pool rows carry none of these (docs/api.md §7.2 S-SwapPool), so
 * they come from the pool's operation log (§7.0 common order columns); the
 * log has no fee block hash, which is said rather than guessed.
 */
export function PairRecord({
  created,
  latest,
  loading,
  error,
  onRetry,
}: {
  /** The create operation; `null` when the log has none. */
  readonly created: SwapOrder | null | undefined
  /** The pool's newest operation. */
  readonly latest: SwapOrder | undefined
  readonly loading: boolean
  /** The create operation could not be read: a translated message. */
  readonly error?: string
  readonly onRetry: () => void
}) {
  const { t } = useLingui()
  const format = useMarketFormat()
  const notGiven = (
    <Text span size="sm" c="dimmed">
      <Trans>Not given by the indexer</Trans>
    </Text>
  )
  const body = error ? (
    <ErrorRetry error={error} onRetry={onRetry} />
  ) : loading ? (
    <Skeleton height={160} />
  ) : created === null || created === undefined ? (
    <Text size="sm" c="dimmed">
      <Trans>The indexer has no record of this pool's creation.</Trans>
    </Text>
  ) : (
    <ReviewTable
      label={t`Pool record`}
      rows={[
        {
          label: t`Swap tx hash`,
          value: <TxLink value={created.txHash} />,
          testId: 'record-tx',
        },
        {
          label: t`Swap block`,
          value: (
            <BlockLink value={String(created.blockNumber)}>
              {format.integer(created.blockNumber)}
            </BlockLink>
          ),
          testId: 'record-block-number',
        },
        {
          label: t`Swap block hash`,
          value: created.blockHash ? (
            <BlockLink value={created.blockHash} copy />
          ) : (
            notGiven
          ),
          testId: 'record-block-hash',
        },
        {
          label: t`Fee tx hash`,
          value: created.feeTxHash ? (
            <TxLink value={created.feeTxHash} />
          ) : (
            notGiven
          ),
          testId: 'record-fee-tx',
        },
        {
          label: t`Fee block hash`,
          value: notGiven,
          testId: 'record-fee-block',
        },
        {
          label: t`Created`,
          value: format.dateTime(created.createDateMs),
          testId: 'record-created',
        },
        {
          label: t`Updated`,
          value: format.dateTime(
            Math.max(created.updateDateMs, latest?.updateDateMs ?? 0),
          ),
          hint: t`The pool's latest operation`,
          testId: 'record-updated',
        },
      ]}
    />
  )
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <Trans>Pool record</Trans>
      </Title>
      {body}
    </Stack>
  )
}
