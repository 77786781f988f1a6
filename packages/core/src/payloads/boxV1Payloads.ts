import { err, ok, type Result, safeTry } from 'neverthrow'
import { getMinimumLiqblock } from '../launchpad/getMinimumLiqblock.js'
import { MAX_DRC20_SUPPLY } from './drc20Payloads.js'
import {
  checkAmount,
  checkDistinct,
  checkInteger,
  checkNewTick,
  checkTick,
} from './payloadChecks.js'
import type { PayloadError } from './payloadError.js'

/**
 * box-v1 deploy (launchpad): registers `tick0` with supply `max`, raises
 * `tick1`, and at the finish pools `amt0` of tick0 with the raised tick1 and
 * shares another `amt0` among participants (docs/protocol.md §13). Exactly one
 * of `liqamt` (mode A, hard cap) and `liqblock` (mode B, end height).
 */
export type BoxV1DeployPayload = {
  readonly p: 'box-v1'
  readonly op: 'deploy'
  readonly tick0: string
  readonly tick1: string
  readonly max: string
  readonly amt0: string
  readonly liqamt?: string
  /** JSON integer: a block height. */
  readonly liqblock?: number
}

/** box-v1 mint: contributes `amt1` of the box's tick1 to box `tick0`. */
export type BoxV1MintPayload = {
  readonly p: 'box-v1'
  readonly op: 'mint'
  readonly tick0: string
  readonly amt1: string
}

/** Parameters of {@link createBoxV1DeployPayload}. */
export type CreateBoxV1DeployPayloadParameters = {
  /** The new token, as typed (2..8 ASCII letters or digits). */
  readonly tick0: string
  /** An existing token collected, e.g. `WDOGE(WRAPPED-DOGE)`. */
  readonly tick1: string
  /** Supply of tick0, ≥ 2 × amt0. */
  readonly max: bigint
  /** tick0 for the pool, and again for the participants, ≥ 1. */
  readonly amt0: bigint
  /** Mode A hard cap of tick1 (unreliable on the newest indexer, docs/protocol.md §13.3). */
  readonly liqamt?: bigint
  /** Mode B end height, ≥ currentHeight + `BOX_LIQBLOCK_MARGIN`. */
  readonly liqblock?: number
  /** The chain height; required in mode B (a near liqblock strands funds). */
  readonly currentHeight?: number
}

/**
 * Builds a box-v1 deploy. Checks: tick0 is a valid new tick and differs
 * from tick1; `1 ≤ max ≤ 10^41 − 1`; `amt0 ≥ 1` and `max ≥ 2 × amt0` (else
 * the finish fails and can stall the indexer, docs/protocol.md §13.3); exactly one of
 * `liqamt ≥ 1` and `liqblock ≥ 1`; in mode B the chain height is given and
 * `liqblock ≥ currentHeight + BOX_LIQBLOCK_MARGIN` (10 blocks, as
 * `validateBoxDeploy`). Not checkable here: that tick0 is free and tick1
 * exists.
 */
export function createBoxV1DeployPayload({
  tick0,
  tick1,
  max,
  amt0,
  liqamt,
  liqblock,
  currentHeight,
}: CreateBoxV1DeployPayloadParameters): Result<
  BoxV1DeployPayload,
  PayloadError
> {
  return safeTry(function* () {
    const t0 = yield* checkNewTick('tick0', tick0)
    const t1 = yield* checkTick('tick1', tick1)
    yield* checkDistinct(t0, t1)
    const maxValue = yield* checkAmount('max', max, { max: MAX_DRC20_SUPPLY })
    const amt0Value = yield* checkAmount('amt0', amt0)
    if (max < 2n * amt0) {
      return err({ code: 'BOX_SUPPLY_TOO_LOW' as const, minimum: 2n * amt0 })
    }
    if (liqamt === undefined && liqblock === undefined) {
      return err({ code: 'LIQUIDITY_MODE_REQUIRED' as const })
    }
    if (liqamt !== undefined && liqblock !== undefined) {
      return err({ code: 'LIQUIDITY_MODE_CONFLICT' as const })
    }
    if (liqamt !== undefined) {
      const cap = yield* checkAmount('liqamt', liqamt)
      return ok({
        p: 'box-v1' as const,
        op: 'deploy' as const,
        tick0: t0,
        tick1: t1,
        max: maxValue,
        amt0: amt0Value,
        liqamt: cap,
      })
    }
    const height = yield* checkInteger('liqblock', liqblock as number, 1)
    if (currentHeight === undefined) {
      return err({ code: 'CURRENT_HEIGHT_REQUIRED' as const })
    }
    const chainHeight = yield* checkInteger('currentHeight', currentHeight)
    const minimumLiqblock = getMinimumLiqblock(chainHeight)
    if (height < minimumLiqblock) {
      return err({ code: 'LIQBLOCK_TOO_SOON' as const, minimumLiqblock })
    }
    return ok({
      p: 'box-v1' as const,
      op: 'deploy' as const,
      tick0: t0,
      tick1: t1,
      max: maxValue,
      amt0: amt0Value,
      liqblock: height,
    })
  })
}

/** Parameters of {@link createBoxV1MintPayload}. */
export type CreateBoxV1MintPayloadParameters = {
  /** The box (its tick0). */
  readonly tick0: string
  /** Contribution in the box's tick1, ≥ 1. */
  readonly amt1: bigint
}

/**
 * Builds a box-v1 mint. Checks: tick present, `amt1 ≥ 1`. Close the UI at
 * `liqblock − 1`: later contributions are stranded (docs/protocol.md §13.3).
 */
export function createBoxV1MintPayload({
  tick0,
  amt1,
}: CreateBoxV1MintPayloadParameters): Result<BoxV1MintPayload, PayloadError> {
  return safeTry(function* () {
    const t0 = yield* checkTick('tick0', tick0)
    const a1 = yield* checkAmount('amt1', amt1)
    return ok({
      p: 'box-v1' as const,
      op: 'mint' as const,
      tick0: t0,
      amt1: a1,
    })
  })
}
