/** A token price (v4 swap/price, swap_v2/price, v3 swap/price). */
export type TokenPrice = {
  /** A DRC-20 tick, or a meme-20 tick id on swap_v2/price. */
  readonly tick: string
  /**
   * WDOGE base units per token base unit, x 10^18, as an integer. v3 sends
   * the unscaled float; it is scaled here by decimal-string arithmetic
   * (rounded down).
   */
  readonly lastPriceE18: bigint
}

/** Per-token market summary (v4 swap/summary). */
export type SwapTokenSummary = {
  readonly tick: string
  readonly maxAmt: bigint
  readonly amtSum: bigint
  readonly lastPrice: number
  readonly openPrice: number
  readonly baseVolume: bigint
  readonly holders: number
  readonly footPrice: number
  readonly lastDateMs: number | null
  readonly logo: string
  readonly isCheck: boolean
}

/** Per-pair summary (v4 swap/pair). Reserves were doubles on the wire. */
export type SwapPairSummary = {
  readonly tick: string
  readonly tick0: string
  readonly tick1: string
  readonly priceChange: number
  readonly liquidity: number
  readonly baseVolume: number
  readonly dogeUsdt: number
  /** Pool reserves; exact only up to 2^53 (the server sends doubles). */
  readonly amt0: bigint
  readonly amt1: bigint
}

/** Order-v1 market summary row (v4 exchange/summary). */
export type ExchangeTokenSummary = {
  readonly tick: string
  readonly totalMaxAmt: string
  readonly lastPrice: number
  readonly lowestAsk: number
  readonly highestBid: number
  readonly baseVolume: number
  readonly quoteVolume: number
  readonly priceChangePercent24h: number
  readonly holders: number | null
  readonly footPrice: number
  readonly logo: string | null
  readonly isCheck: boolean
}

/** Order-v1 totals (v4 exchange/summary/total). */
export type ExchangeTotals = {
  /** Listings ever created. */
  readonly exchange: number
  /** Sum of the WDOGE side of all fills, koinu (f64 on the wire). */
  readonly valueAll: number
}

/** Per-collection market summary (v4 file-exchange/summary/all). */
export type FileCollectionSummary = {
  readonly name: string
  readonly metaId: string
  readonly description: string
  readonly icon: string
  readonly floorPrice: number
  readonly volume: number
  readonly dogeUsdt: number
  readonly listed: number
  readonly supply: number
  readonly holders: number
  readonly isCheck: boolean
}
