import { defineProject } from 'vitest/config'
import { sourceResolve } from '../../test/sourceResolve.ts'

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'devnet',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../test/fuzzSetup.ts'],
    // Property tests run thousands of cases; a loaded CI machine is slow.
    testTimeout: 30_000,
    // One module graph per worker, not per file: the files share no state
    // (checked with --sequence.shuffle.files), and re-importing per file
    // took 3 to 5 times the tests' own time.
    isolate: false,
  },
})
