import { describe, expect, it } from 'vitest'
import {
  LANGUAGE_STORAGE_KEY,
  PERSIST_DEBOUNCE_MS,
  THEME_STORAGE_KEY,
} from './storageKeys'

describe('storage keys', () => {
  it('default: spec values', () => {
    expect(THEME_STORAGE_KEY).toBe('theme')
    expect(LANGUAGE_STORAGE_KEY).toBe('LANG')
    expect(PERSIST_DEBOUNCE_MS).toBe(300)
  })
})
