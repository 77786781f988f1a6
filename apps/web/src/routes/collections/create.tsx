import { createFileRoute } from '@tanstack/react-router'
import { CreateCollectionPage } from '../../features/collections/CreateCollectionPage'

export const Route = createFileRoute('/collections/create')({
  component: CreateCollectionPage,
})
