import { createWalletClient, type WalletClient } from '@drc20/wallet'

let client: WalletClient | undefined

/**
 * The one wallet client of the page, created on first use. It lives in the
 * wallet chunk, which loads right after the first render.
 */
export function getWalletClient(): WalletClient {
  client ??= createWalletClient()
  return client
}

/** Replaces the client (tests inject one over an in-memory provider). */
export function setWalletClient(next: WalletClient): void {
  client?.dispose()
  client = next
}
