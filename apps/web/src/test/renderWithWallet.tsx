import type { WalletClient } from '@drc20/wallet'
import { waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { expect } from 'vitest'
import { createTestContext, createTestWallet } from './createTestContext'
import { renderWithProviders } from './renderWithProviders'

/**
 * Renders `ui` over a local provider API (`apiBaseUrl`), with the test
 * wallet connected first unless `connected` is false; returns the user.
 */
export async function renderWithWallet(
  ui: ReactElement,
  { apiBaseUrl, connected = true }: { apiBaseUrl: string; connected?: boolean },
): Promise<UserEvent> {
  let wallet: WalletClient | undefined
  if (connected) {
    const sim = createTestWallet({ connected: true })
    await waitFor(() =>
      expect(sim.wallet.getSnapshot().status).toBe('connected'),
    )
    wallet = sim.wallet
  }
  renderWithProviders(ui, {
    context: createTestContext({ apiBaseUrl, wallet }),
  })
  return userEvent.setup()
}
