import { bench, describe, expect } from 'vitest'
import { getTokensRoute } from './drc20/getTokens.js'
import { decodeWith } from './transport/decodeWith.js'
import { parseJsonBody } from './transport/parseJsonBody.js'
import { decodeRouteResponse } from './transport/postRoute.js'

/** A realistic 1000-token v4 drc20/collect page (~560 kB of JSON). */
function collectPage(rows: number): string {
  const data = Array.from({ length: rows }, (_, i) => ({
    tick: `T${i}`,
    max_amt: '99999999999999999999999999999999999999999',
    mint_amt: String(2_100_000_000_000_000n + BigInt(i)),
    dec: 0,
    lim: '100000000000',
    holders: 1861 + i,
    transactions: 1879,
    deploy_time: 1735599601,
    last_mint_time: i % 2 === 0 ? 1735603081 : null,
    deploy_by: 'D6DKBtcmHcgLxA51xjDfdSeiXb1siNDYWE',
    inscription:
      'c411b32c6a5733708858fd566220b379df269c50e5a71892548a3df4442123e2',
    logo: 'https://ipfs.unielon.com/ipfs/QmRchX6riiSdSwTL3TvaxRSnDm3BTFDcPjZJxQewVYhALM',
    introduction: 'UNIX is the utility token of the Unielon DRC-20 ecosystem.',
    white_paper: '',
    official: 'https://unielon.com',
    telegram: 'https://t.me/unielon',
    discorad: '',
    twitter: 'https://twitter.com/unielon',
    facebook: '',
    github: '',
    is_check: 1,
  }))
  return JSON.stringify({ code: 200, msg: 'success', data, total: 11876 })
}

const text = collectPage(1000)
const sanity = decodeRouteResponse(getTokensRoute, { status: 200, text })
expect(sanity._unsafeUnwrap().items).toHaveLength(1000)

describe('decode a 1000-token drc20/collect page', () => {
  bench(
    'lossless parse + valibot schema + wire -> domain',
    () => {
      const result = decodeRouteResponse(getTokensRoute, { status: 200, text })
      if (result.isErr()) throw new Error('decode failed')
    },
    { time: 3000, warmupTime: 1000 },
  )
})

describe('decode a 1000-token page, by stage', () => {
  const parsed = parseJsonBody(text)._unsafeUnwrap()
  const data =
    typeof parsed === 'object' && parsed !== null && 'data' in parsed
      ? parsed.data
      : null
  bench('parse only (native fast path)', () => {
    parseJsonBody(text)
  })
  bench('schema + conversion only', () => {
    decodeWith(getTokensRoute.data, data)
  })
})

describe('lossless parse of a page with bare integers above 2^53', () => {
  // v3-style rows: `max_amt` as a bare 41-digit number forces the exact
  // (lossless-json) parser instead of the native fast path.
  const v3Text = text.replaceAll(
    '"max_amt":"99999999999999999999999999999999999999999"',
    '"max_amt":99999999999999999999999999999999999999999',
  )
  bench('lossless parse only (slow path)', () => {
    parseJsonBody(v3Text)
  })
})
