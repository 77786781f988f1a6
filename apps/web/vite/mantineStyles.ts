import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)

/** Each Mantine component's class map (`Button/Button.module.mjs`). */
const CLASS_MAP =
  /@mantine\/core\/esm\/(?:components|utils)\/.*\/(\w+)\.module\.mjs$/

/**
 * Mantine's styles per component instead of its whole stylesheet (88% of
 * which `/` did not use): each component's class map imports that
 * component's CSS file (`@mantine/core/styles/Button.css`), so the styles
 * travel in the chunk that holds the component. A page's HTML links the
 * styles of its own chunks (vite/prerender.ts), and a lazily loaded chunk's
 * styles load with it. A component's dependencies (UnstyledButton under
 * Button) are imported before it, so their styles come first, the order
 * Mantine's docs ask for. The global styles stay in the entry
 * (app/App.tsx), and so do those of what every page loads once idle
 * (app/shellStyles.ts: a layered stylesheet added to a painted page has
 * Chromium lay the whole page out again).
 */
export function mantineStyles(): Plugin {
  // The package's entry is `esm/index.mjs`: its styles are beside `esm`.
  const stylesDir = join(dirname(require.resolve('@mantine/core')), '../styles')
  return {
    name: 'drc20:mantine-styles',
    enforce: 'pre',
    transform(code, id) {
      const name = CLASS_MAP.exec(id.split('?')[0] ?? '')?.[1]
      if (name === undefined) return null
      if (!existsSync(join(stylesDir, `${name}.css`))) return null
      return {
        code: `import '@mantine/core/styles/${name}.layer.css';\n${code}`,
        map: null,
      }
    },
  }
}
