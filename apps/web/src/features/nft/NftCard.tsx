import type { NftItem } from '@drc20/core'
import { Box, Card, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { getApiContentUrl } from '../../lib/content/getApiContentUrl'
import { Address } from '../../ui/Address'
import { ContentImage } from '../../ui/ContentImage'

/** One AI-NFT in a grid: image, tick and id, holder. */
export function NftCard({ item }: { readonly item: NftItem }) {
  const title = `${item.tick} #${item.tickId}`
  return (
    <Card withBorder padding="xs" radius="md" h="100%">
      <Link
        to="/nft/$tick/$tickId"
        params={{ tick: item.tick, tickId: item.tickId }}
        style={{ color: 'inherit', textDecoration: 'none' }}
      >
        <Stack gap={6}>
          {/* The title is written under it, in the same link. */}
          <ContentImage src={getApiContentUrl(item.imagePath)} alt="" />
          <Text size="sm" fw={600} truncate="end">
            {title}
          </Text>
        </Stack>
      </Link>
      {/* Apart from the link above it: a small target needs room round it. */}
      <Box mt={6}>
        <Address
          address={item.holderAddress}
          size="xs"
          copy={false}
          explorer={false}
        />
      </Box>
    </Card>
  )
}
