import { expect, test } from '@playwright/test'

// The devnet's simulated wallet: `?wallet=<mode>` scripts its answers.
const ACCOUNT = 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd'

test('connect with the simulated wallet shows the shortened address', async ({
  page,
}) => {
  await page.goto('/?wallet=auto-approve')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    page.getByRole('button', { name: new RegExp(`^Wallet ${ACCOUNT}`) }),
  ).toHaveText(/DPBEgr…ZVGd/)
})

test('a rejected connect stays silent and connectable', async ({ page }) => {
  await page.goto('/?wallet=reject')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    page.getByRole('button', { name: 'Connect Wallet' }),
  ).toBeEnabled()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('an old wallet version opens the update modal', async ({ page }) => {
  await page.goto('/?wallet=old-version')
  const dialog = page.getByRole('dialog', { name: 'Update your wallet' })
  await expect(dialog).toBeVisible({ timeout: 30_000 })
  await expect(dialog.getByRole('button', { name: 'Update' })).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Download' })).toBeVisible()
})

test('no extension: the install modal', async ({ page }) => {
  await page.goto('/?wallet=not-installed')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Please Install Wallet' }),
  ).toBeVisible()
})

test('a person approves the connection in the wallet popup', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const popup = page.getByRole('dialog').filter({ hasText: /approve/i })
  await expect(popup).toBeVisible()
  await popup.getByRole('button', { name: /approve/i }).click()
  await expect(
    page.getByRole('button', { name: new RegExp(`^Wallet ${ACCOUNT}`) }),
  ).toBeVisible()
})

test('switching the account in the wallet refreshes the header', async ({
  page,
}) => {
  await page.goto('/?wallet=auto-approve')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    page.getByRole('button', { name: new RegExp(`^Wallet ${ACCOUNT}`) }),
  ).toBeVisible()
  await page.evaluate(() => {
    ;(
      window as unknown as { __walletSim: { switchAccount(i: number): void } }
    ).__walletSim.switchAccount(1)
  })
  await expect(
    page.getByRole('button', {
      name: /^Wallet DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk/,
    }),
  ).toHaveText(/DEm5jc…8tAk/)
})
