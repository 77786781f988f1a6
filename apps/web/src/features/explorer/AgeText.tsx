import { Tooltip } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'

/** The age of `ms` in words ("3 minutes ago"), the exact time on hover and focus. */
export function AgeText({ ms }: { readonly ms: number }) {
  const format = useFormatters()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  return (
    <Tooltip
      label={format.dateTime(ms)}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <time
        dateTime={new Date(ms).toISOString()}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the exact time opens on focus
        tabIndex={0}
        // What a saved copy of the page shows (lib/firstScreen).
        data-absolute={format.dateTime(ms)}
      >
        {format.age(ms, Math.max(now, ms))}
      </time>
    </Tooltip>
  )
}
