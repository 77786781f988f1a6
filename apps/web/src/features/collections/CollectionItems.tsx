import {
  formatTraitFilter,
  type TraitFilter,
  toggleTraitValue,
} from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Checkbox,
  Grid,
  Group,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import {
  collectionAttributesQueryOptions,
  collectionItemsQueryOptions,
} from '../../lib/query/collectionQueries'
import { type CollectionSearch, urlFlag } from '../../lib/routeParams'
import { useServices } from '../../lib/services'
import { ErrorRetry } from '../../ui/ErrorRetry'
import { CartAction } from './CartAction'
import { ItemCard } from './ItemCard'
import { QueryGrid } from './QueryGrid'
import { useQueryErrorText } from './useQueryErrorText'

/** The items grid of a collection with its filters (kept in the URL). */
export function CollectionItems({
  metaId,
  search,
  traits,
  onSearchChange,
}: {
  readonly metaId: string
  readonly search: CollectionSearch
  readonly traits: TraitFilter
  readonly onSearchChange: (next: Partial<CollectionSearch>) => void
}) {
  const { t } = useLingui()
  const { api } = useServices()
  const format = useFormatters()
  const _errorText = useQueryErrorText()
  const items = useQuery(
    collectionItemsQueryOptions(api, {
      metaId,
      ...(search.q === undefined ? {} : { fileName: search.q }),
      ...(Object.keys(traits).length === 0 ? {} : { attributes: traits }),
      ...(search.listed ? { listed: true } : {}),
      priceOrder: search.sort ?? 'desc',
    }),
  )
  const [text, setText] = useState(search.q ?? '')
  const sendText = useDebouncedCallback((value: string) => {
    onSearchChange({ q: value.trim() === '' ? undefined : value.trim() })
  }, 300)
  const setTraits = (next: TraitFilter) => {
    const pairs = formatTraitFilter(next)
    onSearchChange({ trait: pairs.length === 0 ? undefined : pairs })
  }
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <Stack gap="sm">
          <TextInput
            label={t`Search items by name`}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value)
              sendText(event.currentTarget.value)
            }}
          />
          <Switch
            label={t`Listed only`}
            checked={search.listed === true}
            onChange={(event) =>
              onSearchChange({
                listed: urlFlag(event.currentTarget.checked),
              })
            }
          />
          <Select
            label={t`Sort by price`}
            value={search.sort ?? 'desc'}
            onChange={(value) =>
              onSearchChange({ sort: value === 'asc' ? 'asc' : undefined })
            }
            data={[
              { value: 'desc', label: t`Price: high to low` },
              { value: 'asc', label: t`Price: low to high` },
            ]}
            allowDeselect={false}
          />
          <TraitFilters metaId={metaId} traits={traits} onChange={setTraits} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
        <QueryGrid
          query={items}
          label={t`Items`}
          empty={
            search.q !== undefined ? (
              <Trans>Not Found {search.q}</Trans>
            ) : (
              <Trans>No items match these filters.</Trans>
            )
          }
          count={(n) => <Trans>{format.integer(n)} items</Trans>}
          getKey={(item) => item.fileId}
          renderItem={(item) => (
            <ItemCard
              item={item}
              metaId={metaId}
              action={<CartAction item={item} metaId={metaId} />}
            />
          )}
        />
      </Grid.Col>
    </Grid>
  )
}

/**
 * One group of checkboxes per trait with each value's count: values of a
 * trait are ORed, traits ANDed (the API's `attributes` filter).
 */
function TraitFilters({
  metaId,
  traits,
  onChange,
}: {
  readonly metaId: string
  readonly traits: TraitFilter
  readonly onChange: (next: TraitFilter) => void
}) {
  const { t } = useLingui()
  const { api } = useServices()
  const format = useFormatters()
  const errorText = useQueryErrorText()
  const counts = useQuery(collectionAttributesQueryOptions(api, metaId))
  if (counts.isPending) return <Skeleton h={120} />
  if (counts.error) {
    return (
      <ErrorRetry
        error={errorText(counts.error)}
        onRetry={() => void counts.refetch()}
      />
    )
  }
  const entries = Object.entries(counts.data).sort(([a], [b]) =>
    a.localeCompare(b),
  )
  if (entries.length === 0) return null
  return (
    <Stack gap="sm" aria-label={t`Traits`} role="group">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          <Trans>Traits</Trans>
        </Text>
        {Object.keys(traits).length > 0 ? (
          <Text
            component="button"
            type="button"
            size="xs"
            c="blue"
            style={{ background: 'none', border: 0, cursor: 'pointer' }}
            onClick={() => onChange({})}
          >
            <Trans>Clear traits</Trans>
          </Text>
        ) : null}
      </Group>
      {entries.map(([trait, values]) => (
        <Checkbox.Group
          key={trait}
          label={trait}
          value={[...(traits[trait] ?? [])]}
          onChange={(next) => {
            const current = traits[trait] ?? []
            const changed =
              next.find((v) => !current.includes(v)) ??
              current.find((v) => !next.includes(v))
            if (changed !== undefined)
              onChange(toggleTraitValue(traits, trait, changed))
          }}
        >
          {/* Room round each small box, for a finger (axe's target-size). */}
          <Stack gap={8} mt={4}>
            {Object.entries(values)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([value, count]) => (
                <Checkbox
                  key={value}
                  value={value}
                  size="xs"
                  label={`${value} (${format.integer(count)})`}
                />
              ))}
          </Stack>
        </Checkbox.Group>
      ))}
    </Stack>
  )
}
