import { createFileRoute } from '@tanstack/react-router'
import { NftListPage } from '../../features/nft/NftListPage'

export const Route = createFileRoute('/nft/')({
  component: NftListPage,
})
