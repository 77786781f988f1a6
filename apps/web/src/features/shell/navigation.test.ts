import { describe, expect, it } from 'vitest'
import { DESKTOP_MENU, getMobileMenu } from './navigation'

describe(getMobileMenu, () => {
  it('behavior: flattens groups and drops hidden routes', () => {
    const paths = getMobileMenu()
      .filter((l) => l.kind === 'route')
      .map((l) => l.to)
    expect(paths).toEqual([
      '/',
      '/wallet',
      '/drc20',
      '/inscribe',
      '/inscribe/50000',
      '/nft',
      '/transfer',
      '/market',
      '/pool',
      '/swap',
      '/wdoge',
      '/analytics',
      '/stake',
      '/launchpad',
    ])
    expect(paths).not.toContain('/collections')
  })

  it('behavior: keeps the external links', () => {
    expect(getMobileMenu().filter((l) => l.kind === 'external')).toHaveLength(2)
  })

  it('default: the desktop menu keeps the spec order', () => {
    expect(DESKTOP_MENU.map((e) => e.kind)).toEqual([
      'route',
      'route',
      'external',
      'group',
      'group',
      'group',
      'route',
      'route',
      'route',
      'route',
      'external',
    ])
  })
})
