import type { Drc20Token } from '@drc20/core'
import * as v from 'valibot'
import { flag, int, strOrNull } from '../transport/wire.js'

/** Social columns shared by v4 and v3 token rows (`discorad` sic). */
export const socialEntries = {
  logo: strOrNull,
  introduction: strOrNull,
  white_paper: strOrNull,
  official: strOrNull,
  telegram: strOrNull,
  discorad: strOrNull,
  twitter: strOrNull,
  facebook: strOrNull,
  github: strOrNull,
  is_check: flag,
  tick: v.string(),
  dec: int,
  holders: int,
  transactions: int,
  deploy_by: v.string(),
  inscription: v.string(),
}

type TokenRowWire = {
  readonly tick: string
  readonly max_amt: bigint
  readonly mint_amt: bigint
  readonly lim: bigint
  readonly dec: number
  readonly holders: number
  readonly transactions: number
  readonly deploy_time: number | null
  readonly last_mint_time: number | null
  readonly deploy_by: string
  readonly inscription: string
  readonly logo: string | null
  readonly introduction: string | null
  readonly white_paper: string | null
  readonly official: string | null
  readonly telegram: string | null
  readonly discorad: string | null
  readonly twitter: string | null
  readonly facebook: string | null
  readonly github: string | null
  readonly is_check: boolean
}

export function toDrc20Token(row: TokenRowWire): Drc20Token {
  return {
    tick: row.tick,
    maxAmt: row.max_amt,
    mintAmt: row.mint_amt,
    lim: row.lim,
    dec: row.dec,
    holders: row.holders,
    transactions: row.transactions,
    deployTimeMs: row.deploy_time,
    lastMintTimeMs: row.last_mint_time,
    deployBy: row.deploy_by,
    inscription: row.inscription,
    logo: row.logo,
    introduction: row.introduction,
    whitePaper: row.white_paper,
    official: row.official,
    telegram: row.telegram,
    discord: row.discorad,
    twitter: row.twitter,
    facebook: row.facebook,
    github: row.github,
    isCheck: row.is_check,
  }
}
