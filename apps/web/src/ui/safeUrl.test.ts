import { describe, expect, it } from 'vitest'
import { getAllowedLogoUrl, getExplorerUrl, getHttpUrl } from './safeUrl'

const base = 'https://app.test/swap'

describe(getHttpUrl, () => {
  it.each([
    ['https://a.test/x', 'https://a.test/x'],
    ['http://127.0.0.1:8787/y', 'http://127.0.0.1:8787/y'],
    ['/api/tx/1', 'https://app.test/api/tx/1'],
    ['javascript:alert(1)', undefined],
    [' JavaScript:alert(1)', undefined],
    ['data:image/svg+xml,<svg/>', undefined],
    ['vbscript:x', undefined],
    ['', undefined],
    [undefined, undefined],
    ['http://[bad', undefined],
  ])('behavior: %s → %s', (value, expected) => {
    expect(getHttpUrl(value, base)).toBe(expected)
  })
})

describe(getAllowedLogoUrl, () => {
  const origins = ['https://logos.test/', 'http://127.0.0.1:8787']

  it('default: a logo from a listed origin is kept', () => {
    expect(getAllowedLogoUrl('https://logos.test/a.png', origins, base)).toBe(
      'https://logos.test/a.png',
    )
    expect(
      getAllowedLogoUrl('http://127.0.0.1:8787/l/b.webp', origins, base),
    ).toBe('http://127.0.0.1:8787/l/b.webp')
  })

  it.each([
    'https://evil.test/a.png',
    'https://logos.test.evil.test/a.png',
    'http://logos.test/a.png',
    'https://logos.test:444/a.png',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    '<img src=x onerror=alert(1)>',
    '/same-origin.png',
  ])('behavior: %s is refused', (logo) => {
    expect(getAllowedLogoUrl(logo, origins, base)).toBeUndefined()
  })

  it('behavior: nothing is allowed without a list', () => {
    expect(getAllowedLogoUrl('https://logos.test/a.png', [], base)).toBe(
      undefined,
    )
  })

  it('behavior: a malformed list entry is ignored', () => {
    expect(
      getAllowedLogoUrl('https://logos.test/a.png', ['::', ...origins], base),
    ).toBe('https://logos.test/a.png')
  })
})

describe(getExplorerUrl, () => {
  it('default: fills and encodes the placeholders', () => {
    expect(
      getExplorerUrl('https://x.test/tx/{hash}', { hash: 'a b/c' }, base),
    ).toBe('https://x.test/tx/a%20b%2Fc')
  })

  it('behavior: a relative template resolves against the page', () => {
    expect(
      getExplorerUrl('/api/explorer/block/{hash}', { hash: '7' }, base),
    ).toBe('https://app.test/api/explorer/block/7')
  })

  it('behavior: an unfilled placeholder or a non-http template gives nothing', () => {
    expect(getExplorerUrl('https://x.test/{hash}', {}, base)).toBeUndefined()
    expect(
      getExplorerUrl('javascript:alert({hash})', { hash: '1' }, base),
    ).toBeUndefined()
    expect(getExplorerUrl(undefined, { hash: '1' }, base)).toBeUndefined()
  })
})
