import type { Plugin } from 'vite'

/** A Mantine component's class-name module, e.g. `…/Button/Button.module.mjs`. */
const CLASS_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/

/**
 * Mantine's styles per component instead of its whole stylesheet: each
 * component's class-name module gets an import of that component's CSS
 * (`@mantine/core/styles/<Name>.css`), so a component's styles land in the
 * chunk that uses it, and a component's dependencies (Button on
 * UnstyledButton) come first, in import order. The app imports only
 * Mantine's baseline, variables and global classes itself (app/App.tsx).
 *
 * The dev server pre-bundles Mantine, which this transform cannot reach:
 * there the baseline import brings the whole stylesheet instead.
 */
export function mantineCssPerComponent(): Plugin {
  let serve = false
  return {
    name: 'drc20:mantine-css',
    configResolved(config) {
      serve = config.command === 'serve' && !config.isProduction
    },
    transform: {
      filter: { id: CLASS_MODULE },
      handler(code, id) {
        if (serve) return null
        const name = CLASS_MODULE.exec(id)?.[1]
        if (name === undefined) return null
        return {
          code: `import '@mantine/core/styles/${name}.css';\n${code}`,
          map: null,
        }
      },
    },
    resolveId(source, importer) {
      if (!serve || source !== '@mantine/core/styles/baseline.css') return null
      return this.resolve('@mantine/core/styles.css', importer, {
        skipSelf: true,
      })
    },
  }
}
