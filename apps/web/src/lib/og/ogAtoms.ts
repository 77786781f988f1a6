import { atom } from 'jotai'

const forcedIsOgBaseAtom = atom<boolean | undefined>(undefined)

/** A forced OG status (tests, previews); `undefined` follows the sources. */
export const forcedIsOgAtom = atom((get) => get(forcedIsOgBaseAtom))

/**
 * Forces `useIsOg` (tests, previews); `undefined` returns to the OG list
 * and the holders check.
 */
export const setIsOgAtom = atom(
  null,
  (_get, set, isOg: boolean | undefined) => {
    set(forcedIsOgBaseAtom, isOg)
  },
)
