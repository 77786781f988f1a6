import { screen, waitFor } from '@testing-library/react'
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
})
