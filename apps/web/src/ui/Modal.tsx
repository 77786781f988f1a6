import { Modal as MantineModal, type ModalProps } from '@mantine/core'
import { useState } from 'react'
import { useOpenedAfterMount } from './useOpenedAfterMount'

/**
 * Mantine's `Modal`, present only while open or closing. Mantine renders a
 * closed modal all the same: a portal (which renders again as soon as it
 * mounts, blocking), a scroll lock, a provider and two transitions, for
 * each of the confirm and result dialogs and token pickers a page holds.
 * Here a closed modal is nothing; opened, it mounts closed and opens a
 * frame later (`useOpenedAfterMount`), so that it animates in, and it goes
 * once it has animated out.
 */
export function Modal({ opened, onExitTransitionEnd, ...props }: ModalProps) {
  const [present, setPresent] = useState(opened)
  // Opened: present from this render on (a render-time update, no extra pass).
  if (opened && !present) setPresent(true)
  if (!present) return null
  return (
    <PresentModal
      {...props}
      opened={opened}
      onExitTransitionEnd={() => {
        onExitTransitionEnd?.()
        if (!opened) setPresent(false)
      }}
    />
  )
}

function PresentModal({ opened, ...props }: ModalProps) {
  return <MantineModal {...props} opened={useOpenedAfterMount(opened)} />
}
