import { Trans } from '@lingui/react/macro'
import { Alert, Button, Group, Stack, Title } from '@mantine/core'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * What a page shows when it throws: a translated message and a retry that
 * re-runs the route, instead of a white screen.
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <Stack py="xl" gap="md" role="alert">
      <Title order={1}>
        <Trans>Something went wrong</Trans>
      </Title>
      <Alert color="red" variant="light">
        <Trans>
          This page ran into an unexpected error. Nothing you entered was sent.
        </Trans>
      </Alert>
      <Group>
        <Button
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          <Trans>Try again</Trans>
        </Button>
        <Button variant="default" onClick={() => window.location.assign('/')}>
          <Trans>Back to home</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
