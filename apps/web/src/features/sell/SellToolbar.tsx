import {
  type FileOrderBatchFile,
  getFileOrderBatch,
  MAX_BATCH_FILES,
  WDOGE_TICK,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { useTradingGate } from '../../lib/query/useBlockPoll'
import { TokenAmountInput } from '../../ui/TokenAmountInput'
import { FilePriceList } from './FilePriceList'
import { sellIssueMessage } from './messages'
import { openSellBatchAtom } from './sellBatchAtoms'

/**
 * The bulk bar above a grid of your files: how many are selected, select
 * all (up to 1000) or none, and the batch: a price in WDOGE (and, when
 * asked, a price of each selected file's own over it) and "List
 * selected" for files not listed, or "Cancel selected" for listed ones.
 */
export function SellToolbar({
  action,
  eligible,
  selected,
  onSelect,
  seller,
  names,
}: {
  readonly action: 'list' | 'cancel'
  /** The files the batch may take, in grid order. */
  readonly eligible: readonly FileOrderBatchFile[]
  readonly selected: ReadonlySet<string>
  readonly onSelect: (fileIds: ReadonlySet<string>) => void
  readonly seller: string
  /** File names by id, for the price of each file. */
  readonly names?: ReadonlyMap<string, string>
}) {
  const { t, i18n } = useLingui()
  const format = useFormatters()
  const trading = useTradingGate()
  const open = useSetAtom(openSellBatchAtom)
  const [priceText, setPriceText] = useState('')
  const [perFile, setPerFile] = useState(false)
  const [prices, setPrices] = useState<ReadonlyMap<string, string>>(new Map())
  const files = eligible
    .filter((f) => selected.has(f.fileId))
    .map((f) =>
      perFile && action === 'list'
        ? { ...f, priceText: prices.get(f.fileId) ?? '' }
        : f,
    )
  const batch = getFileOrderBatch({
    action,
    files,
    priceText,
    tick: WDOGE_TICK,
    separators: format.separators,
  })
  const issue = batch.issues[0]
  const batchIssue = batch.issues.find((i) => !('fileId' in i && i.fileId))
  const priceIssue =
    action === 'list' && priceText !== '' && batchIssue && files.length > 0
      ? i18n._(sellIssueMessage(batchIssue))
      : undefined
  const nameOf = (fileId: string) => names?.get(fileId) || fileId.slice(0, 10)
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" data-testid={`sell-selected-${action}`}>
            <Trans>
              {format.integer(files.length)} of{' '}
              {format.integer(eligible.length)} selected
            </Trans>
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={eligible.length === 0}
              onClick={() =>
                onSelect(
                  new Set(
                    eligible.slice(0, MAX_BATCH_FILES).map((f) => f.fileId),
                  ),
                )
              }
            >
              <Trans>Select all</Trans>
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={selected.size === 0}
              onClick={() => onSelect(new Set())}
            >
              <Trans>Select none</Trans>
            </Button>
          </Group>
        </Group>
        {action === 'list' ? (
          <TokenAmountInput
            label={t`Batch price of each file`}
            value={priceText}
            onChange={setPriceText}
            token={{ tick: WDOGE_TICK, name: 'WDOGE' }}
            error={priceIssue}
            testId="sell-price"
          />
        ) : null}
        {action === 'list' ? (
          <Checkbox
            size="xs"
            label={t`Set a price per file`}
            checked={perFile}
            onChange={(e) => setPerFile(e.currentTarget.checked)}
          />
        ) : null}
        {action === 'list' && perFile ? (
          <FilePriceList
            files={files.map((f) => ({
              fileId: f.fileId,
              name: nameOf(f.fileId),
            }))}
            prices={prices}
            onPriceChange={(fileId, text) =>
              setPrices((now) => new Map(now).set(fileId, text))
            }
            issues={batch.issues}
            batchPriceText={priceText}
          />
        ) : null}
        <Button
          disabled={issue !== undefined || trading.paused}
          onClick={() => open({ action, seller, batch })}
          data-testid={`sell-submit-${action}`}
        >
          {trading.paused ? (
            <Trans>Trading paused</Trans>
          ) : issue ? (
            i18n._(sellIssueMessage(issue))
          ) : action === 'list' ? (
            <Trans>List selected</Trans>
          ) : (
            <Trans>Cancel selected</Trans>
          )}
        </Button>
      </Stack>
    </Paper>
  )
}
