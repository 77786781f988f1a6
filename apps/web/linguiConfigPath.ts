import { fileURLToPath } from 'node:url'

/**
 * Absolute path of the Lingui config. Tools launched from the repository root
 * (the root vitest run) would otherwise look for it in the working directory.
 */
export const linguiConfigPath = fileURLToPath(
  new URL('./lingui.config.ts', import.meta.url),
)
