/** Social links of a token; `''` or `null` when none (or blanked). */
export type TokenSocials = {
  readonly logo: string | null
  readonly introduction: string | null
  readonly whitePaper: string | null
  readonly official: string | null
  readonly telegram: string | null
  /** Wire key `discorad` (sic). */
  readonly discord: string | null
  readonly twitter: string | null
  readonly facebook: string | null
  readonly github: string | null
}

/** A DRC-20 token of the token list (v4 drc20/collect, v3 drc20/all|tick). */
export type Drc20Token = TokenSocials & {
  readonly tick: string
  /** Supply cap, base units. */
  readonly maxAmt: bigint
  /** Minted so far, base units. */
  readonly mintAmt: bigint
  /** Per-mint limit, base units. */
  readonly lim: bigint
  /** Always 0 on v4 collect and v3 all (not selected by the server). */
  readonly dec: number
  readonly holders: number
  readonly transactions: number
  readonly deployTimeMs: number | null
  readonly lastMintTimeMs: number | null
  readonly deployBy: string
  /** Deploy txid (v3 drc20/tick appends `i0`). */
  readonly inscription: string
  readonly isCheck: boolean
}

/** One holder of a token (v3 drc20/holders). */
export type Drc20Holder = {
  readonly address: string
  readonly amt: bigint
}
