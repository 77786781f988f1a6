import { ok, type Result, safeTry } from 'neverthrow'
import type { DogecoinNetwork } from '../identifiers/dogecoinNetwork.js'
import {
  checkInteger,
  checkNewTick,
  checkRecipient,
  checkTick,
} from './payloadChecks.js'
import type { PayloadError } from './payloadError.js'

/**
 * AI-NFT payloads. The wire `p` is `nft/ai`, not `nft` (docs/protocol.md §0.1,
 * docs/protocol.md §14). Not settled by the newest indexer (treat as read-only history);
 * fields follow the indexer's NFT model. The image travels in later
 * inputs, never in the JSON.
 */
export type NftDeployPayload = {
  readonly p: 'nft/ai'
  readonly op: 'deploy'
  readonly tick: string
  /** JSON integer: number of NFTs, ≥ 1. */
  readonly total: number
  readonly model: string
  readonly prompt: string
}

/** AI-NFT mint: one NFT of `tick` from `prompt` and `seed`; out1 pays the mint fee. */
export type NftMintPayload = {
  readonly p: 'nft/ai'
  readonly op: 'mint'
  readonly tick: string
  readonly prompt: string
  /** JSON integer. */
  readonly seed: number
}

/** AI-NFT transfer: sends token `tick_id` of `tick` to reveal out0. */
export type NftTransferPayload = {
  readonly p: 'nft/ai'
  readonly op: 'transfer'
  readonly tick: string
  /** JSON integer, ≥ 0. */
  readonly tick_id: number
  /** The recipient, for the wallet to build reveal out0 (ignored by the indexer). */
  readonly to: string
}

/** NFT ticks are 2..32 bytes (docs/protocol.md §3). */
const NFT_TICK_MAX_LENGTH = 32

/** Parameters of {@link createNftDeployPayload}. */
export type CreateNftDeployPayloadParameters = {
  readonly tick: string
  readonly total: number
  readonly model: string
  readonly prompt: string
}

/** Builds an AI-NFT deploy. Checks: tick 2..32 ASCII letters/digits, `total` a safe integer ≥ 1. */
export function createNftDeployPayload({
  tick,
  total,
  model,
  prompt,
}: CreateNftDeployPayloadParameters): Result<NftDeployPayload, PayloadError> {
  return safeTry(function* () {
    const t = yield* checkNewTick('tick', tick, NFT_TICK_MAX_LENGTH)
    const n = yield* checkInteger('total', total, 1)
    return ok({
      p: 'nft/ai' as const,
      op: 'deploy' as const,
      tick: t,
      total: n,
      model: String(model),
      prompt: String(prompt),
    })
  })
}

/** Parameters of {@link createNftMintPayload}. */
export type CreateNftMintPayloadParameters = {
  readonly tick: string
  readonly prompt: string
  /** A safe integer ≥ 0, chosen by the caller (core draws no randomness). */
  readonly seed: number
}

/** Builds an AI-NFT mint. Checks: tick 2..32 bytes, `seed` a safe integer ≥ 0. */
export function createNftMintPayload({
  tick,
  prompt,
  seed,
}: CreateNftMintPayloadParameters): Result<NftMintPayload, PayloadError> {
  return safeTry(function* () {
    const t = yield* checkTick('tick', tick, [2, NFT_TICK_MAX_LENGTH])
    const s = yield* checkInteger('seed', seed, 0)
    return ok({
      p: 'nft/ai' as const,
      op: 'mint' as const,
      tick: t,
      prompt: String(prompt),
      seed: s,
    })
  })
}

/** Parameters of {@link createNftTransferPayload}. */
export type CreateNftTransferPayloadParameters = {
  readonly tick: string
  readonly tickId: number
  /** Recipient address. */
  readonly to: string
  /** Default livenet. */
  readonly network?: DogecoinNetwork
}

/**
 * Builds an AI-NFT transfer to reveal out0. Checks: tick 2..32 bytes,
 * `tick_id ≥ 0`, `to` a Dogecoin address of `network`.
 */
export function createNftTransferPayload({
  tick,
  tickId,
  to,
  network,
}: CreateNftTransferPayloadParameters): Result<
  NftTransferPayload,
  PayloadError
> {
  return safeTry(function* () {
    const t = yield* checkTick('tick', tick, [2, NFT_TICK_MAX_LENGTH])
    const id = yield* checkInteger('tick_id', tickId, 0)
    const recipient = yield* checkRecipient('to', to, network)
    return ok({
      p: 'nft/ai' as const,
      op: 'transfer' as const,
      tick: t,
      tick_id: id,
      to: recipient,
    })
  })
}
