import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setIsOgAtom } from '../../lib/og/ogAtoms'
import { createTestContext } from '../../test/createTestContext'
import { renderWithProviders } from '../../test/renderWithProviders'
import { OgGate } from './OgGate'

function setup(isOg: boolean) {
  const context = createTestContext()
  context.store.set(setIsOgAtom, isOg)
  return renderWithProviders(
    <OgGate>
      <p>Staking</p>
    </OgGate>,
    { context },
  )
}

describe('OgGate', () => {
  it('default: others see the OG addresses experience notice', async () => {
    setup(false)
    expect(
      await screen.findByRole('status', { name: 'OG addresses experience' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Staking')).toBeNull()
  })

  it('behavior: an OG address sees the page', () => {
    setup(true)
    expect(screen.getByText('Staking')).toBeInTheDocument()
  })
})
