import type { DailyFigure } from '@drc20/core'
import type { ReactNode } from 'react'
import type { StatChange } from '../../ui/StatCard'

/** A core daily figure as the kit's change badge (none without a base). */
export function dailyChange(
  figure: DailyFigure | undefined,
  percent: (value: NonNullable<DailyFigure['changePercent']>) => string,
  period: ReactNode,
): StatChange | undefined {
  const p = figure?.changePercent
  if (p === undefined) return undefined
  return {
    percent: percent(p.abs()),
    direction:
      p.isPositive() && !p.isZero() ? 'up' : p.isZero() ? 'flat' : 'down',
    period,
  }
}
