import { Loader, type MantineSize } from '@mantine/core'

/**
 * A spinner that assistive technology announces by its label. A bare
 * `aria-label` on Mantine's Loader (a `span` without a role) is prohibited
 * ARIA, so the label goes on a live `status` region.
 */
export function LoadingIndicator({
  label,
  size,
}: {
  readonly label: string
  readonly size?: MantineSize
}) {
  return <Loader size={size} role="status" aria-label={label} />
}
