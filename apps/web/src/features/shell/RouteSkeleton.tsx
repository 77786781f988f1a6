import { Trans } from '@lingui/react/macro'
import { Skeleton, Stack, VisuallyHidden } from '@mantine/core'

/**
 * A page on its way: a title and a card in outline. The build prerenders it
 * into the shell of every route with path params (`/swap/UNIX/WDOGE`), and
 * the router shows it while a page's code is still loading.
 */
export function RouteSkeleton() {
  return (
    <Stack gap="md" py="xl" aria-busy="true">
      <VisuallyHidden>
        <Trans>Loading…</Trans>
      </VisuallyHidden>
      <Skeleton h={36} w="min(320px, 60%)" radius="sm" />
      <Skeleton h={16} w="min(520px, 90%)" radius="sm" />
      <Skeleton h={320} radius="md" />
    </Stack>
  )
}
