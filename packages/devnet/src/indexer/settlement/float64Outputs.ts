/*
 * Devnet settlement transcription, deliberately separate from @drc20/core
 * (see README.md in this folder): how the indexer reads DOGE outputs.
 */
import { KOINU_PER_DOGE } from './constants.js'

/**
 * `Vout.Value`: the node prints an output as DOGE with 8 decimals and Go's
 * JSON decoder parses that text into the nearest float64.
 */
export function voutValue(koinu: bigint): number {
  const doge = koinu / KOINU_PER_DOGE
  const decimals = String(koinu % KOINU_PER_DOGE).padStart(8, '0')
  return Number.parseFloat(`${doge}.${decimals}`)
}

const MAX_INT64 = 9_223_372_036_854_775_807n

/**
 * `utils.Float64ToBigInt`: `math.Ceil`, then 0 outside int64. Go compares
 * the ceiling with `math.MaxInt64` as a float64 (2^63), so only values
 * above 2^63 become 0; 2^63 itself converts to MinInt64 on amd64.
 */
export function float64ToBigInt(input: number): bigint {
  const rounded = Math.ceil(input)
  const asBig = BigInt(rounded)
  if (asBig > MAX_INT64 + 1n) return 0n
  if (asBig === MAX_INT64 + 1n) return -MAX_INT64 - 1n
  return asBig
}

/** The koinu the indexer compares for an output: `Float64ToBigInt(Value × 1e8)`. */
export function readOutput(koinu: bigint): bigint {
  return float64ToBigInt(voutValue(koinu) * 100000000)
}

/**
 * drc-20 mint repeat from reveal out0 (docs/protocol.md §4.2): k = trunc(v /
 * 0.001) capped at 30, and `v == 0.001 * k` must hold in float64, which
 * rejects 9, 13, 18 and 26. 0 when out0 is not a valid carrier.
 */
export function mintRepeat(out0Koinu: bigint): number {
  const value = voutValue(out0Koinu)
  let repeat = Math.trunc(value / 0.001)
  if (repeat > 30) repeat = 30
  if (repeat < 1) return 0
  return value === 0.001 * repeat ? repeat : 0
}
