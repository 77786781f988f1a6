import type { IndexerState, TokenRow } from '../../indexer/state.js'

/** Tokens in deploy-time-desc order, cached per index height. */
export function getTokensByDeployDesc(
  state: IndexerState,
  cache: Map<string, unknown>,
): readonly TokenRow[] {
  const key = `tokens:${state.height}:${state.tokens.size}`
  const hit = cache.get('tokensByDeploy') as
    | { key: string; rows: TokenRow[] }
    | undefined
  if (hit && hit.key === key) return hit.rows
  const rows = [...state.tokens.values()].sort(
    (a, b) => b.deployHeight - a.deployHeight || (a.tick < b.tick ? -1 : 1),
  )
  cache.set('tokensByDeploy', { key, rows })
  return rows
}

/** Socials, blanked for unverified tokens unless `reveal` (route notes). */
export function socialsOf(token: TokenRow, reveal: boolean) {
  const s = token.socials
  const blank = token.isCheck === 0 && !reveal
  const v = (x: string) => (blank ? '' : x)
  return {
    logo: v(s.logo),
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
export function toV4Token(state: IndexerState, t: TokenRow, reveal: boolean) {
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
    ...socialsOf(t, reveal),
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
export function toV3Token(state: IndexerState, t: TokenRow, detail: boolean) {
  const s = socialsOf(t, false)
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
