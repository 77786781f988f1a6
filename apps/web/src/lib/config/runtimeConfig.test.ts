// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  fillUrlTemplate,
  isAllowedConfigUrl,
  isAllowedOrigin,
  loadRuntimeConfig,
  parseRuntimeConfig,
} from './runtimeConfig'

const shipped = readFileSync(
  fileURLToPath(new URL('../../../public/config.json', import.meta.url)),
  'utf8',
)

const respond = (body: string, status = 200) =>
  (async () => new Response(body, { status })) as unknown as typeof fetch

describe(loadRuntimeConfig, () => {
  it('default: the shipped config.json is valid', async () => {
    const result = await loadRuntimeConfig(respond(shipped), '/config.json')
    expect(result.isOk()).toBe(true)
  })

  it('behavior: an invalid config names the bad fields', async () => {
    const result = await loadRuntimeConfig(
      respond('{"network":"moon"}'),
      '/config.json',
    )
    const error = result._unsafeUnwrapErr()
    expect(error.kind).toBe('invalid')
    expect(error.kind === 'invalid' && error.issues.join()).toContain('network')
  })

  it('behavior: an unreachable config is reported, not thrown', async () => {
    const result = await loadRuntimeConfig(respond('nope', 404), '/config.json')
    expect(result._unsafeUnwrapErr().kind).toBe('unreachable')
  })
})

describe(parseRuntimeConfig, () => {
  const base = JSON.parse(shipped) as Record<string, unknown>
  const APP = 'http://127.0.0.1:4173'

  it('default: the shipped config names a content origin and logo origins', () => {
    const config = parseRuntimeConfig(base, APP)._unsafeUnwrap()
    expect(config.contentOrigin).toBe('http://127.0.0.1:8789')
    expect(config.logoOrigins).toContain(config.contentOrigin)
  })

  it('behavior: logo origins default to none', () => {
    const { logoOrigins: _, ...rest } = base
    expect(parseRuntimeConfig(rest, APP)._unsafeUnwrap().logoOrigins).toEqual(
      [],
    )
  })

  it.each([
    [{ contentOrigin: undefined }, 'contentOrigin'],
    [{ contentOrigin: 'http://content.example' }, 'contentOrigin'],
    [{ contentOrigin: 'https://content.example/path' }, 'contentOrigin'],
    [{ contentOrigin: APP }, 'contentOrigin'],
    [{ logoOrigins: ['javascript:alert(1)'] }, 'logoOrigins'],
    [{ api: { baseUrl: 'http://api.example', version: 'v4' } }, 'api.baseUrl'],
    [{ api: { baseUrl: '//api.example', version: 'v4' } }, 'api.baseUrl'],
    [
      { explorer: { tx: 'javascript:x', block: '/b', address: '/a' } },
      'explorer.tx',
    ],
  ])('behavior: %j is refused, naming %s', (patch, field) => {
    const error = parseRuntimeConfig(
      { ...base, ...patch },
      APP,
    )._unsafeUnwrapErr()
    expect(error.kind === 'invalid' && error.issues.join()).toContain(field)
  })
})

describe(isAllowedConfigUrl, () => {
  it.each([
    ['https://api.example/v4', true],
    ['/api', true],
    ['http://127.0.0.1:8787', true],
    ['http://localhost:8787/x', true],
    ['http://api.example', false],
    ['//api.example', false],
    ['/\\api.example', false],
    ['javascript:alert(1)', false],
    ['api', false],
  ])('behavior: %s → %s', (value, allowed) => {
    expect(isAllowedConfigUrl(value)).toBe(allowed)
  })
})

describe(isAllowedOrigin, () => {
  it.each([
    ['https://c.example', true],
    ['https://c.example/', true],
    ['http://127.0.0.1:8789', true],
    ['https://c.example/ipfs', false],
    ['http://c.example', false],
    ['/content', false],
  ])('behavior: %s → %s', (value, allowed) => {
    expect(isAllowedOrigin(value)).toBe(allowed)
  })
})

describe(fillUrlTemplate, () => {
  it('behavior: fills and encodes placeholders, keeps unknown ones', () => {
    expect(fillUrlTemplate('/tx/{hash}?a={x}', { hash: 'ab/c' })).toBe(
      '/tx/ab%2Fc?a={x}',
    )
  })
})
