import { Alert, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A page whose subject does not exist: its heading and the reason. */
export function NotFoundNotice({
  title,
  children,
}: {
  readonly title: ReactNode
  readonly children: ReactNode
}) {
  return (
    <Stack gap="md" py="md">
      <Title order={1}>{title}</Title>
      <Alert color="gray" role="status">
        {children}
      </Alert>
    </Stack>
  )
}
