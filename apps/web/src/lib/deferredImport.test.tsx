import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  type DeferredImport,
  deferImport,
  useDeferredImport,
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

  it('a component that loads after mounting renders', async () => {
    render(<Host deferred={late} />)
    expect(screen.getByText('waiting')).toBeInTheDocument()
    late.load()
    expect(await screen.findByText('late component')).toBeInTheDocument()
  })
})
