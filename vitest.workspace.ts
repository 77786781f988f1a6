/** Vitest projects: every workspace member carries its own `vitest.config.ts`. */
export default ['packages/*', 'apps/*']
