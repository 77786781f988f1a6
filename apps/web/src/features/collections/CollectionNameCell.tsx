import { Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { getApiContentUrl } from '../../lib/content/getApiContentUrl'
import { AnchorLink } from '../../ui/AnchorLink'
import { ContentImage } from '../../ui/ContentImage'

/** A collection in a table: its icon and name, linking to its page. */
export function CollectionNameCell({
  collection,
  badge,
}: {
  readonly collection: {
    readonly metaId: string
    readonly name: string
    readonly icon: string
  }
  readonly badge?: ReactNode
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ContentImage src={getApiContentUrl(collection.icon)} alt="" size={36} />
      <AnchorLink
        to="/collections/$metaId"
        params={{ metaId: collection.metaId }}
        fw={600}
      >
        {collection.name || collection.metaId.slice(0, 8)}
      </AnchorLink>
      {badge}
    </Group>
  )
}
