import { NETWORK_FEE } from '@drc20/devnet'
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test'
import { shownAmountToRaw, shownSignedAmountToRaw } from './amounts'
import { axeViolations } from './axe'
import {
  ACCOUNTS,
  DEVNET_URL,
  dogeBalance,
  mine,
  providerApi,
  setIndexLag,
} from './devnet'
import { expectNoSideScroll } from './layout'
import { connectWallet } from './wallet'

// Swap end to end against the devnet, with wallet account 0 (this file's
// own). Every figure the UI previews is read back from the indexer after
// mining and must match to the base unit.

const ACCOUNT = ACCOUNTS[0]
/** The devnet wallet's service output on a reveal without a DOGE deposit. */
const DEVNET_SERVICE_FEE = 50_000_000n
const WDOGE = 'WDOGE(WRAPPED-DOGE)'

function swapUrl(path: string, mode = 'auto-approve', extra = '') {
  const sep = path.includes('?') ? '&' : '?'
  return `${path}${sep}wallet=${mode}&walletAccount=0${extra}`
}

async function tokenBalances(request: APIRequestContext) {
  const r = await providerApi(request, 'v4/drc20/collect-address', {
    holder_address: ACCOUNT,
    limit: 1000,
  })
  const rows = r.data as { tick: string; amt: string }[]
  return new Map(rows.map((row) => [row.tick, BigInt(row.amt)]))
}

async function adminSwap(
  request: APIRequestContext,
  payload: Record<string, unknown>,
) {
  const r = await request.post(`${DEVNET_URL}/devnet/submit`, {
    data: { address: ACCOUNT, payload },
  })
  expect(r.ok()).toBe(true)
}

async function connect(page: Page) {
  await connectWallet(page)
}

/** Scripts the simulated wallet's next answers (devnet README). */
async function setWalletMode(page: Page, mode: string) {
  await page.evaluate(
    (m) =>
      (
        window as unknown as { __walletSim: { setMode: (m: string) => void } }
      ).__walletSim.setMode(m),
    mode,
  )
}

function cell(table: Locator, name: RegExp) {
  return table.getByRole('row', { name }).getByRole('cell')
}

/** axe on the swap page; the shared header is another spec's subject. */
const seriousViolations = (page: Page) =>
  axeViolations(page, { exclude: 'header' })

/** Types the amount and reads core's preview off the form. */
async function preview(page: Page, amount: string) {
  const main = page.getByRole('main')
  await main.getByLabel('Amount to pay').fill(amount)
  const out = main.getByLabel('Amount to receive')
  await expect(out).not.toHaveValue('')
  const details = main.getByRole('table', { name: 'Swap details' })
  return {
    amountOut: shownAmountToRaw(await out.inputValue()),
    minimum: shownAmountToRaw(
      await cell(details, /Minimum received/).textContent(),
    ),
  }
}

async function openConfirm(page: Page) {
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Swap', exact: true })
    .click()
  return page.getByRole('dialog', { name: 'Confirm swap' })
}

