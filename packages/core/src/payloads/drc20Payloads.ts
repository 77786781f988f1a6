import { err, ok, type Result, safeTry } from 'neverthrow'
import type { DogecoinNetwork } from '../identifiers/dogecoinNetwork.js'
import { isValidMintRepeat } from './mintRepeat.js'
import {
  checkAmount,
  checkNewTick,
  checkRecipient,
  checkTick,
} from './payloadChecks.js'
import type { PayloadError } from './payloadError.js'

/** Largest `max` and `lim` of a drc-20 deploy: 10^41 − 1 (docs/protocol.md §3). */
export const MAX_DRC20_SUPPLY = 10n ** 41n - 1n

/** `{"p":"drc-20","op":"deploy",…}`: registers a tick; mints nothing. */
export type Drc20DeployPayload = {
  readonly p: 'drc-20'
  readonly op: 'deploy'
  readonly tick: string
  /** Total supply, base units. */
  readonly max: string
  /** Largest amount per mint (per repeat), base units. */
  readonly lim: string
  /** Display decimals, a JSON integer; absent means 8. */
  readonly dec?: number
}

/** `{"p":"drc-20","op":"mint",…}`: credits `amt × repeat` to reveal out0. */
export type Drc20MintPayload = {
  readonly p: 'drc-20'
  readonly op: 'mint'
  readonly tick: string
  readonly amt: string
  /**
   * JSON integer, present only above 1: tells the wallet how many 0.001
   * DOGE carriers to put on reveal out0 (the product spec's payload lists
   * `repeat`). The indexer ignores the key and reads the output value.
   */
  readonly repeat?: number
}

/** `{"p":"drc-20","op":"transfer",…}`: moves `amt` to reveal out0. */
export type Drc20TransferPayload = {
  readonly p: 'drc-20'
  readonly op: 'transfer'
  readonly tick: string
  readonly amt: string
  /**
   * The recipient. The wallet builds reveal out0 from it (S1's key,
   * docs/wallet.md §3.3); the indexer ignores the key and reads out0.
   */
  readonly to: string
}

/** Parameters of {@link createDrc20DeployPayload}. */
export type CreateDrc20DeployPayloadParameters = {
  /** The new tick as typed; trimmed and upper-cased. */
  readonly tick: string
  readonly max: bigint
  readonly lim: bigint
  /** 1..18; omitted from the payload when undefined (the indexer uses 8). */
  readonly dec?: number
}

/**
 * Builds a drc-20 deploy. Checks (docs/protocol.md §4.3): the tick is 2..8
 * ASCII letters or digits (see `validateTick`); `1 ≤ lim ≤ max ≤ 10^41 − 1`
 * (`max == lim` is valid on-chain; the product's stricter rule lives in
 * `validateDeployForm`); `dec` is an integer 1..18 when given (0 would be
 * read as 8, so it is refused rather than silently changed).
 *
 * @example createDrc20DeployPayload({ tick: 'doge', max: 21_000_000n * 10n ** 8n, lim: 1000n * 10n ** 8n })
 */
export function createDrc20DeployPayload({
  tick,
  max,
  lim,
  dec,
}: CreateDrc20DeployPayloadParameters): Result<
  Drc20DeployPayload,
  PayloadError
> {
  return safeTry(function* () {
    const tickValue = yield* checkNewTick('tick', tick)
    const maxValue = yield* checkAmount('max', max, { max: MAX_DRC20_SUPPLY })
    const limValue = yield* checkAmount('lim', lim, { max: MAX_DRC20_SUPPLY })
    if (lim > max) return err({ code: 'LIMIT_ABOVE_MAX' as const })
    if (
      dec !== undefined &&
      !(Number.isInteger(dec) && dec >= 1 && dec <= 18)
    ) {
      return err({ code: 'INVALID_DECIMALS' as const, decimals: dec })
    }
    return ok({
      p: 'drc-20' as const,
      op: 'deploy' as const,
      tick: tickValue,
      max: maxValue,
      lim: limValue,
      ...(dec === undefined ? {} : { dec }),
    })
  })
}

/** Parameters of {@link createDrc20MintPayload}. */
export type CreateDrc20MintPayloadParameters = {
  readonly tick: string
  /** Amount per repeat, base units, ≥ 1 (≤ lim is checked by `validateMintForm`). */
  readonly amt: bigint
  /** Number of repeats, checked against `VALID_MINT_REPEATS`. Default 1. */
  readonly repeat?: number
}

/**
 * Builds a drc-20 mint. Checks: the tick is 2..8 bytes after upper-casing
 * (the indexer's mint verification); `amt ≥ 1`; `repeat` is valid. The
 * indexer takes the repeat from the reveal out0 value (`getMintOutputValue`);
 * a repeat above 1 is also sent as `repeat` for the wallet.
 *
 * @example createDrc20MintPayload({ tick: 'unix', amt: 1000n, repeat: 10 })
 * // ok({ p: 'drc-20', op: 'mint', tick: 'UNIX', amt: '1000', repeat: 10 })
 */
export function createDrc20MintPayload({
  tick,
  amt,
  repeat = 1,
}: CreateDrc20MintPayloadParameters): Result<Drc20MintPayload, PayloadError> {
  return safeTry(function* () {
    const tickValue = yield* checkTick('tick', tick, [2, 8])
    const amtValue = yield* checkAmount('amt', amt)
    if (!isValidMintRepeat(repeat)) {
      return err({ code: 'INVALID_MINT_REPEAT' as const, repeat })
    }
    return ok({
      p: 'drc-20' as const,
      op: 'mint' as const,
      tick: tickValue,
      amt: amtValue,
      ...(repeat > 1 ? { repeat } : {}),
    })
  })
}

/** Parameters of {@link createDrc20TransferPayload}. */
export type CreateDrc20TransferPayloadParameters = {
  /** Any registered tick (LP ticks and WDOGE(WRAPPED-DOGE) included). */
  readonly tick: string
  readonly amt: bigint
  /** Recipient address. */
  readonly to: string
  /** Network `to` must belong to. Default livenet. */
  readonly network?: DogecoinNetwork
}

/**
 * Builds a drc-20 transfer to a single recipient (reveal out0; build with
 * exactly one recipient, docs/protocol.md §4.4). Checks: non-empty tick (no
 * length rule on transfer), `amt ≥ 1`, `to` a Dogecoin address of
 * `network`. (Sending to oneself is ignored by the indexer: the transfer
 * form refuses it, see `validateTransferForm`.)
 *
 * @example createDrc20TransferPayload({ tick: 'WDOGE(WRAPPED-DOGE)', amt: 5n, to: 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk' })
 */
export function createDrc20TransferPayload({
  tick,
  amt,
  to,
  network,
}: CreateDrc20TransferPayloadParameters): Result<
  Drc20TransferPayload,
  PayloadError
> {
  return safeTry(function* () {
    const tickValue = yield* checkTick('tick', tick)
    const amtValue = yield* checkAmount('amt', amt)
    const recipient = yield* checkRecipient('to', to, network)
    return ok({
      p: 'drc-20' as const,
      op: 'transfer' as const,
      tick: tickValue,
      amt: amtValue,
      to: recipient,
    })
  })
}
