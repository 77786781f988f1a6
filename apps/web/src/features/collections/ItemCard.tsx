import type { FileExchangeItem, FileHolding } from '@drc20/core'
import { Trans } from '@lingui/react/macro'
import { Card, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { getApiContentUrl } from '../../lib/content/getApiContentUrl'
import { ContentImage } from '../../ui/ContentImage'
import { usePriceText } from './usePriceText'

/** One item in a grid: its image, name, and price or "Not listed". */
export function ItemCard({
  item,
  metaId,
  action,
}: {
  readonly item: FileExchangeItem
  /** Its collection, carried to the item page. */
  readonly metaId?: string
  /** Under the price (add to cart). */
  readonly action?: ReactNode
}) {
  const priceText = usePriceText()
  const name = item.fileName || item.fileId.slice(0, 10)
  return (
    <Card withBorder padding="xs" radius="md" h="100%">
      <Link
        to="/collections/inscription/$fileId"
        params={{ fileId: item.fileId }}
        search={metaId === undefined ? {} : { meta: metaId }}
        style={{ color: 'inherit', textDecoration: 'none' }}
      >
        <Stack gap={6}>
          {/* The name is written under it, in the same link. */}
          <ContentImage
            src={getApiContentUrl(item.filePath, item.fileId)}
            alt=""
          />
          <Text size="sm" fw={600} truncate="end" title={name}>
            {name}
          </Text>
        </Stack>
      </Link>
      <Text size="xs" c={item.amt === null ? 'dimmed' : undefined} truncate>
        {item.amt === null ? (
          <Trans>Not listed</Trans>
        ) : (
          priceText(item.amt, item.tick)
        )}
      </Text>
      {action}
    </Card>
  )
}

/** A held file as a grid item (not listed). */
export function holdingToItem(h: FileHolding): FileExchangeItem {
  return {
    fileId: h.fileId,
    metaName: h.metaName,
    fileName: h.fileName,
    exId: '',
    tick: '',
    amt: null,
    filePath: h.filePath,
    fileHolder: h.holderAddress,
    fileExchangeHolder: '',
  }
}
