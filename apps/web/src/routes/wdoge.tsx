import { createFileRoute } from '@tanstack/react-router'
import { WdogePage } from '../features/wdoge/WdogePage'

export const Route = createFileRoute('/wdoge')({
  component: WdogePage,
})
