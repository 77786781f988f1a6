import { Trans } from '@lingui/react/macro'
import { Alert, Button } from '@mantine/core'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { storageWasResetAtom } from './storageResetAtoms'

/** Spec: 'Application update,please refresh the page....' after a reset. */
export function StorageResetNotice() {
  const wasReset = useAtomValue(storageWasResetAtom)
  const [dismissed, setDismissed] = useState(false)
  if (!wasReset || dismissed) return null
  return (
    <Alert
      color="blue"
      variant="light"
      withCloseButton
      onClose={() => setDismissed(true)}
      title={<Trans>Application updated</Trans>}
      role="status"
      mb="md"
    >
      <Trans>Application update, please refresh the page.</Trans>{' '}
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => window.location.reload()}
      >
        <Trans>Refresh</Trans>
      </Button>
    </Alert>
  )
}
