import { SegmentedControl } from '@mantine/core'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '../ui/test/renderUi'

/** A ResizeObserver that reports only when the test says so. */
class ManualResizeObserver {
  static readonly all: ManualResizeObserver[] = []
  readonly targets: Element[] = []
  constructor(readonly callback: ResizeObserverCallback) {
    ManualResizeObserver.all.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {}
  /** The browser's first report, after its layout. */
  static reportAll() {
    for (const observer of ManualResizeObserver.all)
      if (observer.targets.length > 0)
        observer.callback([], observer as unknown as ResizeObserver)
  }
}

// patches/@mantine__core@9.7.3.patch: a FloatingIndicator (SegmentedControl's
// highlight) leaves its first placement to its ResizeObservers. It used to
// read the options' rects in the effects of its first commit, which laid the
// whole newly rendered page out inside the commit.
describe('Mantine FloatingIndicator (patched)', () => {
  let rects: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    ManualResizeObserver.all.length = 0
    vi.stubGlobal('ResizeObserver', ManualResizeObserver)
    rects = vi.spyOn(Element.prototype, 'getBoundingClientRect')
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('reads no layout as it mounts, and is placed at the first report', async () => {
    await renderUi(
      <SegmentedControl
        aria-label="Tokens shown"
        data={['All', 'Completed']}
      />,
    )
    expect(rects).not.toHaveBeenCalled()
    act(() => ManualResizeObserver.reportAll())
    expect(rects).toHaveBeenCalled()
  })

  it('moves at once (animated) when another option is chosen', async () => {
    await renderUi(
      <SegmentedControl
        aria-label="Tokens shown"
        data={['All', 'Completed']}
      />,
    )
    act(() => ManualResizeObserver.reportAll())
    rects.mockClear()
    await userEvent.click(screen.getByRole('radio', { name: 'Completed' }))
    expect(screen.getByRole('radio', { name: 'Completed' })).toBeChecked()
    expect(rects).toHaveBeenCalled()
  })
})

// The same patch: SegmentedControl keeps its options' and its root's nodes
// (which its ref callbacks set while React commits) in a transition. Set
// there directly, they re-rendered it synchronously inside the commit, and
// that render flushed every pending effect of the page into the same task.
describe('Mantine SegmentedControl (patched)', () => {
  it('renders no synchronous update inside the commit that mounts it', async () => {
    const phases: string[] = []
    await renderUi(
      <Profiler id="tabs" onRender={(_id, phase) => phases.push(phase)}>
        <SegmentedControl
          aria-label="Tokens shown"
          data={['All', 'Completed']}
        />
      </Profiler>,
    )
    expect(phases[0]).toBe('mount')
    expect(phases).not.toContain('nested-update')
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
  })
})
