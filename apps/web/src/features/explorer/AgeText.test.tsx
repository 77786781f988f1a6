import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { changeLanguageAtom } from '../../i18n/languageAtoms'
import { createTestContext } from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { AgeText } from './AgeText'

const NOW = Date.UTC(2026, 10, 25, 1, 24)

afterEach(() => {
  vi.restoreAllMocks()
})

async function renderAge(agoMs: number, language?: 'ja-JP') {
  vi.spyOn(Date, 'now').mockReturnValue(NOW)
  const store = createStore()
  if (language) await store.set(changeLanguageAtom, language)
  renderWithProviders(<AgeText ms={NOW - agoMs} />, {
    context: createTestContext({ store }),
  })
}

describe('AgeText', () => {
  it.each([
    [0, 'now'],
    [59_000, 'now'],
    [60_000, '1 minute ago'],
    [3 * 60_000 + 5_000, '3 minutes ago'],
    [2 * 3_600_000, '2 hours ago'],
    [86_400_000, 'yesterday'],
    [3 * 86_400_000, '3 days ago'],
    [1_500 * 86_400_000, '1,500 days ago'],
  ])('default: %s ms ago reads "%s"', async (ago, text) => {
    await renderAge(ago)
    expect(screen.getByText(text).tagName).toBe('TIME')
  })

  it('behavior: in the active language', async () => {
    await renderAge(3 * 60_000, 'ja-JP')
    expect(screen.getByText('3 分前')).toBeInTheDocument()
  })

  it('behavior: the exact time opens on focus; a saved copy reads the time in UTC', async () => {
    await renderAge(3 * 60_000)
    const time = screen.getByText('3 minutes ago')
    expect(time).toHaveAttribute('datetime', '2026-11-25T01:21:00.000Z')
    expect(time).toHaveAttribute('data-absolute', '2026-11-25 01:21 UTC')
    await userEvent.setup().tab()
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(NOW - 3 * 60_000),
    )
  })
})
