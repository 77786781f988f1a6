import { createFileRoute } from '@tanstack/react-router'
import { SwapV2Page } from '../../features/swap/SwapV2Page'

export const Route = createFileRoute('/swap/v2')({
  component: SwapV2Page,
})
