import { expect, type Page } from '@playwright/test'

/**
 * Connects the simulated wallet from the page's "Connect Wallet" button,
 * unless it is connected already: a site the wallet granted before
 * reconnects by itself after a reload or a second `goto` (`getAccounts`,
 * docs/wallet.md §3), while the button shows as busy. `address` checks the account.
 */
export async function connectWallet(page: Page, address?: string) {
  const wallet = page.getByRole('banner').getByRole('button', {
    name: new RegExp(`^Wallet ${address ?? '[1-9A-HJ-NP-Za-km-z]+'}`),
  })
  const connect = page.getByRole('button', { name: 'Connect Wallet' }).first()
  await expect
    .poll(
      async () =>
        (await wallet.isVisible()) ||
        ((await connect.isVisible()) && (await connect.isEnabled())),
      { timeout: 20_000 },
    )
    .toBe(true)
  if (!(await wallet.isVisible())) await connect.click()
  await expect(wallet).toBeVisible({ timeout: 20_000 })
}
