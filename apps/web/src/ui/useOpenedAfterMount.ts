import { useEffect, useState } from 'react'

/**
 * `opened`, held at `false` until a frame after the component mounted. A
 * Mantine modal or drawer mounted open shows at once, without its
 * transition, and so does one opened in the commit after it mounted: after
 * a click React runs the effects, and their updates, before the browser
 * paints. Mounted closed and opened a frame later, it animates in. For an
 * overlay that mounts only when it is first opened (`Modal`, the cart's
 * drawer, the mobile menu's lazily loaded drawer), so that every opening
 * animates.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  return mounted && opened
}
