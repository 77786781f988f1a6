import {
  type CreateTestProviderParameters,
  TEST_ADDRESSES,
} from '@drc20/wallet/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setIsOgAtom } from '../../lib/og/ogAtoms'
import {
  createTestContext,
  createTestWallet,
} from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { TEST_CONFIG } from '../../test/testConfig'
import { WalletButton } from './WalletButton'

function setup(parameters: CreateTestProviderParameters = {}) {
  const sim = createTestWallet(parameters)
  const view = renderWithProviders(<WalletButton />, {
    context: createTestContext({ wallet: sim.wallet }),
  })
  return { ...sim, ...view, user: userEvent.setup() }
}

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

  it('behavior: while connecting the button is busy and more clicks are ignored', async () => {
    const { user, control } = setup({ approval: 'manual' })
    const button = await screen.findByRole('button', { name: 'Connect Wallet' })
    await user.click(button)
    await waitFor(() => expect(control.pending()).toHaveLength(1))
    const busy = screen.getByRole('button', { name: /Connecting…/ })
    expect(busy).toHaveAttribute('data-loading', 'true')
    await user.click(busy).catch(() => {}) // disabled: nothing happens
    expect(control.calls('requestAccounts')).toHaveLength(1)
    control.pending()[0]?.approve()
    expect(
      await screen.findByRole('button', {
        name: new RegExp(`^Wallet ${TEST_ADDRESSES.livenet} `),
      }),
    ).toBeInTheDocument()
  })

  it('behavior: an account switch in the wallet shows the new address', async () => {
    const { control } = setup({ connected: true })
    await screen.findByRole('button', {
      name: new RegExp(`^Wallet ${TEST_ADDRESSES.livenet} `),
    })
    control.switchAccount(TEST_ADDRESSES.livenet2)
    expect(
      await screen.findByRole('button', {
        name: new RegExp(`^Wallet ${TEST_ADDRESSES.livenet2} `),
      }),
    ).toHaveTextContent('D596YF…KehC')
  })

  it('behavior: locked and wrong-network wallets say so', async () => {
    const { control } = setup({ connected: true })
    await screen.findByRole('button', { name: /^Wallet / })
    control.switchNetwork('testnet')
    expect(
      await screen.findByRole('button', { name: 'Wrong network' }),
    ).toBeInTheDocument()
    control.switchNetwork('livenet')
    await screen.findByRole('button', { name: /^Wallet / })
    control.lock()
    expect(
      await screen.findByRole('button', { name: 'Unlock wallet' }),
    ).toBeInTheDocument()
  })

  it('behavior: the update modal offers Download, and Update copies the extensions address', async () => {
    const { user } = setup({ version: '1.4.2' })
    const dialog = await screen.findByRole('dialog', {
      name: 'Update your wallet',
    })
    expect(
      within(dialog).getByRole('link', { name: 'Download' }),
    ).toHaveAttribute('href', TEST_CONFIG.links.walletStore)
    expect(within(dialog).getByText('chrome://extensions')).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Address copied',
    )
    expect(await navigator.clipboard.readText()).toBe('chrome://extensions')
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
