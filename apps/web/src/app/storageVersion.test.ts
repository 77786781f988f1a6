import { beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_VERSION_KEY } from '../lib/storage/storageKeys'
import { applyStorageVersion } from './storageVersion'

describe(applyStorageVersion, () => {
  beforeEach(() => localStorage.clear())

  it('default: a first visit records the version', () => {
    expect(applyStorageVersion(localStorage, '2')).toBe('keep')
    expect(localStorage.getItem(STORAGE_VERSION_KEY)).toBe('2')
  })

  it('behavior: the same version keeps everything', () => {
    localStorage.setItem(STORAGE_VERSION_KEY, '2')
    localStorage.setItem('drc20:favorites', '["UNIX"]')
    expect(applyStorageVersion(localStorage, '2')).toBe('keep')
    expect(localStorage.getItem('drc20:favorites')).toBe('["UNIX"]')
  })

  it('behavior: a new version clears all but theme, language and the activity journal', () => {
    localStorage.setItem(STORAGE_VERSION_KEY, '1')
    localStorage.setItem('drc20:favorites', '["UNIX"]')
    localStorage.setItem('theme', 'dark')
    localStorage.setItem('LANG', 'vi')
    localStorage.setItem('drc20.activity.v1.DAddr', '[]')
    expect(applyStorageVersion(localStorage, '2')).toBe('reset')
    expect(localStorage.getItem('drc20.activity.v1.DAddr')).toBe('[]')
    expect(localStorage.getItem('drc20:favorites')).toBeNull()
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(localStorage.getItem('LANG')).toBe('vi')
  })

  it('edge: an unversioned language and theme alone are kept without a notice', () => {
    localStorage.setItem('theme', 'dark')
    localStorage.setItem('LANG', 'ko')
    localStorage.setItem('drc20.activity.v1.DAddr', '[]')
    expect(applyStorageVersion(localStorage, '2')).toBe('keep')
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(localStorage.getItem('LANG')).toBe('ko')
    expect(localStorage.getItem(STORAGE_VERSION_KEY)).toBe('2')
  })

  it('behavior: unversioned old data counts as a reset', () => {
    localStorage.setItem('orders', 'x')
    expect(applyStorageVersion(localStorage, '2')).toBe('reset')
    expect(localStorage.getItem('orders')).toBeNull()
  })
})
