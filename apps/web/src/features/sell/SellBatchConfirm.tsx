import { type FileOrderBatchEntry, getTickDisplayName } from '@drc20/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Group, Progress, ScrollArea, Stack, Text } from '@mantine/core'
import { useAtomValue, useSetAtom } from 'jotai'
import { useFormatters } from '../../i18n/useFormatters'
import { submitFlowErrorMessage } from '../../lib/submit/submitFlowErrorMessage'
import { ConfirmModal } from '../../ui/ConfirmModal'
import { ResultDialog } from '../../ui/ResultDialog'
import type { ReviewRow } from '../../ui/ReviewTable'
import { getDogeCostsProps } from '../../ui/walletDogeCosts'
import { sellRefusalMessage } from './messages'
import {
  closeSellBatchAtom,
  runSellBatchAtom,
  sellBatchAtom,
} from './sellBatchAtoms'

/**
 * A listing or cancel batch's confirmation (the files, the price, every
 * DOGE the wallet pays and the net change), then one wallet approval per
 * file with progress, and what was sent, skipped or left when it stopped.
 */
export function SellBatchConfirm({
  names,
}: {
  /** File names by id, for the texts. */
  readonly names: ReadonlyMap<string, string>
}) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const state = useAtomValue(sellBatchAtom)
  const close = useSetAtom(closeSellBatchAtom)
  const run = useSetAtom(runSellBatchAtom)
  if (state.phase === 'idle') return null
  const nameOf = (fileId: string) => names.get(fileId) || fileId.slice(0, 10)
  const { batch, action } = state
  const total = batch.entries.length

  if (state.phase === 'done') {
    const sent = state.results.filter((r) => r.outcome.kind === 'submitted')
    const problems = state.results.filter((r) => r.outcome.kind !== 'submitted')
    const left = total - state.results.length
    return (
      <ResultDialog
        opened
        onClose={close}
        outcome={
          sent.length > 0 || problems.length === 0 ? 'pending' : 'failed'
        }
        summary={t`${sent.length} of ${total} sent`}
        details={
          problems.length > 0 || left > 0 ? (
            <Stack gap={4} ta="start" data-testid="sell-result-problems">
              {problems.map((r) => (
                <Text key={r.entry.fileId} size="sm">
                  {nameOf(r.entry.fileId)}:{' '}
                  {r.outcome.kind === 'rejected'
                    ? t`You declined it in the wallet: the batch stopped here.`
                    : r.error
                      ? i18n._(
                          submitFlowErrorMessage(r.error, sellRefusalMessage),
                        )
                      : t`Not sent.`}
                </Text>
              ))}
              {left > 0 ? (
                <Text size="sm">
                  {plural(left, {
                    one: '# more file was not signed.',
                    other: '# more files were not signed.',
                  })}
                </Text>
              ) : null}
            </Stack>
          ) : undefined
        }
      />
    )
  }

  const running = state.phase === 'running'
  const first = batch.entries[0]
  const tick = first?.payload.op === 'create' ? first.payload.tick : ''
  const rows: ReviewRow[] = [
    {
      label: t`Files`,
      value: format.integer(total),
      testId: 'sell-confirm-count',
    },
  ]
  const priceOf = (entry: FileOrderBatchEntry) =>
    `${format.amount(entry.price)} ${getTickDisplayName(tick)}`
  const onePrice = batch.entries.every((e) => e.price === first?.price)
  if (action === 'list' && onePrice)
    rows.push({
      label: t`Price of each file`,
      value: `${format.amount(batch.entries[0]?.price ?? 0n)} ${getTickDisplayName(tick)}`,
      emphasis: true,
      testId: 'sell-confirm-price',
    })
  if (action === 'list' && !onePrice)
    rows.push({
      label: t`All listings add up to`,
      value: `${format.amount(batch.total)} ${getTickDisplayName(tick)}`,
      emphasis: true,
      testId: 'sell-confirm-total',
    })
  const describeEntry = (entry: FileOrderBatchEntry) => {
    const name = nameOf(entry.fileId)
    if (entry.payload.op === 'create') {
      const price = priceOf(entry)
      return msg`List ${name} for ${price}`
    }
    return msg`Cancel the listing of ${name}`
  }
  const title =
    action === 'list'
      ? t`Confirm listing`
      : action === 'revoke'
        ? t`Confirm revoke`
        : t`Confirm batch cancel`
  return (
    <ConfirmModal
      opened
      onClose={close}
      title={title}
      rows={rows}
      payload={batch.entries.map((e) => e.payload)}
      dogeCosts={getDogeCostsProps(
        batch.doge,
        (m) => i18n._(m),
        'sell-doge-costs',
      )}
      onConfirm={() => void run(describeEntry)}
      confirmLabel={
        action === 'list'
          ? plural(total, { one: 'List # file', other: 'List # files' })
          : plural(total, {
              one: 'Cancel # listing',
              other: 'Cancel # listings',
            })
      }
      status={running ? 'awaiting-wallet' : 'idle'}
    >
      {action === 'list' && !onePrice ? (
        <ScrollArea.Autosize mah={200} type="auto">
          <Stack
            component="ul"
            gap={2}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t`Price of each file`}
            data-testid="sell-confirm-prices"
          >
            {batch.entries.map((e) => (
              <Group
                component="li"
                key={e.fileId}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
              >
                <Text size="sm" truncate>
                  {nameOf(e.fileId)}
                </Text>
                <Text size="sm" ff="monospace" style={{ flexShrink: 0 }}>
                  {priceOf(e)}
                </Text>
              </Group>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      ) : null}
      {running ? (
        <Stack gap={4} role="status">
          <Text size="sm">
            <Trans>
              File {state.index + 1} of {total}: approve it in your wallet.
            </Trans>
          </Text>
          <Progress
            value={(state.index / Math.max(total, 1)) * 100}
            aria-label={t`Batch progress`}
          />
        </Stack>
      ) : null}
      {action === 'list' ? (
        <Alert color="gray" role="note">
          <Text size="sm">
            <Trans>
              A listed file sits in escrow until it is sold or you cancel the
              listing. Each file is its own inscription and wallet approval;
              declining one stops the rest.
            </Trans>
          </Text>
        </Alert>
      ) : (
        <Text size="sm" role="note">
          <Trans>
            Cancelling returns each file to you. Each file is its own
            inscription and wallet approval; declining one stops the rest.
          </Trans>
        </Text>
      )}
    </ConfirmModal>
  )
}
