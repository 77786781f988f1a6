import { defineProject, mergeConfig } from 'vitest/config'
import { sourceResolve } from '../../test/sourceResolve.ts'
import viteConfig from './vite.config.ts'

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineProject({
    ssr: sourceResolve.ssr,
    test: {
      name: 'web',
      environment: 'happy-dom',
      include: [
        'src/**/*.test.{ts,tsx}',
        'vite/**/*.test.ts',
        'scripts/**/*.test.mjs',
      ],
      setupFiles: ['../../test/fuzzSetup.ts', './src/test/setup.ts'],
      // Component tests render real lazy chunks against local servers; on a
      // loaded 2-core machine one can take several seconds.
      testTimeout: 20_000,
      // One module graph and one DOM per worker, not per file:
      // src/test/setup.ts resets what the files share (storage, the
      // language, rendered trees, wallets), and the suite passes with
      // --sequence.shuffle.files. Re-importing React and Mantine per file
      // took five times as long as the tests.
      isolate: false,
    },
  }),
)
