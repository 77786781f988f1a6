import { TEST_ADDRESSES } from '@drc20/wallet/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  getJournalStorageKey,
  serializeJournal,
} from '../../lib/activity/journal'
import type { ActivityEntry } from '../../lib/activity/types'
import { LAST_WALLET_ADDRESS_STORAGE_KEY } from '../../lib/storage/storageKeys'
import {
  createTestContext,
  createTestWallet,
} from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { ActivityMenu } from './ActivityMenu'

const ADDRESS = TEST_ADDRESSES.livenet

function entry(
  txHash: string,
  message: string,
  overrides: Partial<ActivityEntry> = {},
): ActivityEntry {
  return {
    txHash,
    address: ADDRESS,
    protocol: 'wdoge',
    payload: { p: 'wdoge' },
    description: { id: message, message },
    status: 'pending',
    submittedAtMs: Date.UTC(2026, 10, 21, 12),
    ...overrides,
  }
}

function setup(entries: readonly ActivityEntry[]) {
  localStorage.setItem(getJournalStorageKey(ADDRESS), serializeJournal(entries))
  const { wallet } = createTestWallet({ connected: true })
  renderWithProviders(<ActivityMenu />, {
    context: createTestContext({ wallet }),
  })
  return userEvent.setup()
}

describe('ActivityMenu', () => {
  it('behavior: the button says how many operations are pending', async () => {
    setup([
      entry('a'.repeat(64), 'Wrap 2 DOGE'),
      entry('b'.repeat(64), 'Unwrap 1 WDOGE'),
      entry('c'.repeat(64), 'Swap', { status: 'completed' }),
    ])
    expect(
      await screen.findByRole('button', { name: 'Activity: 2 pending' }),
    ).toBeInTheDocument()
  })

  it('behavior: lists status, reason, explorer link and time', async () => {
    const user = setup([
      entry('a'.repeat(64), 'Wrap 2 DOGE', { submittedAtMs: 2 }),
      entry('b'.repeat(64), 'Unwrap 0.00005 WDOGE', {
        submittedAtMs: 1,
        status: 'failed',
        errorCode: 'UNWRAP_BELOW_MINIMUM',
        errInfo: 'VerifyWdoge err: the amount of tokens exceeds the 1',
      }),
    ])
    await user.click(
      await screen.findByRole('button', { name: 'Activity: 1 pending' }),
    )
    const items = within(
      await screen.findByRole('list', { name: 'Operations' }),
    ).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    const [first, second] = items as [HTMLElement, HTMLElement]
    expect(first).toHaveTextContent('Wrap 2 DOGE')
    expect(first).toHaveTextContent('Pending')
    expect(second).toHaveTextContent('Failed')
    expect(second).toHaveTextContent('At least 1 WDOGE must be unwrapped.')
    expect(
      within(second).getByRole('link', {
        name: `Transaction ${'b'.repeat(64)} in the block explorer`,
      }),
    ).toHaveAttribute('href', `https://explorer.test/tx/${'b'.repeat(64)}`)
    expect(second).toHaveTextContent('bbbbbb…bbbbbb')
    expect(second).toHaveTextContent('1970')
  })

  it('behavior: an error code this version does not know reads generically', async () => {
    const user = setup([
      entry('a'.repeat(64), 'Swap', {
        status: 'failed',
        // Stored by another version of the app.
        errorCode: 'SOMETHING_NEW' as ActivityEntry['errorCode'],
      }),
      entry('b'.repeat(64), 'Wrap 2 DOGE'),
    ])
    await user.click(
      await screen.findByRole('button', { name: 'Activity: 1 pending' }),
    )
    const list = await screen.findByRole('list', { name: 'Operations' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(list).toHaveTextContent('The indexer rejected the operation.')
  })

  it('behavior: the result dialog reopens from the menu, with its tx link', async () => {
    const user = setup([
      entry('a'.repeat(64), 'Wrap 2 DOGE', { status: 'completed' }),
    ])
    await user.click(
      await screen.findByRole('button', { name: 'Activity: 0 pending' }),
    )
    await user.click(
      await screen.findByRole('button', { name: 'Details: Wrap 2 DOGE' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Completed' })
    expect(dialog).toHaveTextContent('Wrap 2 DOGE')
    expect(dialog).toHaveTextContent('Settled by the indexer.')
    expect(
      within(dialog).getByRole('link', {
        name: `Transaction ${'a'.repeat(64)} in the block explorer`,
      }),
    ).toHaveAttribute('href', `https://explorer.test/tx/${'a'.repeat(64)}`)
  })

  it('behavior: a failed stake says "Stake failed" with the decoded reason', async () => {
    const user = setup([
      entry('d'.repeat(64), 'Stake 1 CARDI', {
        protocol: 'stake-v1',
        payload: { p: 'stake-v1' },
        status: 'failed',
        errorCode: 'UNKNOWN',
      }),
    ])
    await user.click(
      await screen.findByRole('button', { name: 'Activity: 0 pending' }),
    )
    await user.click(
      await screen.findByRole('button', { name: 'Details: Stake 1 CARDI' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Stake failed' })
    expect(dialog).toHaveTextContent('The indexer rejected the operation.')
  })

  it('behavior: a not-found operation says so and can be checked again', async () => {
    const user = setup([
      entry('c'.repeat(64), 'Unwrap 1 WDOGE', { status: 'not-found' }),
    ])
    await user.click(
      await screen.findByRole('button', { name: 'Activity: 0 pending' }),
    )
    const item = (await screen.findAllByTestId('activity-item'))[0]
    expect(item).toHaveTextContent('Not found')
    expect(item).toHaveTextContent('it may have been dropped')
    expect(
      within(item as HTMLElement).getByRole('button', {
        name: 'Check again: Unwrap 1 WDOGE',
      }),
    ).toBeEnabled()
  })

  it('behavior: before the wallet answers, the last address is shown read-only', async () => {
    localStorage.setItem(LAST_WALLET_ADDRESS_STORAGE_KEY, ADDRESS)
    localStorage.setItem(
      getJournalStorageKey(ADDRESS),
      serializeJournal([entry('a'.repeat(64), 'Wrap 2 DOGE')]),
    )
    // The wallet is not connected (yet): it has not granted the site.
    const { wallet } = createTestWallet({ connected: false })
    renderWithProviders(<ActivityMenu />, {
      context: createTestContext({ wallet }),
    })
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Activity: 1 pending' }),
    )
    expect(
      await screen.findByText(
        'Waiting for your wallet: the operations of DPBEgr…8uZVGd, read-only.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('list', { name: 'Operations' })).toHaveTextContent(
      'Wrap 2 DOGE',
    )
    expect(screen.queryByRole('button', { name: 'Clear finished' })).toBeNull()
  })

  it('behavior: "clear finished" keeps the pending operations', async () => {
    const user = setup([
      entry('a'.repeat(64), 'Wrap 2 DOGE'),
      entry('b'.repeat(64), 'Done', { status: 'completed' }),
      entry('c'.repeat(64), 'Broken', { status: 'failed' }),
    ])
    await user.click(
      await screen.findByRole('button', { name: 'Activity: 1 pending' }),
    )
    await user.click(
      await screen.findByRole('button', { name: 'Clear finished' }),
    )
    const list = screen.getByRole('list', { name: 'Operations' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(list).toHaveTextContent('Wrap 2 DOGE')
    expect(
      screen.getByRole('button', { name: 'Clear finished' }),
    ).toBeDisabled()
  })

  it('behavior: nothing submitted yet', async () => {
    const user = setup([])
    await user.click(
      await screen.findByRole('button', { name: 'Activity: 0 pending' }),
    )
    expect(await screen.findByText('No operations yet.')).toBeVisible()
  })
})
