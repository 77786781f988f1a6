import { useSyncExternalStore } from 'react'

/**
 * The window's scroll offset as of the last scroll or resize event, or the
 * frame after the first subscription. Read there, where layout is current
 * or about to be made anyway, and never in a render or after a commit:
 * reading `scrollY` then forces a layout of the page (the first render's
 * read laid out the page inside it, 9 ms of a 13 ms task on `/pool`).
 */
let lastScrollY: number | undefined

function subscribe(onChange: () => void): () => void {
  const listener = () => {
    lastScrollY = window.scrollY
    onChange()
  }
  window.addEventListener('scroll', listener, { passive: true })
  window.addEventListener('resize', listener, { passive: true })
  // A page opened scrolled (a reload, the back button) fires no scroll
  // event after this subscription: its offset is read in the next frame.
  const frame =
    lastScrollY === undefined ? requestAnimationFrame(listener) : undefined
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame)
    window.removeEventListener('scroll', listener)
    window.removeEventListener('resize', listener)
  }
}

/** Until the first reading: the top, where a page opens. */
const scrollY = () => lastScrollY ?? 0

/**
 * Whether the window is scrolled more than `px` down. The component
 * re-renders only when that flips, not on every scroll event, nor once
 * more after it mounts (Mantine's `useWindowScroll` does both: it keeps
 * the position itself).
 */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY() > px,
    () => false,
  )
}
