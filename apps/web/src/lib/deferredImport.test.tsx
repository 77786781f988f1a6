import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  type DeferredImport,
  deferImport,
  useDeferredImport,
  whenIdle,
} from './deferredImport'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('deferImport', () => {
  it('imports once, however often it is asked, and tells subscribers', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }))
    const deferred = deferImport(importer)
    const listener = vi.fn()
    deferred.subscribe(listener)
    expect(deferred.get()).toBeUndefined()
    deferred.load()
    deferred.load()
    await flush()
    deferred.load()
    expect(importer).toHaveBeenCalledTimes(1)
    expect(deferred.get()).toEqual({ answer: 42 })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('a failed import is tried again on the next load', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValueOnce('module')
    const deferred = deferImport(importer)
    deferred.load()
    await flush()
    expect(deferred.get()).toBeUndefined()
    deferred.load()
    await flush()
    expect(deferred.get()).toBe('module')
    expect(importer).toHaveBeenCalledTimes(2)
  })

  it('an unsubscribed listener hears nothing', async () => {
    const deferred = deferImport(async () => 1)
    const listener = vi.fn()
    const unsubscribe = deferred.subscribe(listener)
    unsubscribe()
    deferred.load()
    await flush()
    expect(listener).not.toHaveBeenCalled()
  })
})

const probeImporter = vi.fn(async () => ({ label: 'loaded' }))
const probeModule = deferImport(probeImporter)
function Probe() {
  const module = useDeferredImport(probeModule)
  return <p>{module?.label ?? 'waiting'}</p>
}

function Early() {
  return <p>early component</p>
}
function Late() {
  return <p>late component</p>
}
const early = deferImport(async () => Early)
const late = deferImport(async () => Late)
function Host({
  deferred,
}: {
  readonly deferred: DeferredImport<() => ReactNode>
}) {
  const Component = useDeferredImport(deferred)
  return Component ? <Component /> : <p>waiting</p>
}

const askedImporter = vi.fn(async () => ({ label: 'asked for' }))
const asked = deferImport(askedImporter)
function Asked() {
  const module = useDeferredImport(asked, 'asked')
  return (
    <button type="button" onClick={asked.load}>
      {module?.label ?? 'not loaded'}
    </button>
  )
}

describe('useDeferredImport', () => {
  it('is undefined until the page is idle, then the module', async () => {
    render(<Probe />)
    expect(screen.getByText('waiting')).toBeInTheDocument()
    expect(probeImporter).not.toHaveBeenCalled()
    expect(await screen.findByText('loaded')).toBeInTheDocument()
    expect(probeImporter).toHaveBeenCalledTimes(1)
  })

  it('keeps a component as the module (not as a state updater), and shows one loaded before it mounted', async () => {
    early.load()
    await flush()
    render(<Host deferred={early} />)
    expect(screen.getByText('early component')).toBeInTheDocument()
  })

  it("'asked': nothing loads when the page is idle, only when load is called", async () => {
    render(<Asked />)
    // The idle moment the default would have loaded it at (callbacks run
    // in the order they asked).
    await new Promise<void>((resolve) => whenIdle(resolve))
    expect(askedImporter).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'not loaded' }))
    expect(
      await screen.findByRole('button', { name: 'asked for' }),
    ).toBeInTheDocument()
    expect(askedImporter).toHaveBeenCalledTimes(1)
  })

  it('a component that loads after mounting renders', async () => {
    render(<Host deferred={late} />)
    expect(screen.getByText('waiting')).toBeInTheDocument()
    late.load()
    expect(await screen.findByText('late component')).toBeInTheDocument()
  })
})

describe('whenIdle', () => {
  type Request = { run: (deadline: IdleDeadline) => void; cancelled: boolean }
  let requests: Request[]
  beforeEach(() => {
    requests = []
    vi.stubGlobal('requestIdleCallback', (run: Request['run']) => {
      requests.push({ run, cancelled: false })
      return requests.length
    })
    vi.stubGlobal('cancelIdleCallback', (handle: number) => {
      const request = requests[handle - 1]
      if (request) request.cancelled = true
    })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
  const deadline = (remaining: () => number): IdleDeadline => ({
    didTimeout: false,
    timeRemaining: remaining,
  })
  const pending = () => requests.filter((r) => !r.cancelled)

  it('asks once for the callbacks of one task, from a microtask, and runs them in order', async () => {
    const ran: string[] = []
    whenIdle(() => ran.push('a'))
    whenIdle(() => ran.push('b'))
    const cancelC = whenIdle(() => ran.push('c'))
    whenIdle(() => ran.push('d'))
    cancelC()
    expect(requests).toHaveLength(0)
    await Promise.resolve()
    expect(pending()).toHaveLength(1)
    pending()[0]?.run(deadline(() => 10))
    expect(ran).toEqual(['a', 'b', 'd'])
  })

  it('leaves what does not fit in the idle time, and what a callback asks for, to the next', async () => {
    const ran: string[] = []
    whenIdle(() => {
      ran.push('a')
      whenIdle(() => ran.push('a again'))
    })
    whenIdle(() => ran.push('b'))
    await Promise.resolve()
    let left = 1
    requests[0]?.run(deadline(() => (left -= 1)))
    expect(ran).toEqual(['a'])
    expect(pending()).toHaveLength(2)
    requests[1]?.run(deadline(() => 10))
    expect(ran).toEqual(['a', 'b', 'a again'])
  })

  it('withdraws its request once every callback is cancelled', async () => {
    const cancelA = whenIdle(() => {})
    const cancelB = whenIdle(() => {})
    await Promise.resolve()
    cancelA()
    expect(pending()).toHaveLength(1)
    cancelB()
    expect(pending()).toHaveLength(0)
  })

  it('leaves the rest to the next idle moment once a callback used up its slice', async () => {
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    const ran: string[] = []
    whenIdle(() => {
      ran.push('slow')
      now += 6
    })
    whenIdle(() => ran.push('next'))
    await Promise.resolve()
    requests[0]?.run(deadline(() => 40))
    expect(ran).toEqual(['slow'])
    requests[1]?.run(deadline(() => 40))
    expect(ran).toEqual(['slow', 'next'])
  })
})
