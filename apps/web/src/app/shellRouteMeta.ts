/**
 * The `<meta>` naming the route a page is the shell of (`/market/$tick`,
 * app/paramShells.ts): written by the build (vite/prerender.ts), read by
 * the start-up script. A module of its own: the build's config loads it,
 * and must not load the app's packages (they are not built yet then).
 */
export const SHELL_ROUTE_META_NAME = 'drc20-shell-route'
