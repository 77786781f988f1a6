import { createFileRoute } from '@tanstack/react-router'
import { WalletPromoPage } from '../features/walletPromo/WalletPromoPage'

export const Route = createFileRoute('/wallet')({
  component: WalletPromoPage,
})
