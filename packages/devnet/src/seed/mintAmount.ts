import { VALID_MINT_REPEATS } from '@drc20/core'
import type { SeedContext } from './seedTypes.js'

/** Largest first, so a big amount takes as few mints as possible. */
const VALID_REPEATS = [...VALID_MINT_REPEATS].sort((a, b) => b - a)

/** Mints `total` to `to` in as few valid mints as possible (repeat ≤ 30). */
export function mintAmount(
  ctx: SeedContext,
  height: number,
  tick: string,
  to: string,
  total: bigint,
  lim: bigint,
): void {
  let rest = total
  while (rest > 0n) {
    if (rest >= lim) {
      const whole = rest / lim
      const repeat = VALID_REPEATS.find((k) => BigInt(k) <= whole) ?? 1
      ctx.history.add({
        height,
        address: to,
        payloads: [{ p: 'drc-20', op: 'mint', tick, amt: lim.toString() }],
        repeat,
      })
      rest -= lim * BigInt(repeat)
    } else {
      ctx.history.add({
        height,
        address: to,
        payloads: [{ p: 'drc-20', op: 'mint', tick, amt: rest.toString() }],
      })
      rest = 0n
    }
  }
}

export function transferAmount(
  ctx: SeedContext,
  height: number,
  tick: string,
  from: string,
  to: string,
  amt: bigint,
): void {
  ctx.history.add({
    height,
    address: to,
    funder: from,
    payloads: [{ p: 'drc-20', op: 'transfer', tick, amt: amt.toString() }],
    to,
  })
}
