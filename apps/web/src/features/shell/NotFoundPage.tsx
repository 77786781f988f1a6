import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Image, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useDocumentTitle } from './useDocumentTitle'

/** Spec: image, title 404, "Page Not Found!" and the logo. */
export function NotFoundPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Page Not Found!`)
  return (
    <Stack align="center" gap="md" py="xl">
      <Image src="/not-found.svg" alt="" w={500} maw="100%" h="auto" />
      <Title order={1}>404</Title>
      <Text size="lg">
        <Trans>Page Not Found!</Trans>
      </Text>
      <img src="/logo.svg" alt="drc20" width={48} height={48} />
      <Button component={Link} to="/" variant="default">
        <Trans>Back to home</Trans>
      </Button>
    </Stack>
  )
}
