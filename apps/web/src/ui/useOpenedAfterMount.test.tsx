import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useOpenedAfterMount } from './useOpenedAfterMount'

function Probe({ opened, seen }: { opened: boolean; seen: boolean[] }) {
  const shown = useOpenedAfterMount(opened)
  seen.push(shown)
  return <p>{shown ? 'open' : 'closed'}</p>
}

const nextFrame = () =>
  act(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => resolve())),
  )

describe('useOpenedAfterMount', () => {
  it('stays closed through the mount and its effects, and opens a frame later', async () => {
    const seen: boolean[] = []
    render(<Probe opened seen={seen} />)
    // render() ran the effects and their updates, as a click's would run.
    expect(screen.getByText('closed')).toBeInTheDocument()
    await nextFrame()
    expect(screen.getByText('open')).toBeInTheDocument()
    expect(seen[0]).toBe(false)
  })

  it('follows opened once mounted', async () => {
    const seen: boolean[] = []
    const { rerender } = render(<Probe opened={false} seen={seen} />)
    await nextFrame()
    expect(screen.getByText('closed')).toBeInTheDocument()
    rerender(<Probe opened seen={seen} />)
    expect(screen.getByText('open')).toBeInTheDocument()
    rerender(<Probe opened={false} seen={seen} />)
    expect(screen.getByText('closed')).toBeInTheDocument()
  })
})
