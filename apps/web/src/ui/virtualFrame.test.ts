import type { Virtualizer } from '@tanstack/react-virtual'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { observeFrameRect, scrollFrame } from './virtualFrame'

type Frame = Virtualizer<HTMLElement, Element>

function frameOf(element: HTMLElement): Frame {
  return {
    scrollElement: element,
    options: { horizontal: false },
  } as unknown as Frame
}

describe(observeFrameRect, () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('behavior: reads the frame size only when the observer reports', () => {
    let report: (() => void) | undefined
    const disconnect = vi.fn()
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback
        }
        observe() {}
        disconnect = disconnect
      },
    )
    const height = vi
      .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
      .mockReturnValue(480)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390)
    const onRect = vi.fn()
    const stop = observeFrameRect(
      frameOf(document.createElement('section')),
      onRect,
    )
    expect(height).not.toHaveBeenCalled()
    expect(onRect).not.toHaveBeenCalled()
    report?.()
    expect(onRect).toHaveBeenCalledWith({ width: 390, height: 480 })
    stop?.()
    expect(disconnect).toHaveBeenCalled()
  })
})

describe(scrollFrame, () => {
  it('behavior: skips only the first write of 0 to a new frame', () => {
    const element = document.createElement('section')
    const scrollTo = vi.fn()
    element.scrollTo = scrollTo
    const frame = frameOf(element)
    scrollFrame?.(0, { adjustments: undefined, behavior: undefined }, frame)
    expect(scrollTo).not.toHaveBeenCalled()
    scrollFrame?.(0, { adjustments: undefined, behavior: undefined }, frame)
    scrollFrame?.(120, { adjustments: 0, behavior: 'auto' }, frame)
    expect(scrollTo.mock.calls).toEqual([
      [{ top: 0, behavior: undefined }],
      [{ top: 120, behavior: 'auto' }],
    ])
  })

  it('behavior: writes a first offset other than 0', () => {
    const element = document.createElement('section')
    const scrollTo = vi.fn()
    element.scrollTo = scrollTo
    scrollFrame?.(80, { adjustments: 0, behavior: undefined }, frameOf(element))
    expect(scrollTo).toHaveBeenCalledWith({ top: 80, behavior: undefined })
  })
})
