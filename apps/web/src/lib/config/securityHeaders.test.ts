// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { TEST_CONFIG } from '../../test/testConfig'
import { getContentSecurityPolicy, getSecurityHeaders } from './securityHeaders'

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((d) => {
      const [name, ...values] = d.split(' ')
      return [name, values]
    }),
  )

describe(getContentSecurityPolicy, () => {
  it('default: scripts only from the app, content and logos by origin', () => {
    const csp = directives(
      getContentSecurityPolicy({
        ...TEST_CONFIG,
        contentOrigin: 'https://content.example',
        logoOrigins: ['https://logos.example', 'https://content.example'],
      }),
    )
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://content.example',
      'https://logos.example',
    ])
    expect(csp['frame-src']).toEqual(['https://content.example'])
    expect(csp['worker-src']).toEqual(["'self'"])
    for (const name of [
      'object-src',
      'base-uri',
      'frame-ancestors',
      'form-action',
    ])
      expect(csp[name]).toEqual(["'none'"])
  })

  it('behavior: connect-src lists the absolute API and service origins', () => {
    const csp = directives(
      getContentSecurityPolicy({
        ...TEST_CONFIG,
        api: { baseUrl: 'https://api.example/v4', version: 'v4' },
        devnetAdminUrl: undefined,
        services: {
          ...TEST_CONFIG.services,
          utxoBaseUrl: '/utxo',
          dogePrice: { url: 'https://price.example/p?a=1' },
          fees: [{ kind: 'perKb', url: 'https://api.example/fee' }],
        },
      }),
    )
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.example',
      'https://price.example',
    ])
  })

  it('behavior: only the dev server allows its inline preamble', () => {
    expect(
      directives(getContentSecurityPolicy(TEST_CONFIG))['script-src'],
    ).toEqual(["'self'"])
    const dev = directives(getContentSecurityPolicy(TEST_CONFIG, { dev: true }))
    expect(dev['script-src']).toContain("'unsafe-inline'")
    expect(dev['connect-src']).toContain('ws:')
  })
})

describe(getSecurityHeaders, () => {
  it('default: nosniff and no referrer beside the policy', () => {
    expect(getSecurityHeaders(TEST_CONFIG)).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    })
  })
})
