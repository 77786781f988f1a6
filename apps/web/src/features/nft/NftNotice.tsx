import { Trans } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'

/** Why the NFT pages only browse (docs/protocol.md §14). */
export function NftNotice() {
  return (
    <Alert color="blue" icon={<IconInfoCircle aria-hidden />} p="xs">
      <Trans>
        Browse only: the live indexer does not settle nft/ai deploys or mints,
        so an inscription made here would be ignored.
      </Trans>
    </Alert>
  )
}
