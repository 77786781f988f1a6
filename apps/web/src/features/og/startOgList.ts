import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { notifications } from '@mantine/notifications'
import type { createStore } from 'jotai'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { ApiQueryError } from '../../lib/api/apiQueryError'
import { ogListQueryOptions } from '../../lib/query/ogQueries'
import { servicesAtom } from '../../lib/services'

/**
 * Start-up: loads the OG list once (later calls use the cache) and shows
 * an alert when it fails (docs/product.md §7). Lives in its own chunk with the api
 * client.
 */
export async function startOgList({
  store,
}: {
  readonly store: ReturnType<typeof createStore>
}): Promise<void> {
  const { api, queryClient } = store.get(servicesAtom)
  try {
    await queryClient.fetchQuery(ogListQueryOptions(api))
  } catch (error) {
    notifications.show({
      id: 'og-list-error',
      color: 'red',
      title: i18n._(msg`Could not load the OG list`),
      message: i18n._(
        apiErrorMessage(
          error instanceof ApiQueryError
            ? error.apiError
            : { kind: 'network', cause: error },
        ),
      ),
    })
  }
}
