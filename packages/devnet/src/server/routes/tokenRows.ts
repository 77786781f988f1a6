import { jsonString } from '../../codec/writeWireJson.js'
import type { IndexerState, TokenRow } from '../../indexer/state.js'

/**
 * A token's logo as served: a path on the content origin (a seeded logo,
 * `/content/<id>`) made absolute, as file and image paths are.
 */
export function tokenLogo(token: TokenRow, contentUrl: string): string {
  const { logo } = token.socials
  return logo.startsWith('/') ? `${contentUrl}${logo}` : logo
}

/** Socials, blanked for unverified tokens unless `reveal` (route notes). */
export function socialsOf(
  token: TokenRow,
  reveal: boolean,
  contentUrl: string,
) {
  const s = token.socials
  const blank = token.isCheck === 0 && !reveal
  const v = (x: string) => (blank ? '' : x)
  return {
    logo: v(tokenLogo(token, contentUrl)),
    introduction: v(s.introduction),
    white_paper: v(s.white_paper),
    official: v(s.official),
    telegram: v(s.telegram),
    discorad: v(s.discorad),
    twitter: v(s.twitter),
    facebook: v(s.facebook),
    github: v(s.github),
  }
}

/** S-Drc20Token (v4 `drc20/collect`). */
export function toV4Token(
  state: IndexerState,
  t: TokenRow,
  reveal: boolean,
  contentUrl: string,
) {
  return {
    tick: t.tick,
    max_amt: t.max.toString(),
    mint_amt: t.minted.toString(),
    dec: 0,
    lim: t.lim.toString(),
    holders: state.holders.get(t.tick) ?? 0,
    transactions: t.transactions,
    deploy_time: t.deployTime,
    last_mint_time: t.lastMintTime,
    deploy_by: t.deployer,
    inscription: t.inscription,
    ...socialsOf(t, reveal, contentUrl),
    is_check: t.isCheck,
  }
}

/** RFC 3339 text of a Unix time (v3 datetime columns). */
export function rfc3339(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** `"YYYY-MM-DD HH:MM:SS"` (UTC is the devnet's server time zone). */
export function sqlDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')
}

/** S3-Token (v3 `drc20/all`, `drc20/tick`). */
export function toV3Token(
  state: IndexerState,
  t: TokenRow,
  detail: boolean,
  contentUrl: string,
) {
  const s = socialsOf(t, false, contentUrl)
  return {
    tick: t.tick,
    mint_amt: t.minted,
    max_amt: t.max,
    dec: detail ? t.dec : 0,
    lim: t.lim,
    holders: state.balances.get(t.tick)?.size ?? 0,
    transactions: t.transactions,
    deploy_time: rfc3339(t.deployTime),
    last_mint_time:
      detail && t.lastMintTime !== null ? rfc3339(t.lastMintTime) : '',
    deploy_by: detail ? t.deployer : '',
    inscription: detail ? `${t.inscription}i0` : t.inscription,
    logo: s.logo,
    introduction: s.introduction,
    white_paper: detail || t.isCheck === 0 ? s.white_paper : null,
    official: detail || t.isCheck === 0 ? s.official : null,
    telegram: detail || t.isCheck === 0 ? s.telegram : null,
    discorad: detail || t.isCheck === 0 ? s.discorad : null,
    twitter: detail || t.isCheck === 0 ? s.twitter : null,
    facebook: detail || t.isCheck === 0 ? s.facebook : null,
    github: detail || t.isCheck === 0 ? s.github : null,
    is_check: t.isCheck,
  }
}

const optional = (x: string | null) => (x === null ? 'null' : jsonString(x))

/**
 * S-Drc20Token as JSON text, byte for byte what `writeWireJson(toV4Token(…))`
 * writes (a test holds them equal): the token list is written row by row
 * from these strings, 50,000 rows at a time.
 */
export function writeV4TokenRow(
  state: IndexerState,
  t: TokenRow,
  reveal: boolean,
  contentUrl: string,
): string {
  const s = socialsOf(t, reveal, contentUrl)
  return `{"tick":${jsonString(t.tick)},"max_amt":"${t.max}","mint_amt":"${t.minted}","dec":0,"lim":"${t.lim}","holders":${state.holders.get(t.tick) ?? 0},"transactions":${t.transactions},"deploy_time":${t.deployTime},"last_mint_time":${t.lastMintTime ?? 'null'},"deploy_by":${jsonString(t.deployer)},"inscription":${jsonString(t.inscription)},"logo":${jsonString(s.logo)},"introduction":${jsonString(s.introduction)},"white_paper":${jsonString(s.white_paper)},"official":${jsonString(s.official)},"telegram":${jsonString(s.telegram)},"discorad":${jsonString(s.discorad)},"twitter":${jsonString(s.twitter)},"facebook":${jsonString(s.facebook)},"github":${jsonString(s.github)},"is_check":${t.isCheck}}`
}

/** S3-Token of `v3/drc20/all` as JSON text (same as `toV3Token(…, false)`). */
export function writeV3TokenRow(
  state: IndexerState,
  t: TokenRow,
  contentUrl: string,
): string {
  const v = toV3Token(state, t, false, contentUrl)
  return `{"tick":${jsonString(v.tick)},"mint_amt":${v.mint_amt},"max_amt":${v.max_amt},"dec":0,"lim":${v.lim},"holders":${v.holders},"transactions":${v.transactions},"deploy_time":"${v.deploy_time}","last_mint_time":"","deploy_by":"","inscription":${jsonString(v.inscription)},"logo":${jsonString(v.logo)},"introduction":${jsonString(v.introduction)},"white_paper":${optional(v.white_paper)},"official":${optional(v.official)},"telegram":${optional(v.telegram)},"discorad":${optional(v.discorad)},"twitter":${optional(v.twitter)},"facebook":${optional(v.facebook)},"github":${optional(v.github)},"is_check":${v.is_check}}`
}
