import { atom } from 'jotai'
import { atomWithStoredJson } from '../storage/atomWithStoredJson'
import { ACKNOWLEDGED_TICKS_STORAGE_KEY } from '../storage/storageKeys'

/** Acknowledgements kept, newest first. */
export const MAX_ACKNOWLEDGED_TICKS = 500

const readTicks = (stored: unknown): readonly string[] | undefined =>
  Array.isArray(stored)
    ? stored.filter((item): item is string => typeof item === 'string')
    : undefined

const acknowledgedBaseAtom = atomWithStoredJson<readonly string[]>(
  ACKNOWLEDGED_TICKS_STORAGE_KEY,
  [],
  readTicks,
)

/**
 * The wire ticks whose risk step the user has taken ("unverified token —
 * I understand the risk"), kept across visits as swap interfaces keep
 * imported tokens. The warnings still show; only the step is not asked
 * again.
 */
export const acknowledgedTicksAtom = atom(
  (get) => new Set(get(acknowledgedBaseAtom)),
)

/** Takes (`true`) or withdraws (`false`) the risk step for a wire tick. */
export const acknowledgeTickAtom = atom(
  null,
  (get, set, tick: string, acknowledged: boolean) => {
    const rest = get(acknowledgedBaseAtom).filter((t) => t !== tick)
    set(
      acknowledgedBaseAtom,
      acknowledged ? [tick, ...rest].slice(0, MAX_ACKNOWLEDGED_TICKS) : rest,
    )
  },
)
