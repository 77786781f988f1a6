import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from '../shell/useDocumentTitle'

type FeaturePlaceholderProps = {
  title: MessageDescriptor
  /** What the URL names (a tick, an address…), shown under the title. */
  subject?: string
}

/**
 * The honest state of a page whose feature has not landed yet: its title,
 * what it was asked for, and a way back. Nothing here pretends to work.
 */
export function FeaturePlaceholder({
  title,
  subject,
}: FeaturePlaceholderProps) {
  const { i18n } = useLingui()
  const heading = i18n._(title)
  useDocumentTitle(heading)
  return (
    <Stack gap="md" py="xl" align="flex-start">
      <Title order={1}>{heading}</Title>
      {subject ? (
        <Text ff="monospace" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {subject}
        </Text>
      ) : null}
      <Alert
        variant="light"
        color="gray"
        title={<Trans>Not available yet</Trans>}
      >
        <Trans>
          This part of drc20 is not available yet. It is on its way.
        </Trans>
      </Alert>
      <Button component={Link} to="/" variant="default">
        <Trans>Back to home</Trans>
      </Button>
    </Stack>
  )
}
