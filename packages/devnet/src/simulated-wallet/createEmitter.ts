type Listener = (...args: unknown[]) => void

/** The Node-style EventEmitter surface of the provider (docs/wallet.md §5). */
export type Emitter = {
  on: (event: string, fn: Listener) => Emitter
  addListener: (event: string, fn: Listener) => Emitter
  once: (event: string, fn: Listener) => Emitter
  off: (event: string, fn: Listener) => Emitter
  removeListener: (event: string, fn: Listener) => Emitter
  removeAllListeners: (event?: string) => Emitter
  listeners: (event: string) => Listener[]
  listenerCount: (event: string) => number
  emit: (event: string, ...args: unknown[]) => boolean
}

export function createEmitter(): Emitter {
  const map = new Map<string, Listener[]>()
  const emitter: Emitter = {
    on(event, fn) {
      map.set(event, [...(map.get(event) ?? []), fn])
      return emitter
    },
    addListener: (event, fn) => emitter.on(event, fn),
    once(event, fn) {
      const wrapped: Listener = (...args) => {
        emitter.removeListener(event, wrapped)
        fn(...args)
      }
      return emitter.on(event, wrapped)
    },
    off: (event, fn) => emitter.removeListener(event, fn),
    removeListener(event, fn) {
      const list = map.get(event) ?? []
      const i = list.lastIndexOf(fn)
      if (i >= 0) map.set(event, [...list.slice(0, i), ...list.slice(i + 1)])
      return emitter
    },
    removeAllListeners(event) {
      if (event === undefined) map.clear()
      else map.delete(event)
      return emitter
    },
    listeners: (event) => [...(map.get(event) ?? [])],
    listenerCount: (event) => map.get(event)?.length ?? 0,
    emit(event, ...args) {
      const list = map.get(event) ?? []
      for (const fn of list) fn(...args)
      return list.length > 0
    },
  }
  return emitter
}
