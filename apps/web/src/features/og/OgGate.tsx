import { Trans } from '@lingui/react/macro'
import { Alert, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useIsOg } from '../../lib/og/useIsOg'
import { LazyWalletButton } from '../wallet/LazyWalletButton'

/**
 * An OG-only page (config `ogRoutes`): its content for OG addresses, the
 * spec's 'OG addresses experience' notice for everyone else. Loaded only
 * on such a page, with the wallet and the OG checks.
 */
export function OgGate({ children }: { readonly children: ReactNode }) {
  const isOg = useIsOg()
  if (isOg) return children
  return (
    <Alert
      color="blue"
      variant="light"
      title={<Trans>OG addresses experience</Trans>}
      role="status"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          <Trans>
            This feature is open to OG addresses. Connect an OG address to use
            it.
          </Trans>
        </Text>
        <LazyWalletButton />
      </Stack>
    </Alert>
  )
}
