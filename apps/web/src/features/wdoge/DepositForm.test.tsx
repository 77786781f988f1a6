import {
  type CreateTestProviderParameters,
  TEST_ADDRESSES,
} from '@drc20/wallet/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getJournalStorageKey, parseJournal } from '../../lib/activity/journal'
import {
  createTestContext,
  createTestWallet,
} from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { DepositForm, type DepositFormProps } from './DepositForm'

const FEE_RATE = 2_000_000n // koinu per kB (the default medium tier)

async function setup(
  props: Partial<DepositFormProps> = {},
  wallet: CreateTestProviderParameters = {},
) {
  const sim = createTestWallet({ connected: true, ...wallet })
  await waitFor(() => expect(sim.wallet.getSnapshot().status).toBe('connected'))
  renderWithProviders(
    <DepositForm
      dogeBalance={1_000_000_000_000n}
      connected
      feeRatePerKb={FEE_RATE}
      tradingPaused={false}
      {...props}
    />,
    { context: createTestContext({ wallet: sim.wallet }) },
  )
  const user = userEvent.setup()
  const input = screen.getByRole('textbox', { name: /Amount to wrap/ })
  return { user, input, sim }
}

function summaryRow(name: RegExp) {
  const table = screen.getByRole('table', { name: 'Wrap summary' })
  return within(table).getByRole('row', { name })
}

describe('DepositForm', () => {
  it('behavior: the 0.9 DOGE floor is labelled as the app’s, not the protocol’s', async () => {
    const { user, input } = await setup()
    expect(input).toHaveAccessibleDescription(
      /More than 0\.9 DOGE\. This minimum is set by this app; the protocol itself accepts smaller amounts\./,
    )
    await user.type(input, '0.9')
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(
        'Wrap more than 0.9 DOGE (a limit of this app, not of the protocol)',
      ),
    )
    expect(screen.getByRole('button', { name: 'Wrap' })).toBeDisabled()
  })

  it.each([
    // amount, wrap fee, you pay: max(amt × 3 // 1000, 0.5 DOGE)
    ['0.90000001', '0.5', '1.40000001'],
    ['1', '0.5', '1.5'],
    ['166.66666666', '0.5', '167.16666666'],
    ['166.66666667', '0.5', '167.16666667'],
    ['1000', '3', '1,003'],
    ['1234.56789012', '3.70370367', '1,238.27159379'],
  ])(
    'behavior: %s DOGE → fee %s, pay %s, receive the amount',
    async (amount, fee, pay) => {
      const { user, input } = await setup()
      await user.type(input, amount)
      expect(summaryRow(/Wrap fee/)).toHaveTextContent(`${fee} DOGE`)
      expect(summaryRow(/You pay/)).toHaveTextContent(`${pay} DOGE`)
      expect(summaryRow(/You receive/)).toHaveTextContent(
        `${amount.replace(/^1000$/, '1,000').replace(/^1234/, '1,234')} WDOGE`,
      )
      expect(screen.getByRole('button', { name: 'Wrap' })).toBeEnabled()
    },
  )

  it('behavior: the total needed adds the network fee estimate', async () => {
    const { user, input } = await setup()
    await user.type(input, '1')
    // 75-byte payload + 462 bytes overhead at 0.02 DOGE/kB, rounded up.
    expect(summaryRow(/Network fee/)).toHaveTextContent('≈ 0.01074 DOGE')
    expect(summaryRow(/Total needed/)).toHaveTextContent('≈ 1.51074 DOGE')
  })

  it('behavior: the DOGE balance must cover amount, fee and network fee', async () => {
    const { user, input } = await setup({ dogeBalance: 151_000_000n })
    await user.type(input, '1')
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining(
        'Insufficient DOGE balance: 1.51074 DOGE needed including fees',
      ),
    )
    expect(screen.getByRole('button', { name: 'Wrap' })).toBeDisabled()
  })

  it.each([
    ['1.2.3', 'Enter a number, for example 12.5'],
    ['1.123456789', 'At most 8 decimal places'],
    ['0', 'Enter an amount greater than 0'],
  ])('behavior: %j → %s', async (text, message) => {
    const { user, input } = await setup()
    await user.type(input, text)
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message))
  })

  it('behavior: signs and letters cannot be typed (the kit amount box)', async () => {
    const { user, input } = await setup()
    await user.type(input, '-1e3abc')
    expect(input).toHaveValue('13')
  })

  it('behavior: without a wallet it previews but cannot send', async () => {
    const { user, input } = await setup({
      dogeBalance: undefined,
      connected: false,
    })
    await user.type(input, '5')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(summaryRow(/You pay/)).toHaveTextContent('5.5 DOGE')
    expect(screen.getByText('Connect your wallet to wrap DOGE.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Wrap' })).toBeDisabled()
  })

  it('behavior: paused while the indexer lags, with the reason', async () => {
    const { user, input } = await setup({ tradingPaused: true })
    await user.type(input, '5')
    expect(screen.getByText(/more than 5 blocks behind/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Wrap' })).toBeDisabled()
  })

  it('behavior: a submitted wrap is journaled with what was signed', async () => {
    const { user, input, sim } = await setup()
    await user.type(input, '2')
    await user.click(screen.getByRole('button', { name: 'Wrap' }))
    await waitFor(() => expect(input).toHaveValue(''))
    expect(sim.control.calls().map((c) => c.method)).toContain('createSwap')
    const journal = parseJournal(
      localStorage.getItem(getJournalStorageKey(TEST_ADDRESSES.livenet)),
    )
    expect(journal).toMatchObject([
      {
        protocol: 'wdoge',
        status: 'pending',
        payload: {
          p: 'wdoge',
          op: 'deposit',
          tick: 'WDOGE(WRAPPED-DOGE)',
          amt: '200000000',
        },
        description: { values: { amount: '2' } },
      },
    ])
  })

  it('behavior: a rejection in the wallet is silent', async () => {
    const { user, input } = await setup({}, { approval: 'reject' })
    await user.type(input, '2')
    await user.click(screen.getByRole('button', { name: 'Wrap' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Wrap' })).toBeEnabled(),
    )
    expect(screen.queryByRole('alert')).toBeNull()
    expect(input).toHaveValue('2')
    expect(
      localStorage.getItem(getJournalStorageKey(TEST_ADDRESSES.livenet)),
    ).toBeNull()
  })
})
