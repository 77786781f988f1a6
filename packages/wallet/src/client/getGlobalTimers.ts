import type { WalletTimers } from '../provider/types.js'

/**
 * The host's timer functions, looked up at call time (so fake timers
 * installed later still apply). A narrow local type: the package compiles
 * without DOM or Node typings, and every JS host has these four.
 */
export function getGlobalTimers(): WalletTimers {
  const host = globalThis as unknown as WalletTimers
  return {
    setTimeout: (callback, delayMs) => host.setTimeout(callback, delayMs),
    clearTimeout: (id) => host.clearTimeout(id),
    setInterval: (callback, delayMs) => host.setInterval(callback, delayMs),
    clearInterval: (id) => host.clearInterval(id),
  }
}
