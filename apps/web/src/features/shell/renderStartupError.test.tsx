import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderStartupError } from './renderStartupError'

afterEach(() => {
  document.body.replaceChildren()
  document.documentElement.removeAttribute('data-shell-stale')
  vi.restoreAllMocks()
})

describe(renderStartupError, () => {
  it('behavior: replaces the inert, hidden prerendered page with a usable one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // As the prerendered page arrives in another language (app/boot.ts).
    document.documentElement.setAttribute('data-shell-stale', '')
    const root = document.createElement('div')
    root.setAttribute('inert', '')
    root.innerHTML = '<main><h1>Swap</h1></main>'
    document.body.append(root)

    renderStartupError(root, { kind: 'invalid', issues: ['api: missing'] })

    expect(
      await screen.findByRole('heading', { name: 'drc20 could not start' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('config.json')
    expect(screen.queryByRole('heading', { name: 'Swap' })).toBeNull()
    expect(root).not.toHaveAttribute('inert')
    expect(document.documentElement).not.toHaveAttribute('data-shell-stale')
  })
})
