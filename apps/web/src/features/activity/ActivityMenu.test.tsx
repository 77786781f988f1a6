import { TEST_ADDRESSES } from '@drc20/wallet/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  getJournalStorageKey,
  serializeJournal,
} from '../../lib/activity/journal'
import type { ActivityEntry } from '../../lib/activity/types'
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
        name: 'Transaction bbbbbb…bbbb',
      }),
    ).toHaveAttribute('href', `https://explorer.test/tx/${'b'.repeat(64)}`)
    expect(second).toHaveTextContent('1970')
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
