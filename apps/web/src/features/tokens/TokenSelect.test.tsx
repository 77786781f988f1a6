import { WDOGE_TICK } from '@drc20/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  FAVOURITE_TICKS_STORAGE_KEY,
  RECENT_TICKS_STORAGE_KEY,
} from '../../lib/storage/storageKeys'
import { renderWithProviders } from '../../test/renderWithProviders'
import type { TokenOption } from './atoms'
import { TokenSelect } from './TokenSelect'

const OPTIONS: readonly TokenOption[] = [
  { tick: 'UNIX' },
  { tick: 'CARDI' },
  { tick: WDOGE_TICK },
  { tick: WDOGE_TICK, doge: true },
]

function setup(value?: TokenOption) {
  const onChange = vi.fn()
  const view = renderWithProviders(
    <TokenSelect
      label="From token"
      value={value}
      options={OPTIONS}
      onChange={onChange}
    />,
  )
  return { ...view, onChange, user: userEvent.setup() }
}

function rows() {
  return within(screen.getByRole('list', { name: 'Tokens' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.replace(/[★☆]/g, ''))
}

describe('TokenSelect', () => {
  it('default: shows the choice; WDOGE paid natively reads DOGE', () => {
    setup({ tick: WDOGE_TICK, doge: true })
    expect(
      screen.getByRole('button', { name: 'From token: DOGE' }),
    ).toBeInTheDocument()
  })

  it('behavior: search filters, choosing calls onChange and records a recent', async () => {
    const { user, onChange } = setup()
    await user.click(
      screen.getByRole('button', { name: 'From token: select a token' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'From token' })
    await user.type(within(dialog).getByLabelText('Search name'), 'doge')
    expect(rows()).toEqual(['DOGE', 'WDOGE'])
    await user.click(within(dialog).getByRole('button', { name: 'DOGE' }))
    expect(onChange).toHaveBeenCalledWith({ tick: WDOGE_TICK, doge: true })
    // Persisted after the spec's 300 ms debounce.
    await waitFor(() =>
      expect(localStorage.getItem(RECENT_TICKS_STORAGE_KEY)).toBe('["DOGE"]'),
    )
  })

  it('behavior: a favourite is listed first and persisted', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: /From token/ }))
    await screen.findByRole('dialog', { name: 'From token' })
    const star = screen.getByRole('button', { name: 'Favourite UNIX' })
    expect(star).toHaveAttribute('aria-pressed', 'false')
    await user.click(star)
    expect(star).toHaveAttribute('aria-pressed', 'true')
    expect(rows()[0]).toBe('UNIX')
    await waitFor(() =>
      expect(localStorage.getItem(FAVOURITE_TICKS_STORAGE_KEY)).toBe(
        '["UNIX"]',
      ),
    )
  })

  it('behavior: corrupted stored lists are ignored', async () => {
    localStorage.setItem(FAVOURITE_TICKS_STORAGE_KEY, '{oops')
    localStorage.setItem(RECENT_TICKS_STORAGE_KEY, '{"__type":"bigint"}')
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: /From token/ }))
    await screen.findByRole('dialog', { name: 'From token' })
    expect(rows()).toEqual(['CARDI', 'DOGE', 'UNIX', 'WDOGE'])
    expect(screen.queryByRole('group', { name: 'Recent tokens' })).toBeNull()
  })
})
