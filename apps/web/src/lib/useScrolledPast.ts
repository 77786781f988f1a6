import { useSyncExternalStore } from 'react'

/**
 * The window's scroll offset as of the last scroll or resize event. Read
 * there, where layout is current, and not after React's commits, where
 * reading `scrollY` would force a layout of the page just committed.
 */
let lastScrollY: number | undefined

function subscribe(onChange: () => void): () => void {
  const listener = () => {
    lastScrollY = window.scrollY
    onChange()
  }
  window.addEventListener('scroll', listener, { passive: true })
  window.addEventListener('resize', listener, { passive: true })
  return () => {
    window.removeEventListener('scroll', listener)
    window.removeEventListener('resize', listener)
  }
}

const scrollY = () => {
  lastScrollY ??= window.scrollY
  return lastScrollY
}

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
