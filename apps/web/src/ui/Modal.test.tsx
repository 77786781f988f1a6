import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Modal } from './Modal'
import { renderUi } from './test/renderUi'

function Harness({
  onExitTransitionEnd,
}: {
  onExitTransitionEnd?: () => void
}) {
  const [opened, setOpened] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        onExitTransitionEnd={onExitTransitionEnd}
        title="Review"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <p>What you will sign</p>
      </Modal>
    </>
  )
}

describe(Modal, () => {
  it('closed, is nothing: the page renders once as it mounts', async () => {
    const phases: string[] = []
    await renderUi(
      <Profiler id="page" onRender={(_id, phase) => phases.push(phase)}>
        <Harness />
      </Profiler>,
    )
    expect(phases).toEqual(['mount'])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens, closes once it has animated out, and opens again', async () => {
    const user = userEvent.setup()
    const exited = vi.fn()
    await renderUi(<Harness onExitTransitionEnd={exited} />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(
      await screen.findByRole('dialog', { name: 'Review' }),
    ).toHaveTextContent('What you will sign')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(exited).toHaveBeenCalledOnce())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(await screen.findByRole('dialog', { name: 'Review' })).toBeVisible()
  })
})
