import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CompactAmount } from './CompactAmount'
import { DeferredTooltip } from './DeferredTooltip'
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

function Harness({ onClick }: { readonly onClick: () => void }) {
  return (
    <>
      <DeferredTooltip label="Copy the address">
        <button type="button" onClick={onClick}>
          Copy
        </button>
      </DeferredTooltip>
      <button type="button">Elsewhere</button>
    </>
  )
}

describe('DeferredTooltip', () => {
  it('behavior: the press that mounts it still reaches the trigger, which stays the same node', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    await renderUi(<Harness onClick={onClick} />)
    const trigger = screen.getByRole('button', { name: 'Copy' })
    await user.click(trigger)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Copy the address',
    )
    expect(screen.getByRole('button', { name: 'Copy' })).toBe(trigger)
    expect(trigger).toHaveFocus()
  })

  it('behavior: describes the trigger while open; pointer leave, blur and Escape close it', async () => {
    const user = userEvent.setup()
    await renderUi(<Harness onClick={() => {}} />)
    const trigger = screen.getByRole('button', { name: 'Copy' })
    await user.hover(trigger)
    await screen.findByRole('tooltip')
    expect(trigger).toHaveAccessibleDescription('Copy the address')
    await user.unhover(trigger)
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    expect(trigger).not.toHaveAttribute('aria-describedby')

    await user.tab()
    expect(trigger).toHaveFocus()
    await screen.findByRole('tooltip')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    await user.tab({ shift: true })
    await user.tab()
    await screen.findByRole('tooltip')
    await user.tab()
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })

  it('behavior: a touch opens it until a press elsewhere', async () => {
    const user = userEvent.setup()
    await renderUi(<Harness onClick={() => {}} />)
    const trigger = screen.getByRole('button', { name: 'Copy' })
    await user.pointer({ keys: '[TouchA]', target: trigger })
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Copy the address',
    )
    await user.pointer({
      keys: '[TouchA]',
      target: screen.getByRole('button', { name: 'Elsewhere' }),
    })
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  })
})
