import { createFileRoute } from '@tanstack/react-router'
import { PoolListPage } from '../../features/pool/PoolListPage'

export const Route = createFileRoute('/pool/')({
  component: PoolListPage,
})
