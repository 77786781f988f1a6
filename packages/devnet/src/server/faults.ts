import type { ErrorShape } from './envelope.js'

/** Fault injection state (admin API `/devnet/faults`). */
export type Faults = {
  /** Added delay before every provider response, ms. */
  latencyMs: number
  /** Refuse connections (the socket is destroyed without an answer). */
  offline: boolean
  /** Per-route failure: probability 0..1 and the shape to answer with. */
  routes: Record<string, RouteFault>
}

export type RouteFault = {
  readonly rate: number
  readonly shape: ErrorShape
  readonly message?: string
  /** Remaining forced failures (then the fault is dropped); absent = rate. */
  readonly count?: number
}

export function createFaults(): Faults {
  return { latencyMs: 0, offline: false, routes: {} }
}

/**
 * The fault of `path` if it fires now (counting a counted one down and
 * dropping it when spent); `undefined` when the route answers normally.
 */
export function takeFault(
  faults: Faults,
  path: string,
): RouteFault | undefined {
  const fault = faults.routes[path]
  if (
    !fault ||
    !(fault.count !== undefined ? fault.count > 0 : Math.random() < fault.rate)
  )
    return undefined
  if (fault.count !== undefined) {
    faults.routes[path] = { ...fault, count: fault.count - 1 }
    if (fault.count - 1 <= 0) delete faults.routes[path]
  }
  return fault
}
