import {
  type APIRequestContext,
  expect,
  type Page,
  test,
} from '@playwright/test'
import { withAccountLock } from './accountLock'
import { shownAmountToRaw } from './amounts'
import { axeViolations } from './axe'
import { ACCOUNTS, dogeBalance, mine, tokenBalance } from './devnet'
import { letNotificationsClose } from './notifications'

// WDOGE end to end on the devnet, with wallet account 2 (its own balances).
const ACCOUNT_INDEX = 2
const ADDRESS = ACCOUNTS[ACCOUNT_INDEX]
const WALLET = `wallet=auto-approve&walletAccount=${ACCOUNT_INDEX}`
const WDOGE = 'WDOGE(WRAPPED-DOGE)'
const _UNIT = 100_000_000n
/** What the devnet charges per commit + reveal (its NETWORK_FEE). */
const DEVNET_NETWORK_FEE = 1_000_000n
/** The wallet's service output on a withdraw reveal (0.5 DOGE, not indexed). */
const WALLET_SERVICE_OUTPUT = 50_000_000n

// activity.spec.ts uses the same account: balance checks take turns
// (withAccountLock).

const wdogeBalance = (request: APIRequestContext) =>
  tokenBalance(request, ADDRESS, WDOGE)

async function open(page: Page, wallet = WALLET) {
  await page.clock.install()
  await page.goto(`/wdoge?${wallet}`)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    page.getByRole('button', { name: new RegExp(`^Wallet ${ADDRESS}`) }),
  ).toBeVisible()
}

/** Mines and lets the page's 60 s block poll notice the new height. */
async function mineAndPoll(page: Page, request: APIRequestContext) {
  await mine(request, 2)
  await page.clock.fastForward('01:01')
}

/** The "Unwrap WDOGE" tab (by position: its label is not in the catalogs yet). */
function unwrapTab(page: Page) {
  return page.getByRole('tab').nth(1)
}

function summaryRow(page: Page, table: string, name: RegExp) {
  return page.getByRole('table', { name: table }).getByRole('row', { name })
}

async function activityItem(page: Page, text: string) {
  await expect(page.getByText('Operation completed')).toBeVisible()
  await letNotificationsClose(page)
  const button = page.getByRole('button', { name: /^Activity: \d+ pending$/ })
  if ((await page.getByRole('list', { name: 'Operations' }).count()) === 0) {
    await button.click()
  }
  return page.getByTestId('activity-item').filter({ hasText: text })
}

