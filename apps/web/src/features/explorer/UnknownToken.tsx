import { getTickDisplayName } from '@drc20/core'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  Button,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { TokenPageLinks } from './TokenPageLinks'

/**
 * A tick the indexer does not know: says so, offers a search of the token
 * list, and names the listed ticks that look like it.
 */
export function UnknownToken({
  tick,
  lookalikes,
}: {
  readonly tick: string
  readonly lookalikes: readonly string[]
}) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [query, setQuery] = useState(tick)
  const name = getTickDisplayName(tick)
  return (
    <Paper withBorder radius="md" p="lg" maw={560} data-testid="unknown-token">
      <Stack gap="md">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          <Trans>No such token: {name}</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            The indexer has no DRC-20 deployed under this tick. Search the token
            list instead:
          </Trans>
        </Text>
        <form
          aria-label={t`Search tokens`}
          onSubmit={(event) => {
            event.preventDefault()
            const q = query.trim()
            void navigate({
              to: '/drc20',
              search: { q: q === '' ? undefined : q },
            })
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t`Search tokens`}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button type="submit">
              <Trans>Search</Trans>
            </Button>
          </Group>
        </form>
        {lookalikes.length > 0 ? (
          <Text size="sm">
            <Trans>Listed ticks that look like it:</Trans>{' '}
            <TokenPageLinks ticks={lookalikes} />
          </Text>
        ) : null}
      </Stack>
    </Paper>
  )
}
