import { describe, expect, it } from 'vitest'
import { mapWithConcurrency } from './mapWithConcurrency'

describe(mapWithConcurrency, () => {
  it('behavior: never more than the limit in flight, results in order', async () => {
    let inFlight = 0
    let most = 0
    const results = await mapWithConcurrency(
      Array.from({ length: 50 }, (_, i) => i),
      4,
      async (i) => {
        inFlight++
        most = Math.max(most, inFlight)
        await new Promise((resolve) => setTimeout(resolve, i % 3))
        inFlight--
        return i * 2
      },
    )
    expect(most).toBe(4)
    expect(results).toEqual(Array.from({ length: 50 }, (_, i) => i * 2))
  })

  it('behavior: nothing to do', async () => {
    expect(await mapWithConcurrency([], 4, async () => 1)).toEqual([])
  })
})
