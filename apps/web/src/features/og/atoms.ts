import { atom } from 'jotai'

const isOgBaseAtom = atom(false)

/**
 * Whether the connected address is an OG address (spec §6): it gets 20% off
 * the service fee wherever fees appear.
 */
export const isOgAtom = atom((get) => get(isOgBaseAtom))

export const setIsOgAtom = atom(null, (_get, set, isOg: boolean) => {
  set(isOgBaseAtom, isOg)
})
