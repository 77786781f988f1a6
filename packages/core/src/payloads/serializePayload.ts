import type { InscriptionPayload } from './inscriptionPayload.js'

/**
 * Wire key order: `p`, `op`, then identifiers, ticks, amounts and flags.
 * Any key not listed would be dropped, so every payload key must be here
 * (a test checks it against every builder).
 */
export const PAYLOAD_KEY_ORDER: readonly string[] = Object.freeze([
  'p',
  'op',
  'pair_id',
  'exid',
  'ex_id',
  'file_id',
  'tick',
  'tick0',
  'tick1',
  'tick0_id',
  'tick1_id',
  'tick_id',
  'max',
  'lim',
  'dec',
  'amt',
  'repeat',
  'amt0',
  'amt1',
  'amt0_min',
  'amt1_min',
  'liquidity',
  'liqamt',
  'liqblock',
  'total',
  'model',
  'prompt',
  'seed',
  'to',
  'doge',
])

/**
 * The JSON text of a payload, as inscribed: compact, keys in
 * {@link PAYLOAD_KEY_ORDER} whatever order the object was built in, absent
 * optional fields omitted. Amounts are already base-10 strings and integer
 * fields numbers, so the JSON types match what the indexer decodes
 * (docs/protocol.md §1.2).
 *
 * @example serializePayload({ p: 'drc-20', op: 'mint', tick: 'UNIX', amt: '1000' })
 * // '{"p":"drc-20","op":"mint","tick":"UNIX","amt":"1000"}'
 */
export function serializePayload(payload: InscriptionPayload): string {
  return JSON.stringify(payload, PAYLOAD_KEY_ORDER as string[])
}
