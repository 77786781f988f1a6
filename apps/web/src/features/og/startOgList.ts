import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { notifications } from '@mantine/notifications'
import type { createStore } from 'jotai'
import { apiErrorMessage } from '../../lib/api/apiErrorMessage'
import { loadOgListAtom } from './atoms'

/**
 * Start-up: loads the OG list once and shows an alert when it fails
 * (spec §7). Lives in its own chunk with the wallet and api client.
 */
export async function startOgList({
  store,
}: {
  readonly store: ReturnType<typeof createStore>
}): Promise<void> {
  const result = await store.set(loadOgListAtom)
  if (result === undefined || result.isOk()) return
  notifications.show({
    id: 'og-list-error',
    color: 'red',
    title: i18n._(msg`Could not load the OG list`),
    message: i18n._(apiErrorMessage(result.error)),
  })
}
