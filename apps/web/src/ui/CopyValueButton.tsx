import { useLingui } from '@lingui/react/macro'
import { ActionIcon, CopyButton } from '@mantine/core'
import { IconCheck, IconCopy } from '@tabler/icons-react'
import { DeferredTooltip } from './DeferredTooltip'

/** How long the copy button shows its tick (docs/product.md §9). */
export const COPY_TICK_MS = 3000

export type CopyValueButtonProps = {
  /** The exact text copied. */
  readonly value: string
  /** Accessible name, such as "Copy address". */
  readonly label: string
  readonly size?: 'xs' | 'sm' | 'md'
}

/** An icon button that copies `value` and shows a tick for 3 s. */
export function CopyValueButton({
  value,
  label,
  size = 'sm',
}: CopyValueButtonProps) {
  const { t } = useLingui()
  const iconSize = size === 'xs' ? 12 : size === 'sm' ? 14 : 16
  return (
    <CopyButton value={value} timeout={COPY_TICK_MS}>
      {({ copied, copy }) => (
        <DeferredTooltip label={copied ? t`Copied` : label} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            size={size}
            onClick={copy}
            aria-label={copied ? t`Copied` : label}
          >
            {copied ? (
              <IconCheck size={iconSize} aria-hidden />
            ) : (
              <IconCopy size={iconSize} aria-hidden />
            )}
          </ActionIcon>
        </DeferredTooltip>
      )}
    </CopyButton>
  )
}
