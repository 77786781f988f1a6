import { shortenAddress } from '@drc20/core'
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Group, Text, VisuallyHidden } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { AnchorLink } from './AnchorLink'
import { CopyValueButton } from './CopyValueButton'
import { DeferredTooltip } from './DeferredTooltip'
import { Identicon } from './Identicon'
import { useParamShell } from './ParamShell'
import { getExplorerUrl } from './safeUrl'
import { useUiConfig } from './UiConfig'

export type AddressProps = {
  readonly address: string
  /** Characters kept at each end (at least 6, against address poisoning). */
  readonly chars?: number
  /** Links to `/accounts/{address}`. Default true. */
  readonly link?: boolean
  /** Adds a link out to the block explorer. Default true. */
  readonly explorer?: boolean
  /** Adds a copy button. Default true. */
  readonly copy?: boolean
  /** Shows the identicon. Default true. */
  readonly identicon?: boolean
  readonly size?: 'xs' | 'sm' | 'md'
}

/**
 * An address, middle-truncated to 6+6 characters with its full value on
 * hover and focus (and for screen readers), an identicon, a copy button
 * (tick for 3 s), a link to its account page and one out to the explorer.
 */
export function Address({
  address,
  chars = 6,
  link = true,
  explorer = true,
  copy = true,
  identicon = true,
  size = 'sm',
}: AddressProps) {
  const { t } = useLingui()
  const config = useUiConfig()
  const keep = Math.max(6, chars)
  // A param shell's address is a sample: its short form (monospace, so as
  // wide as any) stays hidden until the app has drawn the real one.
  const shell = useParamShell()
  const short = shell
    ? shortenAddress('0'.repeat(2 * keep + 2), { head: keep, tail: keep })
    : shortenAddress(address, { head: keep, tail: keep })
  const explorerHref = explorer
    ? getExplorerUrl(config.explorer?.address, { address })
    : undefined
  // The short form is for the eye; assistive technology reads the full one.
  const text = (
    <>
      <span
        aria-hidden="true"
        style={shell ? { visibility: 'hidden' } : undefined}
      >
        {short}
      </span>
      <VisuallyHidden>{address}</VisuallyHidden>
    </>
  )
  return (
    <Group gap={6} wrap="nowrap" display="inline-flex" data-address={address}>
      {identicon ? (
        <Identicon value={address} size={size === 'md' ? 22 : 18} />
      ) : null}
      <DeferredTooltip label={address} withArrow>
        {link ? (
          <AnchorLink
            to="/accounts/$address"
            params={{ address }}
            size={size}
            ff="monospace"
          >
            {text}
          </AnchorLink>
        ) : (
          <Text span size={size} ff="monospace" tabIndex={0}>
            {text}
          </Text>
        )}
      </DeferredTooltip>
      {copy ? (
        <CopyValueButton value={address} label={t`Copy address`} size="xs" />
      ) : null}
      {explorerHref !== undefined ? (
        <DeferredTooltip label={t`Open in the block explorer`} withArrow>
          <ActionIcon
            component="a"
            href={explorerHref}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            color="gray"
            size="xs"
            aria-label={t`Address ${address} in the block explorer`}
          >
            <IconExternalLink size={12} aria-hidden />
          </ActionIcon>
        </DeferredTooltip>
      ) : null}
    </Group>
  )
}
