import { describe, expect, it } from 'vitest'
import {
  compareRouteSpecificity,
  formatRedirects,
  matchRedirect,
  paramShellFile,
  parseRedirects,
} from './redirects'

const shells = ['/market/$tick', '/swap/$tick0/$tick1', '/nft/$tick'].map(
  (route) => ({ route, file: paramShellFile(route) }),
)

describe(formatRedirects, () => {
  it('names each shell with placeholders, then the generic shell for the rest', () => {
    expect(formatRedirects(shells)).toBe(
      [
        '/market/:tick /shells/market/_tick.html 200',
        '/nft/:tick /shells/nft/_tick.html 200',
        '/swap/:tick0/:tick1 /shells/swap/_tick0/_tick1.html 200',
        '/* /shell.html 200',
        '',
      ].join('\n'),
    )
  })
})

describe(compareRouteSpecificity, () => {
  it('puts a fixed segment before a param where two routes part', () => {
    const routes = [
      '/nft/$tick/$tickId',
      '/pool/add/$tick0',
      '/nft/search/$holderAddress',
      '/nft/$tick',
      '/collections/$metaId',
      '/collections/inscription/$fileId',
    ]
    expect([...routes].sort(compareRouteSpecificity)).toEqual([
      '/collections/inscription/$fileId',
      '/collections/$metaId',
      '/nft/search/$holderAddress',
      '/nft/$tick',
      '/nft/$tick/$tickId',
      '/pool/add/$tick0',
    ])
  })

  it('answers a path by the route the router would match', () => {
    const rules = parseRedirects(
      formatRedirects(
        ['/nft/$tick/$tickId', '/nft/search/$holderAddress'].map((route) => ({
          route,
          file: paramShellFile(route),
        })),
      ),
    )
    expect(matchRedirect(rules, '/nft/search/D8xyz')).toBe(
      'shells/nft/search/_holderAddress.html',
    )
    expect(matchRedirect(rules, '/nft/DOGEART/12')).toBe(
      'shells/nft/_tick/_tickId.html',
    )
  })
})

describe(matchRedirect, () => {
  const rules = parseRedirects(formatRedirects(shells))

  it.each([
    ['/market/UNIX', 'shells/market/_tick.html'],
    ['/market/UNIX/', 'shells/market/_tick.html'],
    ['/swap/WDOGE(WRAPPED-DOGE)/UNIX', 'shells/swap/_tick0/_tick1.html'],
    ['/nft/DOGEART', 'shells/nft/_tick.html'],
    ['/nft/DOGEART/12', 'shell.html'],
    ['/swap/UNIX', 'shell.html'],
    ['/market', 'shell.html'],
    ['/accounts/D8xyz', 'shell.html'],
    ['/', 'shell.html'],
  ])('%s is answered by %s', (path, file) => {
    expect(matchRedirect(rules, path)).toBe(file)
  })

  it('skips lines that are not rewrites to a file', () => {
    expect(
      parseRedirects('# comment\n/old /new 301\n\n/a/:b /c.html 200\n'),
    ).toEqual([{ from: ['a', ':b'], file: 'c.html' }])
  })
})
