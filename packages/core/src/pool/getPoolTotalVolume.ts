import type { TvlPoint } from '../domain/tvl.js'

/**
 * A pool's all-time volume (WDOGE koinu): the sum of its daily TVL rows'
 * volumes (v4 swap/tvl).
 */
export function getPoolTotalVolume(
  days: readonly Pick<TvlPoint, 'baseVolume'>[],
): bigint {
  return days.reduce((total, day) => total + day.baseVolume, 0n)
}
