import type { Virtualizer } from '@tanstack/react-virtual'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { measureOnResize, observeFrameRect, scrollFrame } from './virtualFrame'

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

describe(measureOnResize, () => {
  const cardsOf = (cached: Map<string, number>) =>
    ({
      options: {
        horizontal: false,
        getItemKey: (index: number) => `row-${index}`,
        estimateSize: () => 135,
      },
      indexFromElement: (element: Element) =>
        Number(element.getAttribute('data-index')),
      itemSizeCache: cached,
    }) as unknown as Frame

  const card = (index: number) => {
    const element = document.createElement('li')
    element.setAttribute('data-index', String(index))
    return element
  }

  it('behavior: as a card attaches, its last size or the estimate, with no layout read', () => {
    const offsetHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get')
    const frame = cardsOf(new Map([['row-1', 162]]))
    expect(measureOnResize(card(0), undefined, frame)).toBe(135)
    expect(measureOnResize(card(1), undefined, frame)).toBe(162)
    expect(offsetHeight).not.toHaveBeenCalled()
  })

  it("behavior: the observer's report is the size", () => {
    const entry = {
      borderBoxSize: [{ blockSize: 171.6, inlineSize: 374 }],
    } as unknown as ResizeObserverEntry
    expect(measureOnResize(card(0), entry, cardsOf(new Map()))).toBe(172)
  })
})
