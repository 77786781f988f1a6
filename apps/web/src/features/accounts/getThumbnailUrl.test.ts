import { describe, expect, it } from 'vitest'
import { getThumbnailUrl } from './getThumbnailUrl'

describe(getThumbnailUrl, () => {
  it.each([
    ['https://c.test/content/abc123?x=1#y', 'https://c.test/content/abc123'],
    ['http://127.0.0.1:9/ipfs/Qm_x-1', 'http://127.0.0.1:9/ipfs/Qm_x-1'],
  ])('default: %s → %s', (value, expected) => {
    expect(getThumbnailUrl(value)).toBe(expected)
  })

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'https://c.test/content/../../x',
    'https://c.test/other/abc',
    'https://c.test/content/a%2Fb',
    '',
  ])('behavior: refuses %s', (value) => {
    expect(getThumbnailUrl(value)).toBeUndefined()
  })
})
