export type CandleInterval =
  | '1m'
  | '5m'
  | '15m'
  | '1h'
  | '4h'
  | '1d'
  | '1w'
  | '1M'

/** Prices are ratios of base units (f64 on the wire). */
type CandlePrices = {
  readonly openPrice: number
  readonly closePrice: number
  readonly lowestAsk: number
  readonly highestBid: number
}

/** A pair-v1 candle (v4 swap/k). */
export type SwapCandle = CandlePrices & {
  readonly id: number
  readonly tick: string
  readonly tick0: string
  readonly tick1: string
  /** WDOGE volume, koinu. */
  readonly baseVolume: bigint
  /** Bucket start, epoch ms (server `last_date`, read as UTC). */
  readonly lastDateMs: number
  readonly dateInterval: CandleInterval | null
  readonly dogeUsdt: number
}

/** A pair-v2 candle (v4 swap_v2/k); gap-filled rows have `id` 0. */
export type SwapV2Candle = CandlePrices & {
  readonly id: number
  readonly tickId: string
  readonly baseVolume: bigint
  readonly timeStampMs: number
  readonly lastDateMs: number
  readonly dateInterval: CandleInterval | null
  readonly dogeUsdt: number
  readonly updateDateMs: number
  readonly createDateMs: number
}

/** An order-v1 market candle (v4 exchange/k). */
export type ExchangeCandle = CandlePrices & {
  readonly id: number
  readonly tick: string
  readonly tick0: string
  readonly tick1: string
  readonly baseVolume: bigint
  readonly quoteVolume: bigint
  readonly lastDateMs: number
  readonly dateInterval: CandleInterval | null
  readonly updateDateMs: number
  readonly createDateMs: number
}
