import { startTestServer, type TestServer } from '@drc20/api/testing'
import { WDOGE_TICK } from '@drc20/core'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  ACKNOWLEDGED_TICKS_STORAGE_KEY,
  FAVOURITE_TICKS_STORAGE_KEY,
  RECENT_TICKS_STORAGE_KEY,
} from '../../lib/storage/storageKeys'
import { createTestContext } from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { tokenListingReply } from '../../test/tokenListingRow'
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

/** The names listed, in order (each row's flags left out). */
function rows() {
  return within(screen.getByRole('list', { name: 'Tokens' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('[data-token-name]')?.textContent)
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

  describe('token safety', () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer(({ path, body }) =>
        path === '/v4/drc20/collect'
          ? tokenListingReply(body, new Set(['UNIX']))
          : { status: 404, body: '' },
      )
    })
    afterAll(() => server.close())

    it('behavior: the fake WDOGE is flagged and needs the risk step before it is chosen', async () => {
      const onChange = vi.fn()
      const user = userEvent.setup()
      renderWithProviders(
        <TokenSelect
          label="From token"
          value={undefined}
          options={[{ tick: 'UNIX' }, { tick: 'WDOGE' }, { tick: WDOGE_TICK }]}
          onChange={onChange}
        />,
        { context: createTestContext({ apiBaseUrl: server.baseUrl }) },
      )
      await user.click(screen.getByRole('button', { name: /From token/ }))
      const dialog = await screen.findByRole('dialog', { name: 'From token' })
      // Only wrapped DOGE reads as WDOGE; the DRC-20 is named and flagged.
      expect(rows()).toEqual(['UNIX', 'WDOGE', 'WDOGE (DRC-20)'])
      const fake = within(dialog).getByRole('button', {
        name: /^WDOGE \(DRC-20\)/,
      })
      expect(fake).toHaveTextContent('Not WDOGE')
      await waitFor(() => expect(fake).toHaveTextContent('Unverified'))
      await user.click(fake)
      expect(onChange).not.toHaveBeenCalled()
      const step = within(dialog).getByRole('group', {
        name: 'Token risk: WDOGE',
      })
      expect(step).toHaveTextContent('This is not WDOGE')
      const next = within(dialog).getByRole('button', { name: 'Continue' })
      expect(next).toBeDisabled()
      await user.click(
        within(dialog).getByRole('checkbox', {
          name: 'Unverified token — I understand the risk',
        }),
      )
      await user.click(next)
      expect(onChange).toHaveBeenCalledWith({ tick: 'WDOGE' })
      await waitFor(() =>
        expect(localStorage.getItem(ACKNOWLEDGED_TICKS_STORAGE_KEY)).toBe(
          '["WDOGE"]',
        ),
      )
    })
  })
})
