import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../test/fuzzSetup.ts'],
  },
})
