import { describe, expect, it, vi } from 'vitest'
import { createApprovalQueue } from './createApprovalQueue.js'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe(createApprovalQueue, () => {
  it('default: runs jobs one at a time, in order', async () => {
    const queue = createApprovalQueue(() => {})
    const a = deferred<string>()
    const b = deferred<string>()
    const startB = vi.fn(() => b.promise)
    const first = queue.enqueue(
      'a',
      () => a.promise,
      () => 'cancelled',
    )
    const second = queue.enqueue('b', startB, () => 'cancelled')
    expect(queue.getPending()).toEqual({ method: 'a', queued: 1 })
    await Promise.resolve()
    expect(startB).not.toHaveBeenCalled()
    a.resolve('A')
    expect(await first).toBe('A')
    expect(startB).toHaveBeenCalledOnce()
    expect(queue.getPending()).toEqual({ method: 'b', queued: 0 })
    b.resolve('B')
    expect(await second).toBe('B')
    expect(queue.getPending()).toBeUndefined()
  })

  it('behavior: a job that throws rejects its caller and frees the queue', async () => {
    const queue = createApprovalQueue(() => {})
    const failing = queue.enqueue(
      'a',
      () => Promise.reject(new Error('bug')),
      () => 'x',
    )
    const next = queue.enqueue(
      'b',
      async () => 'B',
      () => 'x',
    )
    await expect(failing).rejects.toThrow('bug')
    expect(await next).toBe('B')
  })

  it('behavior: close settles the running and the waiting jobs with their cancel value', async () => {
    const queue = createApprovalQueue(() => {})
    const never = new Promise<string>(() => {})
    const first = queue.enqueue(
      'a',
      () => never,
      () => 'cancel-a',
    )
    const second = queue.enqueue(
      'b',
      () => never,
      () => 'cancel-b',
    )
    queue.close()
    expect(await first).toBe('cancel-a')
    expect(await second).toBe('cancel-b')
    expect(queue.getPending()).toBeUndefined()
    expect(
      await queue.enqueue(
        'c',
        () => never,
        () => 'cancel-c',
      ),
    ).toBe('cancel-c')
  })

  it('behavior: reports every change of the pending approval', async () => {
    const onChange = vi.fn()
    const queue = createApprovalQueue(onChange)
    await queue.enqueue(
      'a',
      async () => 1,
      () => 0,
    )
    expect(onChange).toHaveBeenCalled()
    expect(queue.getPending()).toBeUndefined()
  })
})
