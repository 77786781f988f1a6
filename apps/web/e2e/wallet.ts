import { type Browser, expect, type Page } from '@playwright/test'
import { ACCOUNTS } from './devnet'

/**
 * Connects the simulated wallet from the page's "Connect Wallet" button,
 * unless it is connected already: a site the wallet granted before
 * reconnects by itself after a reload or a second `goto` (`getAccounts`,
 * docs/wallet.md §3), while the button shows as busy. `address` checks the account.
 */
export async function connectWallet(page: Page, address?: string) {
  // The visible wallet button: the mobile menu may hold a hidden copy.
  const wallet = page
    .getByRole('button', {
      name: new RegExp(`^Wallet ${address ?? '[1-9A-HJ-NP-Za-km-z]+'}`),
    })
    .filter({ visible: true })
    .first()
  const connect = page
    .getByRole('button', { name: 'Connect Wallet' })
    .filter({ visible: true })
    .first()
  await expect
    .poll(
      async () =>
        (await wallet.isVisible().catch(() => false)) ||
        ((await connect.isVisible().catch(() => false)) &&
          // isEnabled waits for the element: the button may have just
          // turned into the connected wallet's, so never wait long.
          (await connect.isEnabled({ timeout: 500 }).catch(() => false))),
      { timeout: 60_000 },
    )
    .toBe(true)
  if (!(await wallet.isVisible())) {
    // Connected by itself meanwhile: the click finds no button then.
    await connect.click({ timeout: 5_000 }).catch(() => undefined)
  }
  await expect(wallet).toBeVisible({ timeout: 60_000 })
}

/**
 * A page of its own (a new browser context) for one wallet account of the
 * simulated wallet, on `path`, connected. `beforeGoto` runs first (for
 * example to install a fake clock).
 */
export async function openConnected(
  browser: Browser,
  account: number,
  path: string,
  beforeGoto?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await beforeGoto?.(page)
  const join = path.includes('?') ? '&' : '?'
  await page.goto(`${path}${join}wallet=auto-approve&walletAccount=${account}`)
  await connectWallet(page, ACCOUNTS[account])
  return page
}
