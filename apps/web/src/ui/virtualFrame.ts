import {
  elementScroll,
  type Rect,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual'

/*
 * A virtualizer's scrolling frame, without layout work in React's commit.
 * TanStack Virtual's defaults read the new frame's size and write its
 * scroll offset (0) in the layout effect of its first commit: the first
 * layout read or write after a page renders lays the whole page out inside
 * the commit, one long task. These two options leave that layout to the
 * browser's own rendering step. Give the virtualizer an `initialRect` (the
 * frame's expected height) for the time before the first report.
 */

/**
 * `observeElementRect` that reads the frame's size only when its
 * ResizeObserver reports one, after the browser's layout and before it
 * paints.
 */
export function observeFrameRect<TItem extends Element>(
  instance: Virtualizer<HTMLElement, TItem>,
  onRect: (rect: Rect) => void,
): undefined | (() => void) {
  const element = instance.scrollElement
  if (element === null || typeof ResizeObserver === 'undefined') return
  const observer = new ResizeObserver(() => {
    onRect({ width: element.clientWidth, height: element.clientHeight })
  })
  observer.observe(element)
  return () => observer.disconnect()
}

const mountedFrames = new WeakSet<HTMLElement>()

/**
 * `scrollToFn` that skips the write of 0 the virtualizer makes as a new
 * frame mounts (a new frame is at 0 already); every later one is
 * TanStack's `elementScroll`.
 */
export const scrollFrame: VirtualizerOptions<
  HTMLElement,
  Element
>['scrollToFn'] = (offset, options, instance) => {
  const element = instance.scrollElement
  if (element !== null && !mountedFrames.has(element)) {
    mountedFrames.add(element)
    if (offset + (options.adjustments ?? 0) === 0) return
  }
  elementScroll(offset, options, instance)
}

/**
 * `measureElement` that takes an item's size only from its ResizeObserver's
 * report, after the browser's layout and before it paints. TanStack's
 * default reads each item's `offsetHeight` as its ref attaches, in the
 * commit: the first read laid the page out there (on the explorer's cards,
 * 24 ms of a 46 ms task). Until its report an item keeps the size last
 * measured for its key, else its estimate. Items are placed by transform,
 * so the correction that follows is no layout shift.
 */
export function measureOnResize<TItem extends Element>(
  element: TItem,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLElement, TItem>,
): number {
  const box = entry?.borderBoxSize?.[0]
  if (box !== undefined)
    return Math.round(
      instance.options.horizontal ? box.inlineSize : box.blockSize,
    )
  const index = instance.indexFromElement(element)
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
  )
}
