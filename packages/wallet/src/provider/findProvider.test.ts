import { describe, expect, it } from 'vitest'
import { findProvider } from './findProvider.js'

const provider = () => ({
  requestAccounts: async () => [],
  getAccounts: async () => [],
})

describe(findProvider, () => {
  it('default: nothing when no host or no global', () => {
    expect(findProvider(undefined)).toBeUndefined()
    expect(findProvider({})).toBeUndefined()
  })

  it('behavior: prefers dogeuni over unielon', () => {
    const dogeuni = provider()
    const found = findProvider({ dogeuni, unielon: provider() })
    expect(found?.via).toBe('dogeuni')
    expect(found?.provider).toBe(dogeuni)
  })

  it('behavior: falls back to unielon', () => {
    expect(findProvider({ unielon: provider() })?.via).toBe('unielon')
  })

  it('behavior: ignores globals that are not provider-shaped', () => {
    expect(findProvider({ dogeuni: {}, unielon: 'x' })).toBeUndefined()
  })
})
