/**
 * The shapes of path params that the routes accept (lib/routeParams.ts)
 * and the start-up script reads without the app (app/paramShells.ts): one
 * definition, so a shell never shows a value its route refuses. Imports
 * nothing: the start-up script loads it.
 */

/** An opaque id (collection UUID, file or tx hash), once trimmed. */
export const ID_PARAM_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

/** A non-negative whole number in plain digits. */
export const INTEGER_PARAM_PATTERN = /^\d{1,15}$/
