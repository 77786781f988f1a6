import { isWdogeTick, WDOGE_TICK } from '../identifiers/wdogeTick.js'

/**
 * One side of a swap: a tick, or native DOGE standing for the WDOGE leg of
 * a `doge: 1` pair operation (`{ tick: WDOGE_TICK, doge: true }`).
 */
export type SwapSide = {
  readonly tick: string
  readonly doge?: boolean
}

/** The two sides of a swap, either still unchosen. */
export type SwapPair = {
  readonly input: SwapSide | undefined
  readonly output: SwapSide | undefined
}

/** Whether the payload carries `doge: 1`: either side is native DOGE. */
export function isDogeSwap(pair: SwapPair): boolean {
  return pair.input?.doge === true || pair.output?.doge === true
}

/**
 * The sides a pool's ticks offer: each tick, plus native DOGE for a WDOGE
 * leg (paid DOGE is wrapped in the same reveal, wrap fee on top; received
 * WDOGE is paid out as DOGE).
 *
 * @example getSwapSides(['UNIX', 'WDOGE(WRAPPED-DOGE)']) // [{ tick: 'UNIX' }, { tick: 'WDOGE(WRAPPED-DOGE)' }, { tick: 'WDOGE(WRAPPED-DOGE)', doge: true }]
 */
export function getSwapSides(ticks: Iterable<string>): SwapSide[] {
  const unique = [...new Set(ticks)]
  const sides: SwapSide[] = unique.map((tick) => ({ tick }))
  const wdoge = unique.find(isWdogeTick)
  if (wdoge !== undefined) sides.push({ tick: wdoge, doge: true })
  return sides
}

/** A pair as a link names it: the input tick first, `doge` for native DOGE. */
export type SwapPairParams = {
  readonly tick0: string
  readonly tick1: string
  readonly doge: boolean
}

/**
 * Whether a link names the same token on both sides
 * (`/swap/UNIX/UNIX`): the spec's same-token alert applies and
 * {@link getSwapPair} leaves the output unchosen (docs/product.md §5).
 */
export function isSameTokenLink({
  tick0,
  tick1,
}: Partial<Pick<SwapPairParams, 'tick0' | 'tick1'>>): boolean {
  return tick0 !== undefined && tick0 === tick1
}

/**
 * The pair a link names (`/swap/{tick0}/{tick1}?doge=1`, or `/swap` with
 * no pair yet). `doge` makes the WDOGE side native DOGE: WDOGE first is
 * DOGE paid (wrapped in the reveal); WDOGE second (a reversed DOGE swap)
 * is WDOGE received as DOGE. Without a WDOGE side, or without a pair,
 * `doge` means the input is DOGE. The same tick on both sides keeps the
 * input only ({@link isSameTokenLink}).
 */
export function getSwapPair({
  tick0,
  tick1,
  doge,
}: Partial<SwapPairParams> & { readonly doge: boolean }): SwapPair {
  if (isSameTokenLink({ tick0, tick1 })) return getSwapPair({ tick0, doge })
  if (tick0 === undefined || tick1 === undefined)
    return {
      input: doge
        ? { tick: WDOGE_TICK, doge: true }
        : tick0 === undefined
          ? undefined
          : { tick: tick0 },
      output: undefined,
    }
  if (!doge) return { input: { tick: tick0 }, output: { tick: tick1 } }
  if (isWdogeTick(tick1) && !isWdogeTick(tick0)) {
    return { input: { tick: tick0 }, output: { tick: WDOGE_TICK, doge: true } }
  }
  return { input: { tick: WDOGE_TICK, doge: true }, output: { tick: tick1 } }
}

/** The link of a complete pair (the inverse of {@link getSwapPair}). */
export function getSwapPairParams(
  input: SwapSide,
  output: SwapSide,
): SwapPairParams {
  return {
    tick0: input.tick,
    tick1: output.tick,
    doge: input.doge === true || output.doge === true,
  }
}

/** How a link names a pair inside one pool (pair-v2: `?pair=&reverse=&doge=`). */
export type PoolSwapLink = {
  /** The pool's second tick is paid (the first is by default). */
  readonly reverse: boolean
  /** The WDOGE side is native DOGE. */
  readonly doge: boolean
}

/**
 * The pair a pool link names: the pool's ticks in its order (or reversed),
 * the WDOGE side in native DOGE when `doge` is set and the pool has one.
 */
export function getPoolSwapPair(
  pool: { readonly tick0: string; readonly tick1: string },
  { reverse, doge }: PoolSwapLink,
): SwapPair {
  const [tick0, tick1] = reverse
    ? [pool.tick1, pool.tick0]
    : [pool.tick0, pool.tick1]
  const withDoge = doge && (isWdogeTick(tick0) || isWdogeTick(tick1))
  return getSwapPair({ tick0, tick1, doge: withDoge })
}

/** The link of a pair inside a pool (the inverse of {@link getPoolSwapPair}). */
export function getPoolSwapLink(
  pool: { readonly tick0: string; readonly tick1: string },
  pair: SwapPair,
): PoolSwapLink {
  return {
    reverse: pair.input?.tick === pool.tick1 && pair.input.tick !== pool.tick0,
    doge: isDogeSwap(pair),
  }
}

/** Whether two sides are the same choice (DOGE and WDOGE differ). */
export function isSameSwapSide(a: SwapSide, b: SwapSide): boolean {
  return a.tick === b.tick && (a.doge === true) === (b.doge === true)
}

/** A choice of one side, and whether it hit the same-token rule. */
export type SwapSelection = {
  readonly pair: SwapPair
  /** The spec's same-token alert: the output was cleared. */
  readonly sameToken: boolean
}

/**
 * Choosing a token on one side (docs/product.md §5): the same token on both sides
 * (same tick, DOGE or not) raises the alert and clears the output.
 */
export function selectSwapSide(
  pair: SwapPair,
  side: 'input' | 'output',
  choice: SwapSide,
): SwapSelection {
  const input = side === 'input' ? choice : pair.input
  const output = side === 'output' ? choice : pair.output
  const sameToken = input !== undefined && output?.tick === input.tick
  return { pair: { input, output: sameToken ? undefined : output }, sameToken }
}

/**
 * Choosing a side within one pool (pair-v2): the same-token rule of
 * {@link selectSwapSide}, then a cleared output becomes the pool's other
 * tick, so the pair stays complete.
 */
export function selectPoolSwapSide(
  pool: { readonly tick0: string; readonly tick1: string },
  pair: SwapPair,
  side: 'input' | 'output',
  choice: SwapSide,
): SwapPair {
  const next = selectSwapSide(pair, side, choice).pair
  if (next.output !== undefined || next.input === undefined) return next
  const other = next.input.tick === pool.tick0 ? pool.tick1 : pool.tick0
  return { input: next.input, output: { tick: other } }
}

/** The reversed direction: output becomes input (docs/product.md §2). */
export function reverseSwapPair(pair: SwapPair): SwapPair {
  return { input: pair.output, output: pair.input }
}
