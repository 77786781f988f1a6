import { getConfig } from '@lingui/conf'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { linguiConfigPath } from './linguiConfigPath.ts'
import { hosting } from './vite/hosting.ts'
import { mantineStyles } from './vite/mantineStyles.ts'
import { prerender } from './vite/prerender.ts'

/**
 * The devnet the embedded default config talks to, proxied as `/api`. The
 * Host header is passed on unchanged: the devnet's admin API takes a
 * browser's calls only from the origin they were sent to (this one).
 * Inscribed content is never proxied: it stays on the devnet's content
 * origin (`DEVNET_CONTENT_URL`, written into the served config.json).
 */
const devnetUrl = process.env.DEVNET_URL ?? 'http://127.0.0.1:8787'
const proxy = {
  '/api': {
    target: devnetUrl,
    changeOrigin: false,
    rewrite: (path: string) => path.replace(/^\/api/, ''),
  },
}

/**
 * `vite build --mode deploy` (`pnpm build:deploy`) is what a deployment
 * serves: no simulated wallet (`.env.deploy`) and no source maps.
 */
export default defineConfig(({ mode }) => ({
  server: { proxy },
  preview: { proxy },
  plugins: [
    // The router plugin must run before React's transform.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    // Lingui macros are a Babel transform; plugin-react 6 has no Babel hook.
    babel({
      plugins: [
        [
          '@lingui/babel-plugin-lingui-macro',
          { linguiConfig: getConfig({ configPath: linguiConfigPath }) },
        ],
      ],
    }),
    react(),
    mantineStyles(),
    lingui({ configPath: linguiConfigPath }),
    prerender(),
    hosting({ devnetContentUrl: process.env.DEVNET_CONTENT_URL }),
  ],
  resolve: {
    conditions: ['@drc20/source'],
  },
  ssr: {
    // The prerender (vite/prerender.ts) bundles the workspace packages
    // from their sources.
    noExternal: [/^@drc20\//],
    resolve: {
      conditions: ['@drc20/source', 'module', 'node', 'development|production'],
    },
  },
  build: {
    // Parallel builds (several e2e runs on one machine) each get their own.
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    rolldownOptions: {
      output: {
        // Route files minus their split-off components are all loaded at
        // start; one chunk instead of one tiny request per route.
        codeSplitting: {
          groups: [
            { name: 'route-defs', test: /src\/routes\/(?!.*tsr-split)/ },
          ],
        },
      },
    },
    manifest: true,
    sourcemap: mode !== 'deploy',
    target: 'es2022',
  },
}))
