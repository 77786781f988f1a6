import { parseLinkAddress } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Alert, Group, Stack, Tabs, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { Address } from '../../ui/Address'
import { addressErrorMessage } from './messages'

/**
 * The address, copyable and linked out, and the two views of it: the
 * overview with activity, and the holdings in full.
 */
export function AccountHeader({
  address,
  view,
  title,
}: {
  address: string
  view: 'overview' | 'assets'
  title: string
}) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const checked = parseLinkAddress(address)
  const network = checked.isOk() ? checked.value.network : undefined
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Address address={address} chars={12} link={false} />
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {address}
        </Text>
      </Stack>
      <Text size="sm" c="dimmed">
        {view === 'overview'
          ? t`What this address holds, valued at the pools' prices, and the operations it has made.`
          : t`Each token this address holds, valued at the pools' prices in DOGE and in US dollars; the list can be exported as a CSV file.`}
      </Text>
      {network === 'testnet' ? (
        <Alert color="yellow" role="status">
          {i18n._(
            addressErrorMessage({
              code: 'WRONG_NETWORK',
              expected: 'livenet',
              actual: 'testnet',
              kind: checked.isOk() ? checked.value.kind : 'p2pkh',
            }),
          )}
        </Alert>
      ) : null}
      <Tabs
        value={view}
        onChange={(value) => {
          if (value === 'assets')
            void navigate({
              to: '/assets/$holderAddress',
              params: { holderAddress: address },
            })
          else if (value === 'overview')
            void navigate({ to: '/accounts/$address', params: { address } })
        }}
      >
        <Tabs.List aria-label={t`Account views`}>
          <Tabs.Tab value="overview">{t`Overview and activity`}</Tabs.Tab>
          <Tabs.Tab value="assets">{t`Assets`}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
    </Stack>
  )
}
