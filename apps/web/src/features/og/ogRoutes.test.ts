import { describe, expect, it } from 'vitest'
import { isOgRoute } from './ogRoutes'

describe(isOgRoute, () => {
  it.each([
    ['/stake', ['/stake'], true],
    ['/stake/pool', ['/stake/'], true],
    ['/staked', ['/stake'], false],
    ['/swap', [], false],
    ['/launchpad', ['/stake', '/launchpad'], true],
  ])('behavior: %s under %j → %s', (pathname, routes, gated) => {
    expect(isOgRoute(pathname, routes)).toBe(gated)
  })
})
