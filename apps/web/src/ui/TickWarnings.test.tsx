import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TickWarnings } from './TickWarnings'
import { renderUi } from './test/renderUi'

describe(TickWarnings, () => {
  it('default: each warning is a word with its explanation', async () => {
    await renderUi(
      <TickWarnings
        warnings={[
          { code: 'UNVERIFIED' },
          { code: 'LOOKALIKE', ticks: ['D0GE'] },
        ]}
      />,
    )
    expect(screen.getByText('Unverified')).toBeTruthy()
    expect(
      screen.getByLabelText('Lookalike: Looks like another token: D0GE'),
    ).toBeTruthy()
  })

  it('behavior: nothing without warnings', async () => {
    const { container } = await renderUi(<TickWarnings warnings={[]} />)
    expect(container.querySelector('.mantine-Badge-root')).toBeNull()
  })
})
