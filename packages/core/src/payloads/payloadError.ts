import type { AddressError } from '../identifiers/validateDogecoinAddress.js'
import type { TickError } from '../identifiers/validateTick.js'

/**
 * Why a payload builder refused its input. `field` is the wire name
 * (`amt0`, `amt1_min`, `tick0`, `exid`, …) so the app can point at the
 * offending input. Each code guards a rule of docs/protocol.md that would make
 * the indexer ignore or fail the inscription (or a product guard from its
 * docs/protocol.md §15 list).
 */
export type PayloadError =
  /** A tick failed its length (or, for a new tick, character) rule. */
  | {
      readonly code: 'INVALID_TICK'
      readonly field: string
      readonly error: TickError
    }
  /** An existing tick or tick id is empty. */
  | { readonly code: 'TICK_REQUIRED'; readonly field: string }
  /** Both sides name the same token (pair ops, order-v1 create). */
  | { readonly code: 'SAME_TICK' }
  | {
      readonly code: 'AMOUNT_TOO_SMALL'
      readonly field: string
      readonly minimum: bigint
    }
  | {
      readonly code: 'AMOUNT_TOO_LARGE'
      readonly field: string
      readonly maximum: bigint
    }
  /** drc-20 deploy with `lim > max` (docs/protocol.md §4.3). */
  | { readonly code: 'LIMIT_ABOVE_MAX' }
  /** `dec` outside 1..18 (0 would be read as 8 by the indexer). */
  | { readonly code: 'INVALID_DECIMALS'; readonly decimals: number }
  /** A mint repeat the indexer ignores (docs/protocol.md §4.2). */
  | { readonly code: 'INVALID_MINT_REPEAT'; readonly repeat: number }
  /** A transaction-hash id (`exid`, `ex_id`, `file_id`) that is not 64 hex digits, or an empty `pair_id`. */
  | { readonly code: 'INVALID_ID'; readonly field: string }
  /** A JSON-integer field (`liqblock`, `total`, `seed`, `tick_id`) that is not a safe integer in range. */
  | { readonly code: 'INVALID_INTEGER'; readonly field: string }
  /** A recipient (`to`) that is not a Dogecoin address of the network. */
  | {
      readonly code: 'INVALID_ADDRESS'
      readonly field: string
      readonly reason: AddressError['code']
    }
  /** Pool create with `amt0 × amt1 < 1001²`: `isqrt ≤ 1000` fails (docs/protocol.md §5.5). */
  | { readonly code: 'LIQUIDITY_TOO_LOW'; readonly minimumProduct: bigint }
  /** A minimum above the amount it limits: the inscription could only fail. */
  | { readonly code: 'MIN_ABOVE_AMOUNT'; readonly field: string }
  /** `doge: 1` on an operation without a WDOGE leg. */
  | { readonly code: 'DOGE_WITHOUT_WDOGE' }
  /** `doge: 1` where it always fails (pair-v2 create, docs/protocol.md §6.3). */
  | { readonly code: 'DOGE_NOT_SUPPORTED' }
  /** box-v1 deploy with neither `liqamt` nor `liqblock` (docs/protocol.md §13.2). */
  | { readonly code: 'LIQUIDITY_MODE_REQUIRED' }
  /** box-v1 deploy with both `liqamt` and `liqblock`. */
  | { readonly code: 'LIQUIDITY_MODE_CONFLICT' }
  /** box-v1 deploy with `max < 2 × amt0`: the finish would fail (docs/protocol.md §13.3). */
  | { readonly code: 'BOX_SUPPLY_TOO_LOW'; readonly minimum: bigint }
  /** box-v1 deploy whose `liqblock` is closer than `BOX_LIQBLOCK_MARGIN` blocks. */
  | { readonly code: 'LIQBLOCK_TOO_SOON'; readonly minimumLiqblock: number }
  /** box-v1 mode-B deploy built without the chain height. */
  | { readonly code: 'CURRENT_HEIGHT_REQUIRED' }
  /** order-v1 trade by the listing's maker (`the same address cannot be traded`). */
  | { readonly code: 'SELF_TRADE' }

/** The codes of {@link PayloadError}. */
export type PayloadErrorCode = PayloadError['code']
