import { shortenAddress } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { CopyValueButton } from './CopyValueButton'
import { DeferredTooltip } from './DeferredTooltip'
import { getExplorerUrl } from './safeUrl'
import { useUiConfig } from './UiConfig'

export type ExplorerLinkProps = {
  /** Which explorer template is used. */
  readonly kind: 'tx' | 'block'
  /**
   * A tx hash, or a block hash or height: it fills the template's `{hash}`
   * and `{height}`.
   */
  readonly value: string
  /** Shown instead of the shortened value (a block height, "View"). */
  readonly children?: React.ReactNode
  /** Characters kept at each end when shortened. Default 6. */
  readonly chars?: number
  /** Adds a copy button. Default true for tx, false for blocks. */
  readonly copy?: boolean
  readonly size?: 'xs' | 'sm' | 'md'
}

/**
 * A transaction or block opening in the configured block explorer, in a
 * new tab (http(s) only; without a usable template the value is shown as
 * plain text). The full value shows on hover and focus (its tooltip is
 * mounted then: a table shows one per row).
 */
export function ExplorerLink({
  kind,
  value,
  children,
  chars = 6,
  copy = kind === 'tx',
  size = 'sm',
}: ExplorerLinkProps) {
  const { t } = useLingui()
  const { explorer } = useUiConfig()
  const href = getExplorerUrl(explorer?.[kind], { hash: value, height: value })
  const text = children ?? shortenAddress(value, { head: chars, tail: chars })
  // The short form is for the eye; assistive technology reads the full value.
  const label = (
    <>
      <span aria-hidden="true">{text}</span>
      <VisuallyHidden>
        {href === undefined
          ? value
          : kind === 'tx'
            ? t`Transaction ${value} in the block explorer`
            : t`Block ${value} in the block explorer`}
      </VisuallyHidden>
    </>
  )
  return (
    <Group gap={4} wrap="nowrap" display="inline-flex">
      <DeferredTooltip label={value} withArrow>
        {href === undefined ? (
          <Text span size={size} ff="monospace" tabIndex={0}>
            {label}
          </Text>
        ) : (
          <Anchor
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            size={size}
            ff="monospace"
          >
            <Group component="span" gap={2} wrap="nowrap" display="inline-flex">
              {label}
              <IconExternalLink size={12} aria-hidden />
            </Group>
          </Anchor>
        )}
      </DeferredTooltip>
      {copy ? (
        <CopyValueButton
          value={value}
          label={kind === 'tx' ? t`Copy transaction hash` : t`Copy block`}
          size="xs"
        />
      ) : null}
    </Group>
  )
}

/** A transaction hash linking out to the explorer, with a copy button. */
export function TxLink(props: Omit<ExplorerLinkProps, 'kind'>) {
  return <ExplorerLink kind="tx" {...props} />
}

/** A block (hash or height) linking out to the explorer. */
export function BlockLink(props: Omit<ExplorerLinkProps, 'kind'>) {
  return <ExplorerLink kind="block" {...props} />
}
