// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  getContentUrl,
  getContentUrlFromApi,
  parseContentUrl,
} from './contentUrl'

const ORIGIN = 'https://content.test'
const HASH = 'ab'.repeat(32)

describe(getContentUrl, () => {
  it('default: an inscription by its tx hash, an upload by its cid', () => {
    expect(getContentUrl(ORIGIN, { kind: 'inscription', txHash: HASH })).toBe(
      `${ORIGIN}/content/${HASH}`,
    )
    expect(
      getContentUrl(`${ORIGIN}/`, { kind: 'ipfs', cid: 'bafyAb-_9' }),
    ).toBe(`${ORIGIN}/ipfs/bafyAb-_9`)
  })

  it('behavior: the hash is lower-cased, the origin alone is kept', () => {
    expect(
      getContentUrl('https://content.test:8443/x?y', {
        kind: 'inscription',
        txHash: HASH.toUpperCase(),
      }),
    ).toBe(`https://content.test:8443/content/${HASH}`)
  })

  it.each([
    `${HASH}i0`,
    `../${HASH.slice(3)}`,
    `${HASH.slice(1)}/`,
    'ab'.repeat(33),
    '',
  ])('behavior: the inscription id %j gives no URL', (txHash) => {
    expect(
      getContentUrl(ORIGIN, { kind: 'inscription', txHash }),
    ).toBeUndefined()
  })

  it.each(['..', 'a/b', 'a.b', 'a%2fb', 'a?x=1', 'a#b', '', 'x'.repeat(129)])(
    'behavior: the cid %j gives no URL',
    (cid) => {
      expect(getContentUrl(ORIGIN, { kind: 'ipfs', cid })).toBeUndefined()
    },
  )

  it.each([undefined, '', 'javascript:alert(1)', 'data:text/html,x', '/rel'])(
    'behavior: no URL without an http(s) content origin (%j)',
    (origin) => {
      expect(
        getContentUrl(origin, { kind: 'inscription', txHash: HASH }),
      ).toBeUndefined()
    },
  )

  it('property: every URL built stays on the content origin under /content or /ipfs', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (id, ipfs) => {
        const url = getContentUrl(
          ORIGIN,
          ipfs
            ? { kind: 'ipfs', cid: id }
            : { kind: 'inscription', txHash: id },
        )
        if (url === undefined) return
        const parsed = new URL(url)
        expect(parsed.origin).toBe(ORIGIN)
        expect(parsed.pathname).toMatch(/^\/(content|ipfs)\/[A-Za-z0-9_-]+$/)
        expect(parsed.search + parsed.hash).toBe('')
      }),
    )
  })
})

describe(parseContentUrl, () => {
  it('default: reads the id of a content URL on the content origin', () => {
    expect(parseContentUrl(ORIGIN, `${ORIGIN}/content/${HASH}`)).toEqual({
      kind: 'inscription',
      txHash: HASH,
    })
    expect(parseContentUrl(ORIGIN, `${ORIGIN}/ipfs/bafyx`)).toEqual({
      kind: 'ipfs',
      cid: 'bafyx',
    })
  })

  it.each([
    undefined,
    `https://evil.test/content/${HASH}`,
    `http://content.test/content/${HASH}`,
    `${ORIGIN}/content/${HASH}/x`,
    `${ORIGIN}/content/nothex`,
    `${ORIGIN}/other/${HASH}`,
    `javascript:${ORIGIN}/content/${HASH}`,
  ])('behavior: %j names no content', (value) => {
    expect(parseContentUrl(ORIGIN, value)).toBeUndefined()
  })
})

describe(getContentUrlFromApi, () => {
  it('behavior: rebuilds the URL from its id, dropping query and fragment', () => {
    expect(getContentUrlFromApi(ORIGIN, `${ORIGIN}/ipfs/bafyx?a=1#b`)).toBe(
      `${ORIGIN}/ipfs/bafyx`,
    )
    expect(
      getContentUrlFromApi(ORIGIN, `https://evil.test/ipfs/bafyx`),
    ).toBeUndefined()
  })
})
