import {
  type PoolFormIssue,
  type PoolPayload,
  stringifyForStorage,
  type WalletDogeCosts,
} from '@drc20/core'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { useAtomValue, useSetAtom } from 'jotai'
import { type ReactNode, useState } from 'react'
import { DogeCosts } from '../../ui/DogeCosts'
import { getDogeCostsProps } from '../../ui/walletDogeCosts'
import { PoolConfirmModal } from './PoolConfirmModal'
import { IssueAlert, SubmitButton } from './PoolFormParts'
import { poolFlow } from './poolFlow'

type PoolFormFooterProps = {
  /** The native-DOGE switch, for pools with a WDOGE leg. */
  readonly dogeSwitch?: ReactNode
  /** The preview, shown under the form and, frozen, in the confirmation. */
  readonly preview: ReactNode
  /** The form's issues, and the payload to sign once it has none. */
  readonly state: {
    readonly issues: readonly PoolFormIssue[]
    readonly payload?: PoolPayload
    readonly dogeCosts?: WalletDogeCosts
  }
  readonly submitLabel: ReactNode
  readonly confirmTitle: string
  /** What Confirm says. */
  readonly confirmLabel?: string
  /** The operation as the activity journal names it. */
  readonly description: MessageDescriptor
  /** Notes under the preview in the confirmation. */
  readonly confirmNote?: ReactNode
  readonly onSubmitted?: () => void
  /** Issues the form's fields show under themselves, not in the alert. */
  readonly fieldIssue?: (issue: PoolFormIssue) => boolean
}

const samePayload = (a: PoolPayload, b: PoolPayload) =>
  stringifyForStorage(a) === stringifyForStorage(b)

/**
 * The common end of the pool forms: the native-DOGE switch, preview, what
 * it costs in DOGE, issues, the submit button and the confirmation it
 * opens. The confirmation keeps the payload and the preview as they were
 * when it opened; when a new block changes what the form would sign, it
 * says "price moved: review again" instead of changing silently.
 */
export function PoolFormFooter({
  dogeSwitch,
  preview,
  state: { issues, payload, dogeCosts },
  submitLabel,
  confirmTitle,
  confirmLabel,
  description,
  confirmNote,
  onSubmitted,
  fieldIssue,
}: PoolFormFooterProps) {
  const { t, i18n } = useLingui()
  const open = useSetAtom(poolFlow.openAtom)
  const pending = useAtomValue(poolFlow.stateAtom).pending
  const [frozenPreview, setFrozenPreview] = useState<ReactNode>(null)
  const ready = payload !== undefined && issues.length === 0
  const freeze = () => {
    // The confirmation signs this payload, frozen as it is now.
    if (payload === undefined || !ready) return
    setFrozenPreview(preview)
    open({ payload, description, dogeCosts })
  }
  const priceMoved =
    pending !== undefined &&
    payload !== undefined &&
    !samePayload(pending.payload, payload)
  return (
    <>
      {dogeSwitch}
      {preview}
      {dogeCosts ? (
        <DogeCosts
          {...getDogeCostsProps(dogeCosts, (m) => i18n._(m), 'pool-costs')}
        />
      ) : null}
      <IssueAlert issues={issues} skip={fieldIssue} />
      <SubmitButton disabled={!ready} onClick={freeze}>
        {submitLabel}
      </SubmitButton>
      <PoolConfirmModal
        title={confirmTitle}
        confirmLabel={confirmLabel ?? t`Confirm in wallet`}
        onSubmitted={onSubmitted}
        priceMoved={priceMoved}
        onReviewAgain={ready ? freeze : undefined}
      >
        {frozenPreview}
        {confirmNote}
      </PoolConfirmModal>
    </>
  )
}
