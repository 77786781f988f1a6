import { createWalletClient } from '@drc20/wallet'
import {
  type CreateTestProviderParameters,
  createTestProvider,
  TEST_ADDRESSES,
} from '@drc20/wallet/testing'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { setIsOgAtom } from '../og/atoms'
import { WalletButton } from './WalletButton'
import { getWalletClient, setWalletClient } from './walletService'

function setup(parameters: CreateTestProviderParameters = {}) {
  const sim = createTestProvider({
    approvalLatencyMs: 0,
    readLatencyMs: 0,
    ...parameters,
  })
  const wallet = createWalletClient({ host: sim.host, detectionWindowMs: 50 })
  setWalletClient(wallet)
  const view = renderWithProviders(<WalletButton />)
  return { ...sim, ...view, user: userEvent.setup() }
}

afterEach(() => getWalletClient().dispose())

describe('WalletButton', () => {
  it('behavior: not installed → the install modal', async () => {
    const { user } = setup({ inject: 'later' })
    await user.click(
      await screen.findByRole('button', { name: 'Connect Wallet' }),
    )
    expect(
      await screen.findByRole('dialog', { name: 'Please Install Wallet' }),
    ).toBeInTheDocument()
  })

  it('behavior: connect shows the shortened address', async () => {
    const { user } = setup()
    await user.click(
      await screen.findByRole('button', { name: 'Connect Wallet' }),
    )
    expect(
      await screen.findByRole('button', {
        name: new RegExp(`^Wallet ${TEST_ADDRESSES.livenet} `),
      }),
    ).toHaveTextContent('DPBEgr…ZVGd')
  })

  it('behavior: a rejected connect is silent and stays connectable', async () => {
    const { user } = setup({ approval: 'reject' })
    await user.click(
      await screen.findByRole('button', { name: 'Connect Wallet' }),
    )
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Connect Wallet' }),
      ).toBeEnabled(),
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('behavior: an old wallet opens the update modal', async () => {
    setup({ version: '1.4.2' })
    expect(
      await screen.findByRole('dialog', { name: 'Update your wallet' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Installed version: 1.4.2')).toBeInTheDocument()
  })

  it('behavior: OG addresses are marked', async () => {
    const { user, store } = setup({ connected: true })
    store.set(setIsOgAtom, true)
    expect(
      await screen.findByRole('button', {
        name: new RegExp(`^Wallet ${TEST_ADDRESSES.livenet}, OG address`),
      }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /OG address/ }))
    expect(
      await screen.findByText('OG address: 20% off service fees'),
    ).toBeVisible()
  })
})
