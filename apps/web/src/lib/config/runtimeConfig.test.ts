// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { fillUrlTemplate, loadRuntimeConfig } from './runtimeConfig'

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

describe(fillUrlTemplate, () => {
  it('behavior: fills and encodes placeholders, keeps unknown ones', () => {
    expect(fillUrlTemplate('/tx/{hash}?a={x}', { hash: 'ab/c' })).toBe(
      '/tx/ab%2Fc?a={x}',
    )
  })
})
