import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  createTestContext,
  createTestWallet,
} from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { TEST_CONFIG } from '../../test/testConfig'
import { MyAccountPage } from './MyAccountPage'

describe('MyAccountPage', () => {
  it('behavior: no wallet installed → the install modal, as the header’s button shows it', async () => {
    const sim = createTestWallet({ inject: 'later' })
    renderWithProviders(
      <MyAccountPage
        filter={{ protocols: [], status: undefined }}
        onFilterChange={() => {}}
      />,
      { context: createTestContext({ wallet: sim.wallet }) },
    )
    const user = userEvent.setup()
    expect(
      screen.getByText(
        'Connect your wallet to see your holdings and activity.',
      ),
    ).toBeVisible()
    await user.click(screen.getByTestId('account-connect'))
    const dialog = await screen.findByRole('dialog', {
      name: 'Please Install Wallet',
    })
    expect(
      screen.getByRole('link', { name: 'Install from the extension store' }),
    ).toHaveAttribute('href', TEST_CONFIG.links.walletStore)
    expect(dialog).toBeVisible()
  })
})
