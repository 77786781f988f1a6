import { startTransition, useEffect, useState } from 'react'
import { whenIdle } from './deferredImport'

/**
 * `false` until `ready` has been true and the page has then been idle once;
 * `true` from then on. For a page's secondary queries (the market's
 * per-token candles): started with the primary data's render, their
 * requests and timers made that render's task half as long again.
 */
export function useIdleOnce(ready: boolean): boolean {
  const [done, setDone] = useState(false)
  useEffect(() => {
    if (done || !ready) return
    return whenIdle(() => startTransition(() => setDone(true)))
  }, [done, ready])
  return done
}
