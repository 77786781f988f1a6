import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Pagination, Text } from '@mantine/core'
import { useFormatters } from '../../i18n/useFormatters'

/**
 * The pager of a list paged by the server: "51–100 of 137" and Mantine's
 * pager (at most 8 page buttons, docs/product.md §9).
 */
export function ServerPager({
  page,
  pageSize,
  total,
  onChange,
}: {
  readonly page: number
  readonly pageSize: number
  readonly total: number
  readonly onChange: (page: number) => void
}) {
  const { t } = useLingui()
  const format = useFormatters()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (total === 0) return null
  const from = Math.min(total, (page - 1) * pageSize + 1)
  const to = Math.min(total, page * pageSize)
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed" data-testid="pager-range">
        <Trans>
          {format.integer(from)}–{format.integer(to)} of {format.integer(total)}
        </Trans>
      </Text>
      {pages > 1 ? (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onChange}
          siblings={1}
          boundaries={1}
          size="sm"
          getControlProps={(control) => ({
            'aria-label': control === 'next' ? t`Next page` : t`Previous page`,
          })}
          getItemProps={(item) => ({ 'aria-label': t`Page ${item}` })}
        />
      ) : null}
    </Group>
  )
}