test.describe('wdoge', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test('wrap: the balances move by exactly the preview', async ({
    page,
    request,
  }) => {
    await withAccountLock(ACCOUNT_INDEX, async () => {
      await open(page)
      await page
        .getByRole('textbox', { name: /Amount to wrap/ })
        .fill('12.34567891')
      const pay = shownAmountToRaw(
        await summaryRow(page, 'Wrap summary', /You pay/).textContent(),
      )
      const receive = shownAmountToRaw(
        await summaryRow(page, 'Wrap summary', /You receive/).textContent(),
      )
      // max(0.3%, 0.5 DOGE): the minimum applies below ~166.67 DOGE.
      expect(pay).toBe(1_234_567_891n + 50_000_000n)
      expect(receive).toBe(1_234_567_891n)
      const dogeBefore = await dogeBalance(request, ADDRESS)
      const wdogeBefore = await wdogeBalance(request)

      await page.getByRole('button', { name: 'Wrap', exact: true }).click()
      await expect(
        page.getByRole('button', { name: 'Activity: 1 pending' }),
      ).toBeVisible()
      await mineAndPoll(page, request)

      const item = await activityItem(page, 'Wrap 12.34567891 DOGE to WDOGE')
      await expect(item).toHaveAttribute('data-status', 'completed')
      expect((await wdogeBalance(request)) - wdogeBefore).toBe(receive)
      expect(dogeBefore - (await dogeBalance(request, ADDRESS))).toBe(
        pay + DEVNET_NETWORK_FEE,
      )
      await page.keyboard.press('Escape')
      const row = page
        .getByTestId('wdoge-order')
        .filter({ hasText: '12.34567891' })
      await expect(row).toHaveAttribute('data-status', 'completed')
      await expect(row).toContainText('Wrap')
    })
  })

  test('wrap in Vietnamese: a decimal comma, settled to the unit', async ({
    page,
    request,
  }) => {
    await withAccountLock(ACCOUNT_INDEX, async () => {
      await page.addInitScript(() => localStorage.setItem('LANG', 'vi'))
      await page.goto(`/wdoge?${WALLET}`)
      await page.getByRole('button', { name: 'Kết nối ví' }).click()
      await expect(
        page.getByRole('button', { name: new RegExp(`^Ví ${ADDRESS}`) }),
      ).toBeVisible()
      const amount = page.getByRole('textbox', { name: /Số lượng bọc/ })
      const wrap = page.getByRole('button', { name: 'Bọc', exact: true })
      // A dot is the group separator here: refused as a decimal, not misread.
      await amount.fill('2.25')
      await expect(amount).toHaveAccessibleDescription(/“,”/)
      await expect(wrap).toBeDisabled()
      // English habits: `1.234` is 1234 here. The hint under the box offers
      // the decimal reading, and its suggestion replaces the text.
      await amount.fill('1.234')
      const hint = page
        .getByTestId('wrap-amount')
        .locator('..')
        .getByText(/^Có phải ý bạn là/)
      await expect(hint).toBeVisible()
      await expect(hint).toContainText('1,234')
      await expect(amount).toHaveAccessibleDescription(/1,234\s?\?/)
      await hint.getByRole('button').click()
      await expect(amount).toHaveValue('1,234')
      await expect(hint).toBeHidden()

      await amount.fill('2,25')
      await expect(summaryRow(page, 'Tóm tắt bọc', /Bạn nhận/)).toContainText(
        '2,25 WDOGE',
      )
      const wdogeBefore = await wdogeBalance(request)
      await wrap.click()
      await expect
        .poll(async () => {
          await mine(request, 1)
          return (await wdogeBalance(request)) - wdogeBefore
        })
        .toBe(225_000_000n)
    })
  })

  test('unwrap: exactly the amount is burned, then paid out in DOGE', async ({
    page,
    request,
  }) => {
    await withAccountLock(ACCOUNT_INDEX, async () => {
      await open(page)
      await unwrapTab(page).click()
      await expect(
        page.getByTestId('unwrap-amount').getByText(/Balance: [\d,.]+/),
      ).toBeVisible()
      await page.getByRole('textbox', { name: /Amount to unwrap/ }).fill('3.5')
      const burned = shownAmountToRaw(
        await summaryRow(page, 'Unwrap summary', /burned/).textContent(),
      )
      expect(burned).toBe(350_000_000n)
      await expect(page.getByRole('note')).toContainText(
        'The WDOGE is burned when the block with your unwrap is indexed',
      )
      const dogeBefore = await dogeBalance(request, ADDRESS)
      const wdogeBefore = await wdogeBalance(request)

      await page.getByRole('button', { name: 'Unwrap', exact: true }).click()
      await expect(
        page.getByRole('button', { name: 'Activity: 1 pending' }),
      ).toBeVisible()
      await mineAndPoll(page, request)

      const item = await activityItem(page, 'Unwrap 3.5 WDOGE to DOGE')
      await expect(item).toHaveAttribute('data-status', 'completed')
      expect(wdogeBefore - (await wdogeBalance(request))).toBe(burned)
      // The devnet's operator pays out at once; the wallet paid its service
      // output and the network fee.
      expect((await dogeBalance(request, ADDRESS)) - dogeBefore).toBe(
        burned - WALLET_SERVICE_OUTPUT - DEVNET_NETWORK_FEE,
      )
      await page.keyboard.press('Escape')
      const row = page
        .getByTestId('wdoge-order')
        .filter({ hasText: /Unwrap\s*3\.5(?!\d)/ })
      await expect(row).toHaveAttribute('data-status', 'completed')
      // The second link is the operator's payout transaction.
      await expect(row.getByRole('link').nth(1)).toHaveAttribute(
        'href',
        /\/tx\/[0-9a-f]{64}$/,
      )
    })
  })

  test('a rejection in the wallet is silent', async ({ page }) => {
    await open(page)
    await page.getByRole('textbox', { name: /Amount to wrap/ }).fill('2')
    await page.evaluate(() => {
      const sim = (window as unknown as Record<string, unknown>)
        .__walletSim as {
        setMode: (mode: string) => void
      }
      sim.setMode('reject')
    })
    const wrap = page.getByRole('button', { name: 'Wrap', exact: true })
    await wrap.click()
    await expect(wrap).toBeEnabled()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(
      page.getByRole('button', { name: 'Activity: 0 pending' }),
    ).toBeVisible()
    await expect(
      page.getByRole('textbox', { name: /Amount to wrap/ }),
    ).toHaveValue('2')
  })

  test('in Vietnamese the preview uses its number format', async ({ page }) => {
    await page.goto('/wdoge')
    await page.evaluate(() => localStorage.setItem('LANG', 'vi'))
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
    // Typed as the screen writes it: 1.234,5 is 1,234.5 DOGE.
    await page.getByRole('textbox').first().fill('1.234,5')
    // 1,234.5 DOGE + 0.3% = 1,238.2035 DOGE, written the Vietnamese way.
    await expect(page.getByTestId('wrap-pay')).toContainText('1.238,2035 DOGE')
    await expect(page.getByTestId('wrap-fee')).toContainText('3,7035 DOGE')
  })
})

/**
 * Axe on what this feature renders: the page, the header's activity button
 * and, when open, its menu (the rest of the header is checked by
 * a11y.spec.ts).
 */
async function expectAxeClean(page: Page, { menuOpen = false } = {}) {
  const include = ['main', '[data-testid="activity-button"]']
  if (menuOpen) include.push('[data-testid="activity-menu"]')
  expect(await axeViolations(page, { include })).toEqual([])
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe: /wdoge with a quote, the activity menu and unwrap (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme })
    await open(page)
    await page.getByRole('textbox', { name: /Amount to wrap/ }).fill('0.5')
    await expect(
      page.getByRole('textbox', { name: /Amount to wrap/ }),
    ).toHaveAttribute('aria-invalid', 'true')
    await expect(
      page.getByRole('table', { name: 'Wrap summary' }),
    ).toBeVisible()
    await expectAxeClean(page)

    await page.getByRole('button', { name: /^Activity: / }).click()
    await expect(page.getByText('No operations yet.')).toBeVisible()
    await expectAxeClean(page, { menuOpen: true })
    await page.keyboard.press('Escape')

    await unwrapTab(page).click()
    await page.getByRole('textbox', { name: /Amount to unwrap/ }).fill('2')
    await expect(
      page.getByRole('table', { name: 'Unwrap summary' }),
    ).toBeVisible()
    await expectAxeClean(page)
  })
}
