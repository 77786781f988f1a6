import type { Random } from './createRandom.js'
import type { HistoryBuilder } from './historyBuilder.js'

// The types the seed steps share (createSeedWorld runs them; seedMarkets is
// one of them), kept apart so the steps do not import each other.

export type SeedScale = 'small' | 'large' | 'empty'

/** What every seed step writes its history with. */
export type SeedContext = {
  readonly random: Random
  readonly history: HistoryBuilder
  readonly holders: readonly string[]
  /** First history height. */
  readonly start: number
  readonly genesisHeight: number
}

/** A token the seed deployed, as later steps (pools, markets) need it. */
export type SeededToken = {
  readonly tick: string
  readonly max: bigint
  readonly lim: bigint
  readonly deployer: string
  readonly deployHeight: number
  /** What the deployer keeps after the distribution (pool seeding). */
  readonly keep: bigint
}
