import { expect, type Page, test } from '@playwright/test'
import { withAccountLock } from './accountLock'
import { shownAmountToRaw } from './amounts'
import {
  ACCOUNTS,
  dogeBalance,
  mine,
  providerApi,
  tokenBalance,
} from './devnet'
import { expectNoSideScroll } from './layout'
import { connectWallet } from './wallet'

// Inscribe (deploy, mint) and transfer end to end on the devnet, with
// wallet accounts 8 (signer) and 9 (recipient), used by no other spec.
const SENDER = 8
const RECIPIENT = 9
const FROM = ACCOUNTS[SENDER]
const TO = ACCOUNTS[RECIPIENT]
const UNIT = 100_000_000n
/** The postage on a reveal's out0 (docs/wallet.md §3.4). */
const POSTAGE = 100_000n

/** A tick nobody else deploys: 8 letters from the run's time. */
function freshTick(): string {
  let n = Date.now() + Math.floor(Math.random() * 1e6)
  let tick = 'Q'
  for (let i = 0; i < 7; i++) {
    tick += String.fromCharCode(65 + (n % 26))
    n = Math.floor(n / 26)
  }
  return tick
}

async function open(page: Page, path: string, installClock = true) {
  if (installClock) await page.clock.install()
  const join = path.includes('?') ? '&' : '?'
  await page.goto(`${path}${join}wallet=auto-approve&walletAccount=${SENDER}`)
  // A granted site reconnects by itself after a reload; slow under load.
  const wallet = page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^Wallet ${FROM}`) })
  const connect = page.getByRole('button', { name: 'Connect Wallet' }).first()
  await expect(wallet.or(connect)).toBeVisible({ timeout: 60_000 })
  if (await wallet.isVisible()) return
  await connectWallet(page, FROM)
}

/** The form's breakdown total and net DOGE change, base units (net signed). */
async function breakdown(page: Page) {
  const section = page.getByTestId('payment-breakdown')
  await expect(section).toBeVisible()
  const total = shownAmountToRaw(
    await section.getByTestId('cost-total').textContent(),
  )
  const netText = await section
    .getByTestId('payment-breakdown-net')
    .textContent()
  const net = shownAmountToRaw(netText) * (netText?.includes('−') ? -1n : 1n)
  const networkFee = shownAmountToRaw(
    await section.getByTestId('cost-network').textContent(),
  )
  return { total, net, networkFee }
}

/** Confirms in the kit's modal: its costs equal the form's, then signs. */
async function confirm(page: Page, label: RegExp, net: bigint) {
  const dialog = page.getByRole('dialog')
  const netText = await dialog.getByTestId('confirm-costs-net').textContent()
  expect(shownAmountToRaw(netText) * (netText?.includes('−') ? -1n : 1n)).toBe(
    net,
  )
  await dialog.getByRole('button', { name: label }).click()
  // The last look at the token, then the wallet (slow on a busy machine).
  await expect(page.getByRole('dialog', { name: 'Submitted' })).toBeVisible({
    timeout: 30_000,
  })
  await page
    .getByRole('dialog', { name: 'Submitted' })
    .getByRole('button', { name: 'Close' })
    .first()
    .click()
}

async function mineAndPoll(page: Page, request: Parameters<typeof mine>[0]) {
  await mine(request, 2)
  await page.clock.fastForward('01:01')
}

test.describe('inscribe', () => {
  test.describe.configure({ mode: 'serial', timeout: 210_000 })

  test('deploy, mint with repeat 3 and transfer settle to the unit', async ({
    page,
    request,
  }) => {
    const tick = freshTick()
    // Deploy: lower-case typing is upper-cased as the indexer reads it.
    await open(page, '/inscribe?op=deploy')
    await page.getByRole('textbox', { name: 'Tick' }).fill(tick.toLowerCase())
    await page.getByRole('textbox', { name: 'Total supply' }).fill('1000')
    await page.getByRole('textbox', { name: 'Limit per mint' }).fill('100.5')
    let doge = await dogeBalance(request, FROM)
    let costs = await breakdown(page)
    // Out0 pays the deployer: the postage comes back.
    expect(costs.net).toBe(-costs.total + POSTAGE)
    await page.getByTestId('inscribe-submit').click()
    await expect(page.getByTestId('confirm-tick')).toContainText(tick)
    await confirm(page, /Confirm deploy/, costs.net)
    await mineAndPoll(page, request)
    await expect.poll(() => dogeBalance(request, FROM)).toBe(doge + costs.net)

    // Mint 100.5 × 3 to the signer.
    await open(page, `/inscribe?op=mint&tick=${tick}`, false)
    await expect(page.getByTestId('mint-token-info')).toContainText('1,000')
    await page.getByRole('textbox', { name: 'Amount per mint' }).fill('100.5')
    await page.getByRole('combobox', { name: 'Repeat mint' }).click()
    await page.getByRole('option', { name: '3', exact: true }).click()
    doge = await dogeBalance(request, FROM)
    costs = await breakdown(page)
    expect(costs.net).toBe(-costs.total + 3n * POSTAGE)
    await page.getByTestId('inscribe-submit').click()
    await expect(page.getByTestId('confirm-receive')).toContainText('301.5')
    await confirm(page, /Confirm mint/, costs.net)
    await mineAndPoll(page, request)
    await expect
      .poll(() => tokenBalance(request, FROM, tick))
      .toBe((3015n * UNIT) / 10n)
    expect(await dogeBalance(request, FROM)).toBe(doge + costs.net)
    // The order history lists the mint, completed, with its block.
    await expect(
      page.getByRole('table', { name: 'Order history' }).getByRole('row', {
        name: new RegExp(`Mint ${tick}`),
      }),
    ).toContainText('Completed')

    // The remaining supply: 698.5 left, 100.5 × 7 = 703.5 would fail whole.
    await page.getByRole('textbox', { name: 'Amount per mint' }).fill('100.5')
    await page.getByRole('combobox', { name: 'Repeat mint' }).click()
    await page.getByRole('option', { name: '7', exact: true }).click()
    await expect(page.getByText(/Repeat at most 6 times/)).toBeVisible()
    await page.getByRole('button', { name: 'Use repeat 6' }).click()
    await expect(page.getByText(/Repeat at most/)).toHaveCount(0)

    // The order lookup: the mint by its tx hash, with the fees this
    // browser journaled (the indexer keeps none).
    const mintNetworkFee = costs.networkFee
    const rows = (
      await providerApi(request, 'v4/drc20/order', {
        holder_address: FROM,
        tick,
        op: 'mint',
      })
    ).data as { tx_hash: string; order_id: string }[]
    const mintRow = rows[0]
    if (!mintRow) throw new Error('the mint is not indexed')
    await open(
      page,
      `/inscribe/point?q=${mintRow.tx_hash.toUpperCase()}`,
      false,
    )
    await expect(page.getByTestId('lookup-order-id')).toContainText(
      mintRow.order_id,
    )
    expect(
      shownAmountToRaw(
        await page.getByTestId('lookup-network-fee').textContent(),
      ),
    ).toBe(mintNetworkFee)

    // Transfer 12.34567891 of it to account 9.
    await open(page, `/transfer?tick=${tick}`, false)
    await page.getByRole('textbox', { name: 'Amount' }).fill('12.34567891')
    await page.getByRole('textbox', { name: 'Recipient address' }).fill(TO)
    await expect(page.getByTestId('transfer-preview')).toContainText(
      '"amt": "1234567891"',
    )
    // Account 9's DOGE is compared to the unit by the zip spec too.
    await withAccountLock(RECIPIENT, async () => {
      doge = await dogeBalance(request, FROM)
      const toDoge = await dogeBalance(request, TO)
      const toTokens = await tokenBalance(request, TO, tick)
      costs = await breakdown(page)
      expect(costs.net).toBe(-costs.total)
      await page.getByTestId('transfer-submit').click()
      await confirm(page, /Confirm transfer/, costs.net)
      await mineAndPoll(page, request)
      await expect
        .poll(() => tokenBalance(request, TO, tick))
        .toBe(toTokens + 1_234_567_891n)
      expect(await tokenBalance(request, FROM, tick)).toBe(
        (3015n * UNIT) / 10n - 1_234_567_891n,
      )
      expect(await dogeBalance(request, FROM)).toBe(doge + costs.net)
      // The recipient's DOGE grows by the postage of out0.
      expect(await dogeBalance(request, TO)).toBe(toDoge + POSTAGE)
    })
  })

  test('every validation message; a rejection loses nothing', async ({
    page,
    request,
  }) => {
    await open(page, '/inscribe?op=deploy')
    const tick = page.getByRole('textbox', { name: 'Tick' })
    const submit = page.getByTestId('inscribe-submit')
    await tick.fill('a')
    await expect(page.getByText('tick must 2-8 letter')).toBeVisible()
    await tick.fill('unix')
    await expect(page.getByText('The tick already exists.')).toBeVisible()
    await tick.fill('ab1')
    await expect(
      page.getByText('A new tick can only use the letters A to Z'),
    ).toBeVisible()
    await tick.fill(freshTick())
    await submit.click()
    await expect(
      page.getByText('Total or Limit is required').first(),
    ).toBeVisible()
    await page.getByRole('textbox', { name: 'Total supply' }).fill('10')
    await page.getByRole('textbox', { name: 'Limit per mint' }).fill('20')
    await expect(
      page.getByText('Total cannot be less than Limit'),
    ).toBeVisible()
    await page.getByRole('textbox', { name: 'Limit per mint' }).fill('10')
    await expect(page.getByText('Total must greater than limit')).toBeVisible()
    await page.getByRole('textbox', { name: 'Total supply' }).fill('10,5')
    await expect(
      page.getByText('Use “.” as the decimal separator'),
    ).toBeVisible()
    await page
      .getByRole('textbox', { name: 'Receive address' })
      .fill(`${TO.slice(0, -1)}x`)
    await expect(
      page.getByText(/checksum does not match|not a Dogecoin address/),
    ).toBeVisible()

    await page.getByRole('tab', { name: 'Mint' }).click()
    await page.getByRole('textbox', { name: 'Tick' }).fill(freshTick())
    await expect(
      page.getByText('The inscription has not been deployed yet.'),
    ).toBeVisible()
    await page.getByRole('textbox', { name: 'Tick' }).fill('UNIX')
    await page.getByTestId('inscribe-submit').click()
    await expect(page.getByText('amount is required')).toBeVisible()
    await page
      .getByRole('textbox', { name: 'Amount per mint' })
      .fill('999999999999')
    await expect(
      page.getByText(/amount cannot be greater than the lim|fully minted/),
    ).toBeVisible()

    // The lookup: a bad value and an unknown order id.
    await page.goto('/inscribe/point?q=not-a-hash')
    await expect(
      page.getByText(/neither a transaction hash .* nor an order id/),
    ).toBeVisible()
    await page.goto('/inscribe/point?q=00000000-0000-4000-a000-000000000000')
    await expect(page.getByTestId('lookup-unknown')).toBeVisible()

    // Transfer: the spec's two messages, then a rejection keeps the form.
    await open(page, '/transfer?tick=UNIX', false)
    await page.getByTestId('transfer-submit').click()
    await expect(page.getByText('Please typing address')).toBeVisible()
    await expect(page.getByText('Please typing transfer amount')).toBeVisible()
    await page.getByRole('textbox', { name: 'Recipient address' }).fill(FROM)
    await expect(page.getByText(/your own address/)).toBeVisible()
    await page.getByRole('textbox', { name: 'Recipient address' }).fill(TO)
    await page.getByRole('textbox', { name: 'Amount' }).fill('1')
    const before = await dogeBalance(request, FROM)
    await page.evaluate(() =>
      (
        window as unknown as { __walletSim: { setMode: (m: string) => void } }
      ).__walletSim.setMode('reject'),
    )
    await page.getByTestId('transfer-submit').click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Confirm transfer/ })
      .click()
    // Back at the confirmation, nothing sent, the form as typed.
    await expect(
      page
        .getByRole('dialog')
        .getByRole('button', { name: /Confirm transfer/ }),
    ).toBeEnabled()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('1')
    expect(await dogeBalance(request, FROM)).toBe(before)
  })

  test('languages and 390 px on inscribe and transfer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const path of ['/inscribe', '/inscribe?op=deploy', '/transfer']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoSideScroll(page, path)
    }
    // Vietnamese writes 10,5: the deploy form reads its decimal mark.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/inscribe?op=deploy')
    await page.getByRole('button', { name: /^Language/ }).click()
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Khắc' }),
    ).toBeVisible()
    await page.getByRole('textbox', { name: 'Tổng cung' }).fill('10,5')
    await page.getByRole('textbox', { name: 'Giới hạn mỗi lần đúc' }).fill('10')
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
})
