import { afterEach, describe, expect, it } from 'vitest'
import { startEarlyCacheReads, takeEarlyCacheRead } from './earlyCacheReads'

afterEach(() => {
  // Whatever a test started and did not take.
  takeEarlyCacheRead('tokenList')
})

describe('early cache reads', () => {
  it('behavior: the explorer starts its list read, taken once', async () => {
    startEarlyCacheReads('/drc20/')
    const read = takeEarlyCacheRead('tokenList')
    expect(read).toBeInstanceOf(Promise)
    // No IndexedDB here: the read resolves to nothing, never throws.
    await expect(read).resolves.toBeUndefined()
    expect(takeEarlyCacheRead('tokenList')).toBeUndefined()
  })

  it('behavior: other pages start nothing', () => {
    for (const path of ['/', '/swap', '/drc20/DOGE', '/drc20x'])
      startEarlyCacheReads(path)
    expect(takeEarlyCacheRead('tokenList')).toBeUndefined()
  })
})
