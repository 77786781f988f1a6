import { atom } from 'jotai'

const storageWasResetBaseAtom = atom(false)

/** True when this start cleared local storage for a new storage version. */
export const storageWasResetAtom = atom((get) => get(storageWasResetBaseAtom))

export const setStorageResetAtom = atom(null, (_get, set, reset: boolean) => {
  set(storageWasResetBaseAtom, reset)
})
