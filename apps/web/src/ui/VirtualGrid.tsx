import { useMatches } from '@mantine/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useRef } from 'react'
import { observeFrameRect, scrollFrame } from './virtualFrame'

/**
 * A scrolling grid of cards for lists of tens of thousands: only the rows
 * in view (and a few around) are in the document. Columns follow the
 * breakpoints (2 on phones, up to 6 on wide screens). The frame is
 * focusable so the keyboard can scroll it; it is a list for assistive
 * technology, each card a list item with its position.
 */
export function VirtualGrid<Item>({
  items,
  getKey,
  renderItem,
  label,
  rowHeight,
  height = 640,
}: {
  readonly items: readonly Item[]
  readonly getKey: (item: Item) => string
  readonly renderItem: (item: Item) => ReactNode
  /** The list's accessible name. */
  readonly label: string
  /** Estimated height of a row of cards, px. */
  readonly rowHeight: number
  readonly height?: number
}) {
  const columns = useMatches({ base: 2, xs: 3, sm: 4, md: 5, lg: 6 })
  const frame = useRef<HTMLElement>(null)
  const rowCount = Math.ceil(items.length / columns)
  const frameHeight = Math.min(height, rowCount * rowHeight + 8)
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => frame.current,
    estimateSize: () => rowHeight,
    overscan: 3,
    initialRect: { width: 0, height: frameHeight },
    observeElementRect: observeFrameRect,
    scrollToFn: scrollFrame,
  })
  return (
    // A focusable scroller so the keyboard can scroll it (axe: scrollable-region-focusable).
    <section
      ref={frame}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable
      tabIndex={0}
      aria-label={label}
      style={{
        maxHeight: height,
        overflowY: 'auto',
        overflowX: 'hidden',
        contain: 'strict',
        height: frameHeight,
      }}
    >
      <ul
        style={{
          position: 'relative',
          height: virtualizer.getTotalSize(),
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
        aria-label={label}
      >
        {virtualizer.getVirtualItems().map((row) =>
          items
            .slice(row.index * columns, row.index * columns + columns)
            .map((item, column) => (
              <li
                key={getKey(item)}
                aria-setsize={items.length}
                aria-posinset={row.index * columns + column + 1}
                style={{
                  position: 'absolute',
                  top: row.start,
                  left: `${(column * 100) / columns}%`,
                  width: `${100 / columns}%`,
                  padding: 4,
                }}
              >
                {renderItem(item)}
              </li>
            )),
        )}
      </ul>
    </section>
  )
}
