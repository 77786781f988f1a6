import { createFileRoute } from '@tanstack/react-router'
import { MyCollectionsPage } from '../../../features/collections/MyCollectionsPage'

export const Route = createFileRoute('/collections/address/')({
  component: MyCollectionsPage,
})
