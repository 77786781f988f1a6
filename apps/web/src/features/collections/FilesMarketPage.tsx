import { Trans, useLingui } from '@lingui/react/macro'
import { Group, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { collectionItemsQueryOptions } from '../../lib/query/collectionQueries'
import type { FilesMarketSearch } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { CartAction } from './CartAction'
import { ItemCard } from './ItemCard'
import { QueryGrid } from './QueryGrid'
import { useQueryErrorText } from './useQueryErrorText'

/**
 * /files_market (hidden from menus): every listed file, in a collection
 * or not, with price order and name search in the URL.
 */
export function FilesMarketPage({
  search,
}: {
  readonly search: FilesMarketSearch
}) {
  const { t } = useLingui()
  useDocumentTitle(t`Files market`)
  const { api } = useServices()
  const format = useFormatters()
  const _errorText = useQueryErrorText()
  const navigate = useNavigate({ from: '/files_market' })
  const items = useQuery(
    collectionItemsQueryOptions(api, {
      listed: true,
      ...(search.q === undefined ? {} : { fileName: search.q }),
      priceOrder: search.sort ?? 'asc',
    }),
  )
  const [text, setText] = useState(search.q ?? '')
  const sendText = useDebouncedCallback((value: string) => {
    void navigate({
      search: (prev) => ({
        ...prev,
        q: value.trim() === '' ? undefined : value.trim(),
      }),
      replace: true,
    })
  }, 300)
  return (
    <Stack gap="md" py="md">
      <Title order={1}>
        <Trans>Files market</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          Every listed file, in a collection or not. Check an item's collection
          before you buy: files outside a collection are not reviewed.
        </Trans>
      </Text>
      <Group align="flex-end">
        <TextInput
          label={t`Search files by name`}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value)
            sendText(event.currentTarget.value)
          }}
        />
        <Select
          label={t`Sort by price`}
          value={search.sort ?? 'asc'}
          onChange={(value) =>
            void navigate({
              search: (prev) => ({
                ...prev,
                sort: value === 'desc' ? 'desc' : undefined,
              }),
              replace: true,
            })
          }
          data={[
            { value: 'asc', label: t`Price: low to high` },
            { value: 'desc', label: t`Price: high to low` },
          ]}
          allowDeselect={false}
        />
      </Group>
      <QueryGrid
        query={items}
        label={t`Listed files`}
        empty={
          search.q !== undefined ? (
            <Trans>Not Found {search.q}</Trans>
          ) : (
            <Trans>No Data</Trans>
          )
        }
        count={(n) => <Trans>{format.integer(n)} listed files</Trans>}
        getKey={(item) => item.fileId}
        renderItem={(item) => (
          <ItemCard item={item} action={<CartAction item={item} />} />
        )}
      />
    </Stack>
  )
}
