import { validateDogecoinAddress } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { queryErrorMessage } from '../../lib/api/queryErrorMessage'
import {
  type ActiveAddress,
  activeAddressesQueryOptions,
} from '../../lib/query/accountQueries'
import { useServices } from '../../lib/services'
import { Address } from '../../ui/Address'
import { DataTable } from '../../ui/dataTable/DataTable'
import type { DataTableColumn } from '../../ui/dataTable/types'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { addressErrorMessage } from './messages'
import { useValueFormat } from './useValueFormat'

/** /accounts: look up any address; the most active ones listed. */
export function AccountsPage() {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Accounts`)
  const navigate = useNavigate()
  const { api } = useServices()
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()
  const active = useQuery(activeAddressesQueryOptions(api))
  const f = useValueFormat(undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Checked before any call: Base58Check, then the network.
    const checked = validateDogecoinAddress(text.trim())
    if (checked.isErr()) {
      setError(i18n._(addressErrorMessage(checked.error)))
      return
    }
    setError(undefined)
    void navigate({
      to: '/accounts/$address',
      params: { address: checked.value.address },
    })
  }

  const columns: DataTableColumn<ActiveAddress>[] = [
    {
      key: 'address',
      header: t`Address`,
      cell: (r) => <Address address={r.address} />,
      sortValue: (r) => r.address,
      card: 'title',
    },
    {
      key: 'holdings',
      header: t`Top holdings`,
      cell: (r) =>
        r.holdings
          .map((h) => `${f.amount(h.amt)} ${f.tick(h.tick)}`)
          .join(' · '),
    },
    {
      key: 'count',
      header: t`Top tokens held`,
      cell: (r) => f.integer(r.holdings.length),
      sortValue: (r) => r.holdings.length,
      align: 'right',
      firstDirection: 'desc',
    },
  ]

  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{t`Accounts`}</Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1, minWidth: 0 }}
            label={t`Address`}
            placeholder={t`Search by Dogecoin address`}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value)
              setError(undefined)
            }}
            error={error}
            spellCheck={false}
            autoComplete="off"
            data-testid="account-search"
          />
          <Button
            type="submit"
            mt={25}
            leftSection={<IconSearch size={16} aria-hidden />}
          >
            {t`Search`}
          </Button>
        </Group>
      </form>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t`Most active addresses`}
        </Title>
        <Text size="sm" c="dimmed">
          {t`The largest holders of the tokens with the most holders.`}
        </Text>
        <DataTable
          label={t`Most active addresses`}
          columns={columns}
          rows={active.data}
          getRowKey={(r) => r.address}
          loading={active.isPending}
          error={
            active.error ? i18n._(queryErrorMessage(active.error)) : undefined
          }
          onRetry={() => active.refetch()}
          getSearchText={(r) => r.address}
          searchLabel={t`Filter addresses`}
        />
      </Stack>
    </Stack>
  )
}
