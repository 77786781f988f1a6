import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_STORAGE_KEY } from '../../lib/storage/storageKeys'
import { renderWithProviders } from '../../test/renderWithProviders'
import { LanguageMenu } from './LanguageMenu'

describe('LanguageMenu', () => {
  it('behavior: choosing a language activates and remembers it', async () => {
    const user = userEvent.setup()
    renderWithProviders(<LanguageMenu />)

    await user.click(
      screen.getByRole('button', { name: 'Language: English EN' }),
    )
    await user.click(await screen.findByRole('menuitem', { name: '日本語' }))

    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: '言語：日本語 日本' }),
      ).toBeInTheDocument(),
    )
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ja-JP')
    expect(document.documentElement.lang).toBe('ja-JP')
  })

  it('behavior: its menu mounts on the first click, not when the popups load; focus stays on the trigger', async () => {
    const user = userEvent.setup()
    renderWithProviders(<LanguageMenu />)
    const trigger = screen.getByRole('button', { name: 'Language: English EN' })
    // Focus loads the popups; once they have loaded, the trigger is still
    // the plain button (a mounted menu would have replaced it).
    await user.tab()
    expect(trigger).toHaveFocus()
    await act(async () => {
      await import('./headerPopups')
    })
    await act(async () => {})
    expect(screen.getByRole('button', { name: 'Language: English EN' })).toBe(
      trigger,
    )

    await user.keyboard('{Enter}')
    expect(
      await screen.findByRole('menuitem', { name: '日本語' }),
    ).toBeInTheDocument()
    const mounted = screen.getByRole('button', { name: 'Language: English EN' })
    expect(mounted).not.toBe(trigger)
    expect(mounted).toHaveAttribute('aria-expanded', 'true')
  })
})
