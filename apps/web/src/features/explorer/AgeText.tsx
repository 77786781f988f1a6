import { type Elapsed, getElapsed } from '@drc20/core'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useFormatters } from '../../i18n/useFormatters'
import { DeferredTooltip } from '../../ui/DeferredTooltip'

/** The exact local time, built only when its tooltip opens. */
function ExactTime({ ms }: { readonly ms: number }) {
  return useFormatters().dateTime(ms)
}

/**
 * The moment in UTC, minute precision, without Intl: what a saved copy of
 * the page shows in place of the age (lib/firstScreen).
 */
function utcMinute(ms: number): string {
  const iso = new Date(ms).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`
}

/**
 * The age of `ms` in words ("3 minutes ago"), the exact time on hover and
 * focus. The words are the catalog's and the count core's formatter's: a
 * page's first Intl formatter loads the language's data (about 30 ms, 80
 * for a date style), which the exact time's tooltip pays only when opened.
 */
export function AgeText({ ms }: { readonly ms: number }) {
  const { t } = useLingui()
  const { integer } = useFormatters()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  const elapsed: Elapsed = getElapsed(ms, Math.max(now, ms))
  const text = (() => {
    if (elapsed.unit === 'now') return t`now`
    const count = elapsed.count
    const n = integer(count)
    switch (elapsed.unit) {
      case 'minute':
        return plural(count, {
          one: `${n} minute ago`,
          other: `${n} minutes ago`,
        })
      case 'hour':
        return plural(count, { one: `${n} hour ago`, other: `${n} hours ago` })
      case 'day':
        return count === 1
          ? t`yesterday`
          : plural(count, { one: `${n} day ago`, other: `${n} days ago` })
    }
  })()
  return (
    <DeferredTooltip label={<ExactTime ms={ms} />} withArrow>
      <time
        dateTime={new Date(ms).toISOString()}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the exact time opens on focus
        tabIndex={0}
        // What a saved copy of the page shows (lib/firstScreen).
        data-absolute={utcMinute(ms)}
      >
        {text}
      </time>
    </DeferredTooltip>
  )
}
