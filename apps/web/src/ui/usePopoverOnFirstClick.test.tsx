import { Button, Popover } from '@mantine/core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ComponentProps, Profiler } from 'react'
import { describe, expect, it } from 'vitest'
import { renderUi } from './test/renderUi'
import { usePopoverOnFirstClick } from './usePopoverOnFirstClick'

function Settings() {
  const popover = usePopoverOnFirstClick()
  const trigger = (props: ComponentProps<typeof Button<'button'>>) => (
    <Button {...props}>Settings</Button>
  )
  if (!popover.mounted) return trigger(popover.plainTriggerProps)
  return (
    <Popover {...popover.popoverProps} trapFocus returnFocus>
      <Popover.Target>{trigger(popover.targetProps)}</Popover.Target>
      <Popover.Dropdown>
        <label>
          Slippage
          <input />
        </label>
      </Popover.Dropdown>
    </Popover>
  )
}

describe(usePopoverOnFirstClick, () => {
  it('default: a plain trigger that renders once as it mounts', async () => {
    const phases: string[] = []
    await renderUi(
      <Profiler id="settings" onRender={(_id, phase) => phases.push(phase)}>
        <Settings />
      </Profiler>,
    )
    // A closed Mantine Popover renders again right after it mounts.
    expect(phases).toEqual(['mount'])
    const trigger = screen.getByRole('button', { name: 'Settings' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByLabelText('Slippage')).toBeNull()
  })

  it('behavior: the first click opens it; Escape closes it and gives the focus back to its trigger', async () => {
    const user = userEvent.setup()
    await renderUi(<Settings />)
    await user.tab()
    await user.keyboard('{Enter}')
    const field = await screen.findByLabelText('Slippage')
    await waitFor(() => expect(field).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByLabelText('Slippage')).toBeNull())
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus(),
    )
    // Mounted from now on: a click toggles it as Mantine's own would.
    await user.click(screen.getByRole('button', { name: 'Settings' }))
    expect(await screen.findByLabelText('Slippage')).toBeInTheDocument()
  })
})
