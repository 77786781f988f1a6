import type { PoolFormIssue, PoolPayload } from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { useSetAtom } from 'jotai'
import type { ReactNode } from 'react'
import { PoolConfirmModal } from './PoolConfirmModal'
import { IssueAlert, SubmitButton } from './PoolFormParts'
import { poolFlow } from './poolFlow'

type PoolFormFooterProps = {
  /** The native-DOGE switch, for pools with a WDOGE leg. */
  readonly dogeSwitch?: ReactNode
  /** The preview, shown under the form and again in the confirmation. */
  readonly preview: ReactNode
  /** The form's issues, and the payload to sign once it has none. */
  readonly state: {
    readonly issues: readonly PoolFormIssue[]
    readonly payload?: PoolPayload
  }
  readonly submitLabel: ReactNode
  readonly confirmTitle: string
  /** The operation as the activity journal names it. */
  readonly description: MessageDescriptor
  /** Notes under the preview in the confirmation. */
  readonly confirmNote?: ReactNode
  readonly onSubmitted?: () => void
}

/**
 * The common end of the pool forms: the native-DOGE switch, preview, issues,
 * the submit button and the confirmation it opens.
 */
export function PoolFormFooter({
  dogeSwitch,
  preview,
  state: { issues, payload },
  submitLabel,
  confirmTitle,
  description,
  confirmNote,
  onSubmitted,
}: PoolFormFooterProps) {
  const open = useSetAtom(poolFlow.openAtom)
  const ready = payload !== undefined && issues.length === 0
  return (
    <>
      {dogeSwitch}
      {preview}
      <IssueAlert issues={issues} />
      <SubmitButton
        disabled={!ready}
        onClick={() => {
          // The confirmation signs this payload, frozen as it is now.
          if (payload !== undefined && ready) open({ payload, description })
        }}
      >
        {submitLabel}
      </SubmitButton>
      <PoolConfirmModal title={confirmTitle} onSubmitted={onSubmitted}>
        {preview}
        {confirmNote}
      </PoolConfirmModal>
    </>
  )
}
