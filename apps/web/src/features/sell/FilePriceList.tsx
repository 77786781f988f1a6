import { type FileOrderBatchIssue, WDOGE_TICK } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { VirtualDataTable } from '../../ui/dataTable/VirtualDataTable'
import { TokenAmountInput } from '../../ui/TokenAmountInput'
import { sellIssueMessage } from './messages'

type PriceRow = { readonly fileId: string; readonly name: string }

/**
 * The selected files, each with a price of its own over the batch price
 * (blank takes the batch price), the issue under its field. A batch holds
 * up to 1000 files, so the list is virtual: only the rows in view exist
 * in the page, and a search finds a file by name.
 */
export function FilePriceList({
  files,
  prices,
  onPriceChange,
  issues,
  batchPriceText,
}: {
  readonly files: readonly PriceRow[]
  /** Each file's own price as typed, by file id. */
  readonly prices: ReadonlyMap<string, string>
  readonly onPriceChange: (fileId: string, text: string) => void
  readonly issues: readonly FileOrderBatchIssue[]
  readonly batchPriceText: string
}) {
  const { t, i18n } = useLingui()
  const issueOf = new Map(
    issues.flatMap((i) =>
      'fileId' in i && i.fileId !== undefined ? [[i.fileId, i] as const] : [],
    ),
  )
  const columns: DataTableColumn<PriceRow>[] = [
    {
      key: 'name',
      header: t`File`,
      card: 'title',
      cell: (r) => (
        <Text size="sm" truncate maw={220}>
          {r.name}
        </Text>
      ),
    },
    {
      key: 'price',
      header: t`Own price`,
      cell: (r) => {
        const { name } = r
        const issue = issueOf.get(r.fileId)
        return (
          <TokenAmountInput
            label={t`Price of ${name}`}
            value={prices.get(r.fileId) ?? ''}
            onChange={(text) => onPriceChange(r.fileId, text)}
            token={{ tick: WDOGE_TICK, name: 'WDOGE' }}
            description={
              batchPriceText.trim() === ''
                ? undefined
                : t`Blank: the batch price`
            }
            error={issue ? i18n._(sellIssueMessage(issue)) : undefined}
            testId={`sell-file-price-${r.fileId}`}
          />
        )
      },
    },
  ]
  return (
    <VirtualDataTable
      label={t`Prices of the selected files`}
      columns={columns}
      rows={files}
      getRowKey={(r) => r.fileId}
      getSearchText={(r) => r.name}
      searchLabel={t`Find a selected file`}
      height={320}
      rowHeight={110}
      emptyMessage={t`Select files to price them one by one.`}
    />
  )
}
