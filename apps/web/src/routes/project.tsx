import { createFileRoute } from '@tanstack/react-router'
import { ProjectPage } from '../features/launchpad/ProjectPage'
import { validateProjectSearch } from '../lib/routeParams'

export const Route = createFileRoute('/project')({
  validateSearch: validateProjectSearch,
  component: Page,
})

function Page() {
  const { tick0 } = Route.useSearch()
  return <ProjectPage tick0={tick0} />
}
