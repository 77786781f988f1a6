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
