import { Trans } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'

export function HomePage() {
  return (
    <Stack gap="md" py="xl">
      <Title order={1}>
        <Trans>Inscribe, trade and swap DRC-20 on Dogecoin</Trans>
      </Title>
      <Text size="lg" c="dimmed">
        <Trans>
          Deploy and mint tokens, trade on the market, swap and provide
          liquidity, wrap DOGE and stake, all from your own wallet.
        </Trans>
      </Text>
    </Stack>
  )
}
