import { Trans } from '@lingui/react/macro'
import { Badge } from '@mantine/core'
import {
  IconAlertTriangle,
  IconRosetteDiscountCheck,
} from '@tabler/icons-react'

/** Verified or not, in words and an icon (never by colour alone). */
export function VerifiedBadge({ verified }: { readonly verified: boolean }) {
  return verified ? (
    <Badge
      size="sm"
      variant="default"
      tt="none"
      leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
    >
      <Trans>Verified</Trans>
    </Badge>
  ) : (
    <Badge
      size="sm"
      variant="default"
      tt="none"
      leftSection={<IconAlertTriangle size={14} aria-hidden />}
    >
      <Trans>Unverified</Trans>
    </Badge>
  )
}
