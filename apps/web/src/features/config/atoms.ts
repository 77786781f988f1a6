import { atom } from 'jotai'
import type { RuntimeConfig } from '../../config/runtimeConfig'

const runtimeConfigBaseAtom = atom<RuntimeConfig | undefined>(undefined)

/** The runtime configuration; set once at start-up before the app renders. */
export const runtimeConfigAtom = atom((get) => {
  const config = get(runtimeConfigBaseAtom)
  if (!config) throw new Error('runtime config read before it was loaded')
  return config
})

export const setRuntimeConfigAtom = atom(
  null,
  (_get, set, config: RuntimeConfig) => {
    set(runtimeConfigBaseAtom, config)
  },
)
