import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'wallet',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../test/fuzzSetup.ts'],
  },
})
