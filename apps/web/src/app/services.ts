import type { RuntimeConfig } from '../config/runtimeConfig'

let config: RuntimeConfig | undefined

/** Records the runtime config for services created later, on demand. */
export function setServicesConfig(next: RuntimeConfig): void {
  config = next
}

export function getServicesConfig(): RuntimeConfig {
  if (!config) throw new Error('services used before the config was loaded')
  return config
}
