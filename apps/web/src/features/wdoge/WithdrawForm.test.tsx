import {
  type CreateTestProviderParameters,
  TEST_ADDRESSES,
} from '@drc20/wallet/testing'
import { t } from '@lingui/core/macro'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { changeLanguageAtom } from '../../i18n/languageAtoms'
import { getJournalStorageKey, parseJournal } from '../../lib/activity/journal'
import {
  createTestContext,
  createTestWallet,
} from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { WithdrawForm, type WithdrawFormProps } from './WithdrawForm'

async function setup(
  props: Partial<WithdrawFormProps> = {},
  wallet: CreateTestProviderParameters = {},
  store = createStore(),
) {
  const sim = createTestWallet({ connected: true, ...wallet })
  await waitFor(() => expect(sim.wallet.getSnapshot().status).toBe('connected'))
  renderWithProviders(
    <WithdrawForm
      wdogeBalance={250_000_000n}
      connected
      tradingPaused={false}
      {...props}
    />,
    { context: createTestContext({ wallet: sim.wallet, store }) },
  )
  const user = userEvent.setup()
  const input = screen.getByRole('textbox', {
    name: t`Amount to unwrap (WDOGE)`,
  })
  return { user, input, sim }
}

describe('WithdrawForm', () => {
  it.each([
    ['0.99999999', 'Unwrap at least 1 WDOGE'],
    ['0.5', 'Unwrap at least 1 WDOGE'],
    ['2.50000001', 'Insufficient WDOGE balance'],
    ['0', 'Enter an amount greater than 0'],
    ['1,5', 'Use “.” as the decimal separator, for example 12.5'],
  ])('behavior: %s WDOGE → %s', async (text, message) => {
    const { user, input } = await setup()
    await user.type(input, text)
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(screen.getByRole('button', { name: 'Unwrap' })).toBeDisabled()
  })

  it.each([
    ['1', '1'],
    ['2.5', '2.5'],
    ['1.00000001', '1.00000001'],
  ])(
    'behavior: %s WDOGE burns exactly that and pays %s DOGE',
    async (text, shown) => {
      const { user, input } = await setup()
      await user.type(input, text)
      const table = screen.getByRole('table', { name: 'Unwrap summary' })
      expect(
        within(table).getByRole('row', { name: /burned/ }),
      ).toHaveTextContent(`${shown} WDOGE`)
      expect(
        within(table).getByRole('row', { name: /paid/ }),
      ).toHaveTextContent(`${shown} DOGE`)
      expect(screen.getByRole('button', { name: 'Unwrap' })).toBeEnabled()
    },
  )

  it('behavior: the unwrap-time note: burned when indexed, paid afterwards', async () => {
    await setup()
    expect(
      screen.getByText(/burned when the block with your unwrap is indexed/),
    ).toHaveTextContent(
      /about 32 blocks, an estimate rather than a protocol rule/,
    )
  })

  it('behavior: Max fills the whole balance', async () => {
    const { user, input } = await setup()
    await user.click(screen.getByRole('button', { name: /^Max/ }))
    expect(input).toHaveValue('2.5')
  })

  it('behavior: in Vietnamese the decimal mark is a comma, for typing and for Max', async () => {
    const store = createStore()
    await store.set(changeLanguageAtom, 'vi')
    const { user, input } = await setup({}, {}, store)
    await user.type(input, '1,5')
    const table = screen.getByRole('table', { name: t`Unwrap summary` })
    expect(within(table).getAllByRole('row')[0]).toHaveTextContent('1,5 WDOGE')
    expect(screen.getByRole('button', { name: t`Unwrap` })).toBeEnabled()

    await user.clear(input)
    await user.type(input, '1.5')
    // "Dùng “,” làm dấu thập phân, ví dụ 12,5"
    expect(input).toHaveAccessibleDescription(/“,”.*12,5/)
    expect(screen.getByRole('button', { name: t`Unwrap` })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: /^Tối đa: dùng 2,5/ }))
    expect(input).toHaveValue('2,5')
    expect(screen.getByRole('button', { name: t`Unwrap` })).toBeEnabled()
  })

  it('behavior: a wallet failure is shown translated; nothing is journaled', async () => {
    const { user, input, sim } = await setup()
    sim.control.failNext({ resolve: { code: 500, msg: 'Payment failed!' } })
    await user.type(input, '1')
    await user.click(screen.getByRole('button', { name: 'Unwrap' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed!',
    )
    expect(
      localStorage.getItem(getJournalStorageKey(TEST_ADDRESSES.livenet)),
    ).toBeNull()
  })

  it('behavior: a submitted unwrap is journaled', async () => {
    const { user, input } = await setup()
    await user.type(input, '1.5')
    await user.click(screen.getByRole('button', { name: 'Unwrap' }))
    await waitFor(() => expect(input).toHaveValue(''))
    expect(
      parseJournal(
        localStorage.getItem(getJournalStorageKey(TEST_ADDRESSES.livenet)),
      ),
    ).toMatchObject([
      {
        protocol: 'wdoge',
        payload: { op: 'withdraw', amt: '150000000' },
        description: { values: { amount: '1.5' } },
      },
    ])
  })
})
