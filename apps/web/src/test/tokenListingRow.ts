/**
 * One row of v4/drc20/collect (docs/api.md), as a local test server
 * answers it for a token's verified flag and logo.
 */
export function tokenListingRow(tick: string, verified: boolean) {
  return {
    tick,
    max_amt: '2100000000000000000',
    mint_amt: '2100000000000000000',
    dec: 0,
    lim: '100000000000',
    holders: 1,
    transactions: 1,
    deploy_time: 1690271340,
    last_mint_time: null,
    deploy_by: 'DD8K1hQiDGSEaES5k6fP1LNNuJEsggiLFN',
    inscription:
      '6740ea3a93b93694d3371e118960b0c3d0933528f27734731a6c04a577a663a6',
    logo: null,
    introduction: null,
    white_paper: null,
    official: null,
    telegram: null,
    discorad: null,
    twitter: null,
    facebook: null,
    github: null,
    is_check: verified ? 1 : 0,
  }
}

/**
 * The reply to v4/drc20/collect for a `{ tick }` request body: ticks in
 * `verified` carry `is_check` 1, any other tick is listed unverified.
 */
export function tokenListingReply(
  requestBody: string,
  verified: ReadonlySet<string>,
): { readonly body: string } {
  const { tick } = JSON.parse(requestBody || '{}') as { tick?: string }
  return {
    body: JSON.stringify({
      code: 200,
      msg: 'success',
      data: tick ? [tokenListingRow(tick, verified.has(tick))] : [],
      total: tick ? 1 : 0,
    }),
  }
}
