import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CompactAmount } from './CompactAmount'
import { renderUi } from './test/renderUi'

describe('DeferredTooltip (through CompactAmount)', () => {
  it('behavior: no tooltip until used; focus opens it and keeps the focus', async () => {
    const user = userEvent.setup()
    await renderUi(<CompactAmount value={123_456_789_000_000n} />)
    expect(screen.queryByRole('tooltip')).toBeNull()
    await user.tab()
    expect(await screen.findByRole('tooltip')).toHaveTextContent('1,234,567.89')
    expect(document.activeElement).not.toBe(document.body)
    expect(document.activeElement).toHaveTextContent(/^1\.23M/)
  })

  it('behavior: hovering opens it at once', async () => {
    const user = userEvent.setup()
    await renderUi(<CompactAmount value={123_456_789_000_000n} />)
    await user.hover(screen.getByText('1.23M'))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('1,234,567.89')
  })
})
