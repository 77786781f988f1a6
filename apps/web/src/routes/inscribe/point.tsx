import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { FeaturePlaceholder } from '../../features/placeholder/FeaturePlaceholder'

export const Route = createFileRoute('/inscribe/point')({
  component: Page,
})

function Page() {
  return <FeaturePlaceholder title={msg`Inscribe`} />
}
