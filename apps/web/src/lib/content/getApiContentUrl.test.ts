import { describe, expect, it } from 'vitest'
import { getApiContentUrl } from './getApiContentUrl'

const id = 'ab'.repeat(32)

describe(getApiContentUrl, () => {
  it('default: rebuilt from the id on the named origin', () => {
    expect(getApiContentUrl(`http://127.0.0.1:9/content/${id}?x=1#y`)).toBe(
      `http://127.0.0.1:9/content/${id}`,
    )
    expect(getApiContentUrl('https://ipfs.test/ipfs/Qm123')).toBe(
      'https://ipfs.test/ipfs/Qm123',
    )
  })

  it.each([
    undefined,
    '',
    'not a url',
    `javascript:alert(1)//content/${id}`,
    `data:image/svg+xml,<svg/>`,
    `https://c.test/content/${id}/x`,
    'https://c.test/content/nothex',
    `https://c.test/other/${id}`,
    'https://c.test/ipfs/a%2Fb',
  ])('behavior: refuses %j', (value) => {
    expect(getApiContentUrl(value)).toBeUndefined()
  })

  it('parameters: fileId must be the named file', () => {
    const url = `https://c.test/content/${id}`
    expect(getApiContentUrl(url, id)).toBe(url)
    expect(getApiContentUrl(url, 'cd'.repeat(32))).toBeUndefined()
    expect(getApiContentUrl('https://c.test/ipfs/Qm1', id)).toBeUndefined()
  })
})
