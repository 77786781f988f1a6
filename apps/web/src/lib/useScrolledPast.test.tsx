import { act, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
})
