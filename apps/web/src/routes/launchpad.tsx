import { createFileRoute } from '@tanstack/react-router'
import { LaunchpadPage } from '../features/launchpad/LaunchpadPage'

export const Route = createFileRoute('/launchpad')({
  component: LaunchpadPage,
})
