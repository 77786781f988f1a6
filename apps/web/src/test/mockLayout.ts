import { afterEach, beforeEach, vi } from 'vitest'

/**
 * happy-dom lays nothing out: gives every element a size for the tests of
 * the current `describe`, so that virtual lists draw their rows.
 */
export function mockLayout({
  height,
  width = 800,
  rowHeight,
}: {
  /** The scrolling frame's visible height, px. */
  readonly height: number
  readonly width?: number
  /** Each measured row's height, px. */
  readonly rowHeight: number
}) {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(
      height,
    )
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width)
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(
      rowHeight,
    )
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })
}