test.describe('swap', () => {
  // One account, one devnet: these run in order so balances never interleave.
  test.describe.configure({ mode: 'default' })

  test('token → token: the settled balances equal the preview to the unit', async ({
    page,
    request,
  }) => {
    await page.goto(swapUrl('/swap/CARDI/UNIX'))
    await connect(page)
    const before = await tokenBalances(request)
    const { amountOut, minimum } = await preview(page, '1234.56789')
    const dialog = await openConfirm(page)
    const signed = dialog.getByRole('table', { name: 'What you will sign' })
    await expect(cell(signed, /You pay/)).toHaveText('1,234.56789 CARDI')
    await expect(cell(signed, /Minimum received/)).toHaveText(/UNIX$/)
    expect(
      shownAmountToRaw(await cell(signed, /Minimum received/).textContent()),
    ).toBe(minimum)
    await expect(cell(signed, /Native DOGE/)).toHaveText('No (0)')
    await dialog.getByRole('button', { name: 'Confirm swap' }).click()
    const done = page.getByRole('dialog', { name: 'Swap submitted' })
    await expect(done.getByRole('link')).toHaveAttribute(
      'href',
      /\/tx\/[0-9a-f]{64}/,
    )
    await mine(request, 2)
    await expect
      .poll(async () => (await tokenBalances(request)).get('UNIX'))
      .toBe((before.get('UNIX') ?? 0n) + amountOut)
    const after = await tokenBalances(request)
    expect(after.get('CARDI')).toBe(
      (before.get('CARDI') ?? 0n) - 123_456_789_000n,
    )
    await expect(done.getByTestId('swap-indexer-status')).toHaveText(
      'The swap is settled.',
      { timeout: 40_000 },
    )
  })

  test('DOGE → token (?doge=1) and back: DOGE and token to the unit', async ({
    page,
    request,
  }) => {
    await page.goto(swapUrl(`/swap/${WDOGE}/RONA?doge=1`))
    await connect(page)
    const main = page.getByRole('main')
    await expect(
      main.getByRole('button', { name: 'You pay: DOGE' }),
    ).toBeVisible()
    const dogeBefore = await dogeBalance(request, ACCOUNT)
    const before = await tokenBalances(request)
    const { amountOut } = await preview(page, '12.5')
    const details = main.getByRole('table', { name: 'Swap details' })
    const wrapFee = shownAmountToRaw(
      await cell(details, /Wrap fee/).textContent(),
    )
    expect(wrapFee).toBe(50_000_000n) // the 0.5 DOGE minimum (docs/protocol.md §7.2)
    let dialog = await openConfirm(page)
    await expect(
      cell(
        dialog.getByRole('table', { name: 'What you will sign' }),
        /Native DOGE/,
      ),
    ).toHaveText('Yes (1)')
    // Every DOGE the wallet pays, and the net change, before signing.
    const paidNet = shownSignedAmountToRaw(
      await dialog.getByTestId('swap-doge-costs-net').textContent(),
    )
    await dialog.getByRole('button', { name: 'Confirm swap' }).click()
    let done = page.getByRole('dialog', { name: 'Swap submitted' })
    await expect(done).toBeVisible()
    await mine(request, 2)
    await expect
      .poll(async () => (await tokenBalances(request)).get('RONA'))
      .toBe((before.get('RONA') ?? 0n) + amountOut)
    expect(await dogeBalance(request, ACCOUNT)).toBe(
      dogeBefore - 1_250_000_000n - wrapFee - NETWORK_FEE,
    )
    expect(await dogeBalance(request, ACCOUNT)).toBe(dogeBefore + paidNet)
    // WDOGE untouched: wrapped and spent inside the same reveal.
    expect((await tokenBalances(request)).get(WDOGE)).toBe(before.get(WDOGE))
    await done.getByRole('button', { name: 'Close' }).last().click()

    // And back: RONA → DOGE (the WDOGE output is paid out natively).
    await main.getByRole('button', { name: 'Reverse direction' }).click()
    await expect(page).toHaveURL(/\/swap\/RONA\/WDOGE.*doge=(1|true)/)
    await expect(
      main.getByRole('button', { name: 'You receive: DOGE' }),
    ).toBeVisible()
    await expect(main.getByLabel('Amount to pay')).toHaveValue('')
    await expect(main.getByLabel('Amount to receive')).toHaveValue('')
    const dogeMid = await dogeBalance(request, ACCOUNT)
    const mid = await tokenBalances(request)
    const back = await preview(page, '1000')
    // The DOGE received is shown net of what the wallet pays.
    const shownNet = shownAmountToRaw(
      await main.getByTestId('swap-doge-net').textContent(),
    )
    expect(shownNet).toBe(back.amountOut - DEVNET_SERVICE_FEE - NETWORK_FEE)
    dialog = await openConfirm(page)
    const receivedNet = shownSignedAmountToRaw(
      await dialog.getByTestId('swap-doge-costs-net').textContent(),
    )
    expect(receivedNet).toBe(shownNet)
    await dialog.getByRole('button', { name: 'Confirm swap' }).click()
    done = page.getByRole('dialog', { name: 'Swap submitted' })
    await expect(done).toBeVisible()
    await mine(request, 2)
    await expect
      .poll(async () => (await tokenBalances(request)).get('RONA'))
      .toBe((mid.get('RONA') ?? 0n) - 100_000_000_000n)
    // The WDOGE output is paid out natively; the reveal without a DOGE
    // deposit carries the devnet wallet's service output and network fee.
    expect(await dogeBalance(request, ACCOUNT)).toBe(
      dogeMid + back.amountOut - DEVNET_SERVICE_FEE - NETWORK_FEE,
    )
    expect(await dogeBalance(request, ACCOUNT)).toBe(dogeMid + receivedNet)
  })

  test('the fake WDOGE the devnet seeds is named, flagged and needs the risk step', async ({
    page,
  }) => {
    // A DRC-20 deployed as "WDOGE": never shown as wrapped DOGE.
    await page.goto('/swap/WDOGE/UNIX?wallet=auto-approve&walletAccount=4')
    const main = page.getByRole('main')
    await expect(
      main.getByRole('button', { name: 'You pay: WDOGE (DRC-20)' }),
    ).toBeVisible()
    const step = main.getByRole('group', { name: 'Token risk: WDOGE' })
    await expect(step).toContainText('This is not WDOGE')
    await expect(step).toContainText('Unverified token')
    const box = step.getByRole('checkbox', {
      name: 'Unverified token — I understand the risk',
    })
    await expect(box).not.toBeChecked()
    await box.check()
    await expect(box).toBeChecked()
    // The picker flags it too, beside the verified tokens.
    await main.getByRole('button', { name: 'You receive: UNIX' }).click()
    const picker = page.getByRole('dialog', { name: 'You receive' })
    await picker.getByLabel('Search name').fill('UNI')
    await expect(picker.getByRole('button', { name: /^UNIX/ })).toBeVisible()
  })

  test('a wallet rejection is silent and returns to the confirm step', async ({
    page,
  }) => {
    await page.goto(swapUrl('/swap/CARDI/UNIX'))
    await connect(page)
    await setWalletMode(page, 'reject')
    await preview(page, '1')
    const dialog = await openConfirm(page)
    await dialog.getByRole('button', { name: 'Confirm swap' }).click()
    await expect(
      dialog.getByRole('button', { name: 'Confirm swap' }),
    ).toBeEnabled()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(
      page.getByRole('dialog', { name: 'Swap submitted' }),
    ).toHaveCount(0)
  })

  test('form rules: insufficient balance, same token, invalid amount', async ({
    page,
  }) => {
    await page.goto(swapUrl('/swap/CARDI/UNIX'))
    await connect(page)
    const main = page.getByRole('main')
    await main.getByLabel('Amount to pay').fill('999999999999')
    await expect(
      main.getByRole('button', { name: 'Insufficient balance of CARDI' }),
    ).toBeDisabled()
    // A malformed amount is explained under the box; the button stays short.
    const amount = main.getByLabel('Amount to pay')
    await amount.fill('1.123456789')
    await expect(
      main.getByRole('button', { name: 'Invalid amount' }),
    ).toBeDisabled()
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(amount).toHaveAccessibleDescription(/At most 8 decimal places/)
    await amount.fill('1,5')
    await expect(amount).toHaveAccessibleDescription(
      /Use “\.” as the decimal separator, for example 12\.5/,
    )
    // The same token on the other side: the spec's alert, output cleared.
    await main.getByRole('button', { name: 'You receive: UNIX' }).click()
    const picker = page.getByRole('dialog', { name: 'You receive' })
    await picker.getByLabel('Search name').fill('CARDI')
    await picker.getByRole('button', { name: /^CARDI/ }).click()
    await expect(main.getByRole('alert')).toHaveText(
      'Cannot swap the same token! Please select different tokens.',
    )
    await expect(
      main.getByRole('button', { name: 'You receive: select a token' }),
    ).toBeVisible()
  })

  test('a price move between quote and signing is caught before signing', async ({
    page,
    request,
  }) => {
    await page.goto(swapUrl('/swap/DIS/WDOGE(WRAPPED-DOGE)'))
    await connect(page)
    const first = await preview(page, '5000000')
    const dialog = await openConfirm(page)
    // Someone else's large swap in the same pool is indexed meanwhile.
    await adminSwap(request, {
      p: 'pair-v1',
      op: 'swap',
      tick0: 'DIS',
      tick1: WDOGE,
      amt0: '1000000000000000',
      amt1: '1',
      amt1_min: '0',
      doge: 0,
    })
    await mine(request, 2)
    await dialog.getByRole('button', { name: 'Confirm swap' }).click()
    await expect(dialog.getByRole('alert')).toContainText('The price moved')
    const signed = dialog.getByRole('table', { name: 'What you will sign' })
    const newMinimum = shownAmountToRaw(
      await cell(signed, /Minimum received/).textContent(),
    )
    expect(newMinimum).toBeLessThan(first.minimum)
    // Nothing was sent to the wallet; the user re-confirms the new price.
    await dialog.getByRole('button', { name: 'Confirm new price' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Swap submitted' }),
    ).toBeVisible()
    await mine(request, 2)
  })

  test('an indexer-side slippage failure is shown decoded, nothing lost', async ({
    page,
    request,
  }) => {
    await page.goto(swapUrl('/swap/CZZ/WDOGE(WRAPPED-DOGE)'))
    await connect(page)
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Swap settings' }).click()
    await page.getByLabel('Slippage tolerance (%)').fill('0')
    await expect(page.getByText('Your transaction may fail')).toBeVisible()
    await page.keyboard.press('Escape')
    await preview(page, '100000')
    const dialog = await openConfirm(page)
    // Hold the wallet popup open while another swap enters the mempool first.
    await setWalletMode(page, 'manual')
    await dialog.getByRole('button', { name: 'Confirm swap' }).click()
    const popup = page.getByTestId('wallet-sim-dialog')
    await expect(popup).toBeVisible()
    const before = await tokenBalances(request)
    const frontRun = 10_000_000_000_000n
    await adminSwap(request, {
      p: 'pair-v1',
      op: 'swap',
      tick0: 'CZZ',
      tick1: WDOGE,
      amt0: frontRun.toString(),
      amt1: '1',
      amt1_min: '0',
      doge: 0,
    })
    await popup.getByRole('button', { name: 'Approve' }).click()
    const done = page.getByRole('dialog', { name: 'Swap submitted' })
    await expect(done).toBeVisible()
    await mine(request, 2)
    await expect(done.getByTestId('swap-indexer-status')).toHaveText(
      'The indexer failed the swap: swap terminated since amount out less than the minimum amount',
      { timeout: 40_000 },
    )
    // Only the front-runner's CZZ left; the failed swap moved nothing.
    expect((await tokenBalances(request)).get('CZZ')).toBe(
      (before.get('CZZ') ?? 0n) - frontRun,
    )
  })

  test('pair-v2 pools have URLs: ?pair= picks the pool, the list links to it', async ({
    page,
    request,
  }) => {
    const pools = await providerApi(request, 'v4/swap_v2/liquidity', {})
    const pool = (
      pools.data as { pair_id: string; tick0_id: string; tick1_id: string }[]
    ).find((p) => p.tick0_id === 'UNIX')
    if (!pool) throw new Error('the seed world has a UNIX pair-v2 pool')
    const main = page.getByRole('main')
    const picker = main.getByLabel('Pool (pair id)')

    await page.goto(`/swap/v2?pair=${encodeURIComponent(pool.pair_id)}`)
    await expect(picker).toHaveValue(new RegExp(pool.pair_id))
    await expect(
      main.getByRole('button', { name: 'You pay: UNIX' }),
    ).toBeVisible()

    await page.goto('/swap/v2?pair=no-such-pool')
    await expect(main.getByRole('alert')).toHaveText(
      'No pair-v2 pool has the pair id no-such-pool.',
    )
    await expect(
      main.getByRole('button', { name: 'You pay: select a token' }),
    ).toBeVisible()

    // Picking a pool puts it in the URL.
    await picker.selectOption(pool.pair_id)
    await expect(page).toHaveURL(
      new RegExp(`/swap/v2\\?pair=${encodeURIComponent(pool.pair_id)}$`),
    )
    await expect(main.getByRole('alert')).toHaveCount(0)

    // The pool list's Swap link for this pool lands on the same page.
    await page.goto('/pool')
    await page.getByLabel('Search pools').fill(pool.pair_id)
    const row = page.locator(`[data-pool="v2:${pool.pair_id}"]`)
    await row.getByRole('link', { name: /^Swap in / }).click()
    await expect(page).toHaveURL(
      new RegExp(`/swap/v2\\?pair=${encodeURIComponent(pool.pair_id)}$`),
    )
    await expect(picker).toHaveValue(new RegExp(pool.pair_id))
  })

  test('pair-v2: a pool picked by pair id, settled to the unit', async ({
    page,
    request,
  }) => {
    const pools = await providerApi(request, 'v4/swap_v2/liquidity', {})
    const pool = (pools.data as { pair_id: string; tick0_id: string }[]).find(
      (p) => p.tick0_id === 'UNIX',
    )
    if (!pool) throw new Error('the seed world has a UNIX pair-v2 pool')
    await page.goto(swapUrl('/swap/v2'))
    await connect(page)
    const main = page.getByRole('main')
    await main.getByLabel('Pool (pair id)').selectOption(pool.pair_id)
    await expect(
      main.getByRole('button', { name: 'You pay: UNIX' }),
    ).toBeVisible()
    const before = await tokenBalances(request)
    const { amountOut } = await preview(page, '100')
    const dialog = await openConfirm(page)
    const signed = dialog.getByRole('table', { name: 'What you will sign' })
    await expect(cell(signed, /pair_id/)).toHaveText(pool.pair_id)
    await dialog.getByRole('button', { name: 'Confirm swap' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Swap submitted' }),
    ).toBeVisible()
    await mine(request, 2)
    await expect
      .poll(async () => (await tokenBalances(request)).get(WDOGE))
      .toBe((before.get(WDOGE) ?? 0n) + amountOut)
    expect((await tokenBalances(request)).get('UNIX')).toBe(
      (before.get('UNIX') ?? 0n) - 10_000_000_000n,
    )
    await page
      .getByRole('dialog', { name: 'Swap submitted' })
      .getByRole('button', { name: 'Close' })
      .last()
      .click()

    // UNIX → native DOGE (doge: 1): the WDOGE output is paid out natively.
    await main.getByRole('button', { name: 'You receive: WDOGE' }).click()
    await page
      .getByRole('dialog', { name: 'You receive' })
      .getByRole('button', { name: /^DOGE(\s|$)/ })
      .click()
    await expect(
      main.getByRole('button', { name: 'You receive: DOGE' }),
    ).toBeVisible()
    const dogeBefore = await dogeBalance(request, ACCOUNT)
    const mid = await tokenBalances(request)
    const out = await preview(page, '100')
    let confirm = await openConfirm(page)
    let table = confirm.getByRole('table', { name: 'What you will sign' })
    await expect(cell(table, /Native DOGE/)).toHaveText('Yes (1)')
    await expect(cell(table, /pair_id/)).toHaveText(pool.pair_id)
    await confirm.getByRole('button', { name: 'Confirm swap' }).click()
    let done = page.getByRole('dialog', { name: 'Swap submitted' })
    await expect(done).toBeVisible()
    await mine(request, 2)
    await expect
      .poll(async () => (await tokenBalances(request)).get('UNIX'))
      .toBe((mid.get('UNIX') ?? 0n) - 10_000_000_000n)
    expect(await dogeBalance(request, ACCOUNT)).toBe(
      dogeBefore + out.amountOut - DEVNET_SERVICE_FEE - NETWORK_FEE,
    )
    expect((await tokenBalances(request)).get(WDOGE)).toBe(mid.get(WDOGE))
    await done.getByRole('button', { name: 'Close' }).last().click()

    // And back: pay native DOGE for the WDOGE input, wrap fee on top.
    await main.getByRole('button', { name: 'Reverse direction' }).click()
    await expect(
      main.getByRole('button', { name: 'You pay: DOGE' }),
    ).toBeVisible()
    const dogeMid = await dogeBalance(request, ACCOUNT)
    const mid2 = await tokenBalances(request)
    const back = await preview(page, '12.5')
    const details = main.getByRole('table', { name: 'Swap details' })
    const wrapFee = shownAmountToRaw(
      await cell(details, /Wrap fee/).textContent(),
    )
    expect(wrapFee).toBe(50_000_000n) // the 0.5 DOGE minimum (docs/protocol.md §7.2)
    confirm = await openConfirm(page)
    table = confirm.getByRole('table', { name: 'What you will sign' })
    await expect(cell(table, /Native DOGE/)).toHaveText('Yes (1)')
    await confirm.getByRole('button', { name: 'Confirm swap' }).click()
    done = page.getByRole('dialog', { name: 'Swap submitted' })
    await expect(done).toBeVisible()
    await mine(request, 2)
    await expect
      .poll(async () => (await tokenBalances(request)).get('UNIX'))
      .toBe((mid2.get('UNIX') ?? 0n) + back.amountOut)
    expect(await dogeBalance(request, ACCOUNT)).toBe(
      dogeMid - 1_250_000_000n - wrapFee - NETWORK_FEE,
    )
    // WDOGE untouched: wrapped and spent inside the same reveal.
    expect((await tokenBalances(request)).get(WDOGE)).toBe(mid2.get(WDOGE))
  })

  test('a11y: axe clean in both themes, and the form in another language', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await page.goto(swapUrl('/swap/CARDI/UNIX'))
      await connect(page)
      await preview(page, '10')
      expect(await seriousViolations(page)).toEqual([])
      const dialog = await openConfirm(page)
      await expect(dialog).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await page.getByRole('main').getByLabel('Swap settings').click()
      await expect(page.getByLabel('Slippage tolerance (%)')).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
    }
    // Another language: amounts follow its separators (vi: 1.234,5).
    await page.getByRole('main').getByLabel('Amount to pay').fill('123456')
    await page.getByRole('button', { name: /^Language:/ }).click()
    await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
    await expect(
      page.getByTestId('swap-amount-out').getByRole('textbox'),
    ).toHaveValue(/^\d{1,3}(\.\d{3})+(,\d+)?$/)
    // At 390 px the token buttons leave each amount about 110 px: its type
    // shrinks so that every digit stays in view (it was cut off).
    await page.setViewportSize({ width: 390, height: 844 })
    const amountIn = page.getByTestId('swap-input').getByRole('textbox')
    await amountIn.fill('12.345,6789')
    const amountOut = page.getByTestId('swap-amount-out').getByRole('textbox')
    await expect(amountOut).toHaveValue(/^\d{1,3}(\.\d{3})*,\d{5,}$/)
    for (const amount of [amountIn, amountOut]) {
      const [shown, width] = await amount.evaluate((input) => [
        input.scrollWidth,
        input.clientWidth,
      ])
      expect(shown, await amount.inputValue()).toBeLessThanOrEqual(width)
    }
    await expectNoSideScroll(page)
  })
})

test.describe
  .serial('faults: swap index lag gating', () => {
    test.afterEach(async ({ request }) => {
      await setIndexLag(request, 0)
      await mine(request, 1)
    })

    test('more than 5 blocks of index lag disables swapping with an explanation', async ({
      page,
      request,
    }) => {
      await setIndexLag(request, 7)
      await mine(request, 7)
      await page.goto(swapUrl('/swap/CARDI/UNIX'))
      await connect(page)
      const main = page.getByRole('main')
      await main.getByLabel('Amount to pay').fill('1')
      await expect(main.getByRole('status').first()).toContainText(
        'blocks behind the chain',
      )
      await expect(
        main.getByRole('button', { name: 'Trading paused' }),
      ).toBeDisabled()
    })
  })
