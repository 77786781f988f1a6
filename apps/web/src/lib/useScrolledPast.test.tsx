import { act, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useScrolledPast } from './useScrolledPast'

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}

let renders = 0

function Probe() {
  renders += 1
  return <p>{useScrolledPast(100) ? 'past' : 'above'}</p>
}

/** Renders with a freshly imported hook, telling when its render runs. */
function Fresh({
  useScrolled,
  onRender,
}: {
  readonly useScrolled: (px: number) => boolean
  readonly onRender: (rendering: boolean) => void
}) {
  onRender(true)
  const past = useScrolled(100)
  onRender(false)
  return <p>{past ? 'past' : 'above'}</p>
}

describe('useScrolledPast', () => {
  it('re-renders only when the offset crosses the threshold', () => {
    scrollTo(0)
    renders = 0
    const view = render(<Probe />)
    expect(view.container.textContent).toBe('above')
    const mounted = renders

    scrollTo(50)
    scrollTo(100)
    expect(renders).toBe(mounted)
    scrollTo(101)
    expect(view.container.textContent).toBe('past')
    scrollTo(400)
    scrollTo(900)
    expect(renders).toBe(mounted + 1)
    scrollTo(0)
    expect(view.container.textContent).toBe('above')
    expect(renders).toBe(mounted + 2)
  })

  it('never reads the offset while rendering; a page opened scrolled is read in the next frame', async () => {
    vi.resetModules()
    const fresh = await import('./useScrolledPast')
    let reads = 0
    let rendering = false
    let readsInRender = 0
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1
        if (rendering) readsInRender += 1
        return 500
      },
    })
    const view = render(
      <Fresh
        useScrolled={fresh.useScrolledPast}
        onRender={(on) => {
          rendering = on
        }}
      />,
    )
    expect(view.container.textContent).toBe('above')
    await act(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => resolve())),
    )
    expect(view.container.textContent).toBe('past')
    expect(reads).toBeGreaterThan(0)
    expect(readsInRender).toBe(0)
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  })
})
