/**
 * Resolve workspace packages to their TypeScript sources (`@drc20/source`
 * export condition) in tests and dev, so nothing needs building first.
 * Node-side code (vitest's node environment) resolves through `ssr`.
 */
const conditions = ['@drc20/source', 'module', 'node', 'import', 'default']

export const sourceResolve = {
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@drc20/source'] } },
}
