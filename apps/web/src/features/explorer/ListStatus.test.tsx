import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/renderWithProviders'
import { ListStatus } from './ListStatus'

describe('ListStatus', () => {
  it('behavior: the first load is one named progressbar with its count as text', () => {
    renderWithProviders(
      <ListStatus
        height={undefined}
        readAtMs={undefined}
        refreshing
        progress={{ loaded: 2000, total: 50000, pages: 2, tokens: [] }}
      />,
    )
    const bar = screen.getByRole('progressbar', { name: 'Token list loading' })
    // Name and value text on the element with the role, none on its
    // container (axe: aria-allowed-attr).
    expect(bar).toHaveAttribute('aria-valuetext', '4%')
    expect(bar).toHaveAttribute('aria-valuenow', '4')
    expect(bar.closest('[aria-valuetext]:not([role="progressbar"])')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Loading tokens: 2,000 of 50,000',
    )
  })
})
