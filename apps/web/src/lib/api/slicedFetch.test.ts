import { describe, expect, it } from 'vitest'
import { createSlicedFetch, FETCH_SLICE_MS } from './slicedFetch'

/**
 * A fetch whose every start takes `costMs` of a clock the test owns, and a
 * "next task" the test runs by hand.
 */
function harness(costMs: number) {
  let clock = 0
  const started: string[] = []
  const tasks: (() => void)[] = []
  const fetchImpl = (url: string) => {
    started.push(url)
    clock += costMs
    if (url.includes('throws')) throw new TypeError('bad URL')
    return url.includes('fails')
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(new Response(url))
  }
  const nextTask = () =>
    new Promise<void>((resolve) => {
      tasks.push(resolve)
    })
  const sliced = createSlicedFetch(fetchImpl, { now: () => clock }, nextTask)
  /** Runs the next task, and the promise callbacks it settles. */
  const runTask = async () => {
    tasks.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return {
    sliced,
    started,
    tasks,
    runTask,
    pass: (ms: number) => {
      clock += ms
    },
  }
}

describe('createSlicedFetch', () => {
  it('starts a request asked for alone at once', async () => {
    const h = harness(5)
    const response = h.sliced('/a', {})
    expect(h.started).toEqual(['/a'])
    expect(await (await response).text()).toBe('/a')
  })

  it("starts one task's requests at once while they are cheap", () => {
    const h = harness(0.1)
    for (const n of [1, 2, 3, 4, 5]) void h.sliced(`/${n}`, {})
    expect(h.started).toEqual(['/1', '/2', '/3', '/4', '/5'])
    expect(h.tasks).toHaveLength(0)
  })

  it('leaves the rest to later tasks once a task has spent its slice, in order', async () => {
    const h = harness(1)
    const responses = ['/1', '/2', '/3', '/4', '/5', '/6'].map((url) =>
      h.sliced(url, {}),
    )
    // 1 ms each: two fit in a 2 ms slice.
    expect(FETCH_SLICE_MS).toBe(2)
    expect(h.started).toEqual(['/1', '/2'])
    await h.runTask()
    expect(h.started).toEqual(['/1', '/2', '/3', '/4'])
    // Asked for while others wait: after them.
    responses.push(h.sliced('/7', {}))
    await h.runTask()
    expect(h.started).toEqual(['/1', '/2', '/3', '/4', '/5', '/6'])
    await h.runTask()
    expect(h.started).toEqual(['/1', '/2', '/3', '/4', '/5', '/6', '/7'])
    const texts = await Promise.all(
      responses.map(async (r) => (await r).text()),
    )
    expect(texts).toEqual(['/1', '/2', '/3', '/4', '/5', '/6', '/7'])
    // Idle again: the next request starts at once.
    h.pass(10)
    await h.runTask()
    void h.sliced('/8', {})
    expect(h.started.at(-1)).toBe('/8')
  })

  it("passes on fetch's failures, thrown or rejected, and goes on with the rest", async () => {
    const h = harness(3)
    const first = expect(h.sliced('/throws', {})).rejects.toThrow('bad URL')
    const second = expect(h.sliced('/fails', {})).rejects.toThrow(
      'Failed to fetch',
    )
    const third = h.sliced('/ok', {})
    await first
    expect(h.started).toEqual(['/throws'])
    await h.runTask()
    await second
    await h.runTask()
    expect(await (await third).text()).toBe('/ok')
  })
})
