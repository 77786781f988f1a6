import type { APIRequestContext } from '@playwright/test'

/** The devnet the browser tests run against (see playwright.config.ts). */
export const DEVNET_URL = `http://127.0.0.1:${process.env.E2E_DEVNET_PORT ?? 8788}`

/**
 * The simulated wallet's funded accounts. Each spec file uses its own
 * (`?walletAccount=<index>`) so parallel files never share balances.
 */
export const ACCOUNTS = [
  'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd',
  'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk',
  'D596YFweJQuHY1BbjazZYmAbt8jJPbKehC',
  'DUUhXNEw1bNAMSKgm1Kt2tSPWdzF1CHKUc',
  'DMFjdZ4hBXfTxkukZ6odStsML5hxWzcwJp',
  'DEYcbCbmu3xs3LitVqT3GJJAnTCZNJtJHx',
  'DLoBXeMDLbXs4B4FqftH6ZKXUESMk6Ro58',
  'DTBwyPbUwnhwT6gYgTFux8DTquw5xNS1FF',
  'DH4dHFDxquBDYYDnEydZ2jpuFAUrG5dmU2',
  'DFbPc9ycKtNzWHFoywLyYGv9TyMSKyzzSm',
  'DDWRB1g8bmWJi8S6LZbCbJ7EKQDpyhMxf6',
  'DS4i3pP8s6XYfetdUUm9LSL228bsqh2mYg',
  'DBo4EN6KRZNKGiPiCJj4ADGqPTpsp53CA9',
  'DUMc7rRyrka1bBvsRskPjGWNhZidtBPNj7',
  'DAahwi1onzzqhBDxhsWqMTnWzZdvpTsMaP',
  'D6aBx2BG9UmKXP6xkRxM3C96kdVG7nxM45',
  'DNo8pSkKq4TxX3zzkEMA2iycN1TTWqvnVq',
  'DQRbXviBAofzcroK9WGkgt9AXspCSTSExX',
  'DRRXMBGWh3Ct1ApEkDu8FF2MpkgSk2w61U',
  'DMroR23v2r9bj49vDwr8KHxFjvEz5hXVHU',
] as const

/** A devnet admin call (`/devnet/<path>`); throws unless it succeeds. */
export async function admin(
  request: APIRequestContext,
  path: string,
  data: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const response = await request.post(`${DEVNET_URL}/devnet/${path}`, { data })
  if (!response.ok()) {
    throw new Error(
      `devnet ${path}: ${response.status()} ${await response.text()}`,
    )
  }
  return (await response.json()) as Record<string, unknown>
}

/** Mines `count` blocks; the index applies a block once one more is on top. */
export const mine = (request: APIRequestContext, count = 2) =>
  admin(request, 'mine', { count })

/** Holds the indexer `lag` blocks behind the chain tip (0 releases it). */
export const setIndexLag = (request: APIRequestContext, lag: number) =>
  admin(request, 'lag', { lag })

/** Fault injection: latency, offline, per-route error shapes (see devnet README). */
export const setFaults = (
  request: APIRequestContext,
  faults: Record<string, unknown>,
) => admin(request, 'faults', faults)

export const clearFaults = (request: APIRequestContext) =>
  admin(request, 'faults', { clear: true, offline: false, latencyMs: 0 })

/** A provider API call, straight to the devnet (for assertions). */
export async function providerApi(
  request: APIRequestContext,
  route: string,
  body: Record<string, unknown> = {},
): Promise<{ code: number; data: unknown; total: number }> {
  const response = await request.post(`${DEVNET_URL}/${route}`, { data: body })
  return (await response.json()) as {
    code: number
    data: unknown
    total: number
  }
}

/** The confirmed DOGE of `address`, from the devnet's chain. */
export async function dogeBalance(
  request: APIRequestContext,
  address: string,
): Promise<bigint> {
  const body = await admin(request, 'balance', { address })
  return BigInt(body.confirmed as string)
}

/** What `address` holds of the DRC-20 `tick` (0 without a balance row). */
export async function tokenBalance(
  request: APIRequestContext,
  address: string,
  tick: string,
): Promise<bigint> {
  const body = await providerApi(request, 'v4/drc20/collect-address', {
    holder_address: address,
    tick,
  })
  const rows = (body.data ?? []) as { tick: string; amt: string }[]
  const row = rows.find((r) => r.tick === tick)
  return row ? BigInt(row.amt) : 0n
}
