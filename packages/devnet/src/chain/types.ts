/** One output of a reveal transaction; `amount` in koinu (1 DOGE = 1e8). */
export type TxOutput = {
  readonly address: string
  readonly amount: bigint
}

/** One input of a reveal: the inscription JSON exactly as pushed on chain. */
export type TxInput = {
  /** The raw JSON text of the inscription (typing rules apply to it). */
  readonly payload: string
  /** File / AI-NFT deploys: the content of the following inputs, base64. */
  readonly content?: string
  /** MIME type of `content`. */
  readonly contentType?: string
  /** Commit funder of this input (pair protocols check every input). */
  readonly funder?: string
}

/**
 * A commit + reveal pair as the indexer sees it (docs/protocol.md §2.1, 2.2).
 * `outputs[0]` is "reveal out0"; `funder` is the commit funder.
 */
export type ChainTx = {
  /** Reveal txid. */
  readonly txHash: string
  /** Commit txid (input 0 of the reveal). */
  readonly feeTxHash: string
  /** Address of the commit output being spent (P2SH). */
  readonly feeAddress: string
  /** Owner of the output spent by the commit's first input. */
  readonly funder: string
  readonly inputs: readonly TxInput[]
  readonly outputs: readonly TxOutput[]
  /** Network fee paid by the funder, koinu (the utxo side only). */
  readonly networkFee: bigint
}

export type Block = {
  readonly height: number
  readonly hash: string
  /** Unix seconds; derived from the height, never from the wall clock. */
  readonly time: number
  readonly txs: readonly ChainTx[]
}
