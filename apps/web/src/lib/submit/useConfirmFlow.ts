import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { notifications } from '@mantine/notifications'
import { useAtomValue, useSetAtom } from 'jotai'
import { confirmStatus, type SubmitFlow } from './createSubmitFlow'

/**
 * What a confirmation dialog over a submit flow needs: the frozen pending
 * operation, the dialog status, and a confirm that notifies once the
 * wallet has submitted, closes, and calls `onSubmitted`.
 */
export function useConfirmFlow<
  P extends { readonly description: MessageDescriptor },
  I,
>(flow: SubmitFlow<P, I>, onSubmitted?: () => void) {
  const { t, i18n } = useLingui()
  const state = useAtomValue(flow.stateAtom)
  const close = useSetAtom(flow.closeAtom)
  const confirm = useSetAtom(flow.confirmAtom)
  const pending = state.pending
  return {
    state,
    pending,
    close,
    status: confirmStatus(state.status),
    onConfirm: async () => {
      const description = pending?.description
      if ((await confirm()) !== 'submitted') return
      notifications.show({
        color: 'blue',
        title: t`Submitted`,
        message: description ? i18n._(description) : '',
      })
      close()
      onSubmitted?.()
    },
  }
}
