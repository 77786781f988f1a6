import { Trans, useLingui } from '@lingui/react/macro'
import {
  Alert,
  Button,
  Code,
  Collapse,
  Group,
  Loader,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import {
  IconAlertTriangle,
  IconChevronDown,
  IconChevronRight,
} from '@tabler/icons-react'
import { type ReactNode, useId } from 'react'
import classes from './ConfirmModal.module.css'
import { DogeCosts, type DogeCostsProps } from './DogeCosts'
import { isShown } from './ErrorRetry'
import { formatRawPayload } from './formatRawPayload'
import { MODAL_WIDTH } from './layout'
import { Modal } from './Modal'
import { type ReviewRow, ReviewTable } from './ReviewTable'
import { useIsMobile } from './useIsMobile'

export type ConfirmModalProps = {
  readonly opened: boolean
  /** Ignored while the wallet is open (`status: 'awaiting-wallet'`). */
  readonly onClose: () => void
  readonly title: string
  /** The payload in human form: exact amounts, every field that is signed. */
  readonly rows: readonly ReviewRow[]
  /**
   * The frozen payload (from the submit flow, taken when the dialog
   * opened), shown raw exactly as the wallet will sign it.
   */
  readonly payload: unknown
  /** The raw section's title; default "Raw inscription" (a plain payment says so). */
  readonly rawLabel?: string
  /** Every DOGE output the wallet pays and the net DOGE change. */
  readonly dogeCosts?: DogeCostsProps
  /**
   * The market moved since the payload was frozen: Confirm is disabled and
   * the user reviews the new figures first.
   */
  readonly priceMoved?: boolean
  /** Takes the new figures (the feature freezes a new payload). */
  readonly onReviewAgain?: () => void
  readonly onConfirm: () => void
  /** "Confirm swap". */
  readonly confirmLabel: string
  /**
   * Confirm stays disabled: a step in `children` is not taken yet (the
   * "I understand the risk" box of an unverified token).
   */
  readonly confirmDisabled?: boolean
  /** `checking`: the last check before signing; `awaiting-wallet`: the wallet is open. */
  readonly status?: 'idle' | 'checking' | 'awaiting-wallet'
  /** Why the last attempt failed (translated). */
  readonly error?: ReactNode
  /** Above the rows: warnings and previews. */
  readonly children?: ReactNode
}

/**
 * The last step before the wallet: the frozen payload in human form and
 * raw, what it costs in DOGE, a "price moved: review again" state that
 * blocks Confirm, then the wait for the wallet. 520 px wide; full screen
 * on mobile, with the actions kept in view.
 */
export function ConfirmModal({
  opened,
  onClose,
  title,
  rows,
  payload,
  rawLabel,
  dogeCosts,
  priceMoved = false,
  onReviewAgain,
  onConfirm,
  confirmLabel,
  confirmDisabled = false,
  status = 'idle',
  error,
  children,
}: ConfirmModalProps) {
  const { t } = useLingui()
  const mobile = useIsMobile()
  const [rawOpen, raw] = useDisclosure(false)
  const rawId = useId()
  const waiting = status === 'awaiting-wallet'
  const hasError = isShown(error)
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!waiting) onClose()
      }}
      title={title}
      size={MODAL_WIDTH}
      fullScreen={mobile}
      closeOnClickOutside={!waiting}
      closeOnEscape={!waiting}
      withCloseButton={!waiting}
      closeButtonProps={{ 'aria-label': t`Close` }}
      classNames={{ body: classes.body }}
    >
      <Stack gap="md">
        {children}
        <ReviewTable label={t`What you will sign`} rows={rows} />
        {dogeCosts ? <DogeCosts {...dogeCosts} /> : null}
        <div>
          <UnstyledButton
            onClick={raw.toggle}
            aria-expanded={rawOpen}
            aria-controls={rawId}
            className={classes.rawToggle}
          >
            {rawOpen ? (
              <IconChevronDown size={14} aria-hidden />
            ) : (
              <IconChevronRight size={14} aria-hidden />
            )}
            <Text span size="sm">
              {rawLabel ?? <Trans>Raw inscription</Trans>}
            </Text>
          </UnstyledButton>
          <Collapse expanded={rawOpen} id={rawId}>
            <Code
              block
              mt="xs"
              className={classes.raw}
              data-testid="confirm-raw"
            >
              {formatRawPayload(payload)}
            </Code>
          </Collapse>
        </div>
        {priceMoved ? (
          <Alert
            color="yellow"
            role="alert"
            icon={<IconAlertTriangle size={18} aria-hidden />}
          >
            <Stack gap="xs" align="flex-start">
              {/* The title in the text colour: Mantine's yellow title fails 4.5:1. */}
              <Text size="sm" fw={700}>
                {t`Price moved: review again`}
              </Text>
              <Text size="sm">
                <Trans>
                  The market changed since these figures were taken. Nothing is
                  signed until you review the new figures and confirm again.
                </Trans>
              </Text>
              {onReviewAgain ? (
                <Button size="xs" variant="default" onClick={onReviewAgain}>
                  <Trans>Review the new figures</Trans>
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {hasError ? (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertTriangle size={18} aria-hidden />}
          >
            {error}
          </Alert>
        ) : null}
        <div className={classes.actions}>
          {waiting ? (
            <Group gap="sm" role="status" wrap="nowrap">
              <Loader size="sm" />
              <Text size="sm">
                <Trans>
                  Waiting for your wallet… Confirm in the wallet window.
                </Trans>
              </Text>
            </Group>
          ) : (
            <Group justify="flex-end" gap="sm" grow={mobile}>
              <Button variant="default" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button
                onClick={onConfirm}
                loading={status === 'checking'}
                disabled={priceMoved || confirmDisabled}
              >
                {confirmLabel}
              </Button>
            </Group>
          )}
        </div>
      </Stack>
    </Modal>
  )
}
