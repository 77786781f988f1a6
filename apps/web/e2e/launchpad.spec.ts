import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  test,
} from '@playwright/test'
import { shownAmountToRaw, shownSignedAmountToRaw } from './amounts'
import { axeViolations } from './axe'
import {
  ACCOUNTS,
  dogeBalance,
  mine,
  providerApi,
  tokenBalance,
} from './devnet'
import { expectNoSideScroll } from './layout'
import { connectWallet, openConnected } from './wallet'

// The launchpad with wallet accounts 14 and 15 (shared with stake.spec.ts,
// whose balances are other tokens: DIS, UNIX, CARDI).
const WDOGE = 'WDOGE(WRAPPED-DOGE)'
/** What the devnet charges per commit + reveal (its NETWORK_FEE). */
const DEVNET_NETWORK_FEE = 1_000_000n
const SERVICE_OUTPUT = 50_000_000n
const addressOf = (account: number): string => ACCOUNTS[account] ?? ''

/** A page for `account`, connected, with a fake clock installed first. */
function openAs(browser: Browser, account: number, path: string) {
  return openConnected(browser, account, path, (page) => page.clock.install())
}

async function heights(request: APIRequestContext) {
  const body = await providerApi(request, 'v4/info/blocknumber')
  return body.data as { chain_height: number; index_height: number }
}

async function boxOrders(request: APIRequestContext, address: string) {
  const body = await providerApi(request, 'v4/box/order', {
    holder_address: address,
    limit: 0,
  })
  return body.total
}

/** Confirms the open box dialog and mines until the order is indexed. */
async function confirmAndMine(
  page: Page,
  request: APIRequestContext,
  account: number,
  dialogName: string,
  confirmLabel: string,
  /** Runs once the operation is sent, before any block is mined. */
  whilePending?: () => Promise<void>,
) {
  const address = addressOf(account)
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(dialog.getByTestId('box-doge-costs')).toContainText('0.5')
  const shownNet = shownSignedAmountToRaw(
    await dialog.getByTestId('box-doge-costs-net').textContent(),
  )
  const dogeBefore = await dogeBalance(request, address)
  const before = await boxOrders(request, address)
  await dialog.getByRole('button', { name: confirmLabel }).click()
  await expect(dialog).toBeHidden({ timeout: 20_000 })
  await whilePending?.()
  await expect
    .poll(async () => {
      await mine(request, 1)
      return boxOrders(request, address)
    })
    .toBeGreaterThan(before)
  const body = await providerApi(request, 'v4/box/order', {
    holder_address: address,
    limit: 100,
  })
  const rows = body.data as { order_status: number; err_info: string }[]
  expect(rows.at(-1)).toMatchObject({ order_status: 0 })
  // The confirmation's net DOGE change is what the chain took, to the unit.
  expect((await dogeBalance(request, address)) - dogeBefore).toBe(shownNet)
  await page.clock.fastForward('01:01')
}

test.describe('launchpad', () => {
  test.describe.configure({ timeout: 240_000 })

  test('deploy a mode-B box, two contribute, the end block opens the pool exactly as previewed @exclusive', async ({
    browser,
    request,
  }) => {
    const tick0 = `L${Date.now().toString(36).toUpperCase().slice(-6)}`
    const deployer = await openAs(browser, 14, '/launchpad')
    const { index_height } = await heights(request)
    const liqblock = index_height + 20
    const form = deployer.getByRole('form', { name: 'Deploy a box' })
    await form.getByRole('textbox', { name: 'New token (tick0)' }).fill(tick0)
    await form.getByRole('textbox', { name: 'Supply (max)' }).fill('0.02004002')
    await form.getByRole('textbox', { name: /amt0/ }).fill('0.01002001')
    await form
      .getByRole('textbox', { name: 'End block (liqblock)' })
      .fill(String(liqblock))
    await form.getByRole('button', { name: 'Deploy box' }).click()
    const deployDialog = deployer.getByRole('dialog', {
      name: 'Confirm box deploy',
    })
    await expect(deployDialog.getByTestId('deploy-liqblock')).toContainText(
      String(liqblock),
    )
    const dogeBefore = await dogeBalance(request, ACCOUNTS[14])
    await confirmAndMine(deployer, request, 14, 'Confirm box deploy', 'Deploy')
    expect(dogeBefore - (await dogeBalance(request, ACCOUNTS[14]))).toBe(
      SERVICE_OUTPUT + DEVNET_NETWORK_FEE,
    )

    // Two accounts contribute; a dust contribution is refused first.
    const contributions: [number, string, bigint][] = [
      [14, '3', 300_000_000n],
      [15, '5', 500_000_000n],
    ]
    for (const [account, text, amount] of contributions) {
      const page =
        account === 14
          ? deployer
          : await openAs(browser, account, `/project?tick0=${tick0}`)
      if (account === 14) {
        await page
          .getByRole('link', { name: tick0, exact: true })
          .first()
          .click({ timeout: 20_000 })
        await expect(page).toHaveURL(/\/project\?tick0=/)
      }
      const box = page.getByRole('form', { name: 'Contribute' })
      const input = box.getByRole('textbox', { name: /Amount to contribute/ })
      if (account === 15) {
        // Σ 3 WDOGE: ceil(3e8 / (1,002,001 − 1)) = 300 units at least.
        await input.fill('0.00000299')
        await expect(box).toContainText(
          'Too small: your share would round to 0 and fail the whole finish. Contribute at least 0.000003 WDOGE.',
        )
        await expect(
          box.getByRole('button', { name: 'Contribute' }),
        ).toBeDisabled()
      }
      await input.fill(text)
      await box.getByRole('button', { name: 'Contribute' }).click()
      const dialog = page.getByRole('dialog', { name: 'Confirm contribution' })
      expect(
        shownAmountToRaw(
          await dialog
            .getByTestId('mint-amount')
            .locator('td')
            .last()
            .textContent(),
        ),
      ).toBe(amount)
      const wdogeBefore = await tokenBalance(request, addressOf(account), WDOGE)
      const doge = await dogeBalance(request, addressOf(account))
      // The second contribution survives a reload while it is pending.
      const activity = (pending: number) =>
        page.getByRole('button', { name: `Activity: ${pending} pending` })
      await confirmAndMine(
        page,
        request,
        account,
        'Confirm contribution',
        'Contribute',
        account === 15
          ? async () => {
              await page.reload()
              await connectWallet(page, addressOf(account))
              await expect(activity(1)).toBeVisible({ timeout: 30_000 })
            }
          : undefined,
      )
      if (account === 15)
        await expect(activity(0)).toBeVisible({ timeout: 30_000 })
      expect(
        wdogeBefore - (await tokenBalance(request, addressOf(account), WDOGE)),
      ).toBe(amount)
      expect(doge - (await dogeBalance(request, addressOf(account)))).toBe(
        SERVICE_OUTPUT + DEVNET_NETWORK_FEE,
      )
    }

    // The finish preview at the final raise.
    const page = deployer
    await page.clock.fastForward('01:01')
    const preview = page.getByTestId('finish-preview')
    await expect(preview.getByTestId('finish-pool1')).toContainText('8', {
      timeout: 20_000,
    })
    const read = async (testId: string) =>
      shownAmountToRaw(
        await preview.getByTestId(testId).locator('td').last().textContent(),
      )
    const pool0 = await read('finish-pool0')
    const pool1 = await read('finish-pool1')
    const lp = await read('finish-lp')
    const shares = new Map<string, bigint>()
    for (const account of [14, 15]) {
      shares.set(
        addressOf(account),
        shownAmountToRaw(
          await preview
            .getByTestId(`share-${addressOf(account)}`)
            .locator('td')
            .last()
            .textContent(),
        ),
      )
    }
    expect(pool0).toBe(1_002_001n)
    expect(pool1).toBe(800_000_000n)
    // c × amt0 // Σc
    expect(shares.get(ACCOUNTS[14])).toBe(
      (300_000_000n * 1_002_001n) / 800_000_000n,
    )
    expect(shares.get(ACCOUNTS[15])).toBe(
      (500_000_000n * 1_002_001n) / 800_000_000n,
    )

    // Mine through the end block: the pool exists exactly as previewed.
    const { index_height: now } = await heights(request)
    await mine(request, Math.max(1, liqblock - now + 1))
    await expect
      .poll(async () => (await heights(request)).index_height, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(liqblock)
    const pools = await providerApi(request, 'v4/swap/liquidity', {})
    const created = (
      pools.data as {
        tick0: string
        tick1: string
        amt0: string
        amt1: string
        liquidity_total: string
      }[]
    ).find(
      (p) =>
        (p.tick0 === tick0 && p.tick1 === WDOGE) ||
        (p.tick1 === tick0 && p.tick0 === WDOGE),
    )
    expect(created).toBeDefined()
    const reserves =
      created?.tick0 === tick0
        ? [created.amt0, created.amt1]
        : [created?.amt1, created?.amt0]
    expect(reserves.map((r) => BigInt(r ?? '-1'))).toEqual([pool0, pool1])
    expect(BigInt(created?.liquidity_total ?? '0')).toBe(lp)
    for (const [address, share] of shares)
      expect(await tokenBalance(request, address, tick0)).toBe(share)
    await page.clock.fastForward('01:01')
    await expect(page.getByTestId('box-status')).toHaveText('Finished', {
      timeout: 20_000,
    })
    await expect(page.getByRole('link', { name: /in its pool/ })).toBeVisible()
  })

  test('every refused deploy; finished and refunded boxes; languages, mobile, axe', async ({
    browser,
    page,
  }) => {
    const deployer = await openAs(browser, 15, '/launchpad')
    const form = deployer.getByRole('form', { name: 'Deploy a box' })
    await expect(deployer.getByRole('table', { name: 'Boxes' })).toContainText(
      'BOXLIVE',
      { timeout: 20_000 },
    )
    const field = (name: string | RegExp) => form.getByRole('textbox', { name })
    const issue = form.getByTestId('deploy-issue')
    const fill = async (
      tick0: string,
      max: string,
      amt0: string,
      end: string,
    ) => {
      await field('New token (tick0)').fill(tick0)
      await field('Supply (max)').fill(max)
      await field(/amt0/).fill(amt0)
      await field('End block (liqblock)').fill(end)
    }
    const far = '99999999'
    await fill('UNIX', '2000', '1000', far)
    await expect(issue).toContainText('already deployed')
    await fill('NEWBX1', '1999', '1000', far)
    await expect(issue).toContainText('at least twice')
    await fill('NEWBX1', '1', '0.01002', far)
    await expect(issue).toContainText('at least 0.01002001')
    await fill('NEWBX1', '2000', '1000', '5')
    await expect(issue).toContainText('The end block must be at least')
    await fill('NEWBX1', '2000', '1000', far)
    await expect(issue).toBeHidden()
    await form.getByRole('radio', { name: /hard cap/ }).check()
    await expect(issue).toContainText('Hard-cap boxes are not offered')
    await expect(
      form.getByRole('button', { name: 'Deploy box' }),
    ).toBeDisabled()

    await page.goto('/project?tick0=BOXREF')
    await expect(page.getByTestId('box-status')).toHaveText('Refunded', {
      timeout: 20_000,
    })
    await expect(page.getByRole('note')).toContainText('refunded')
    await page.goto('/project?tick0=BOXEND')
    await expect(page.getByTestId('box-status')).toHaveText('Finished', {
      timeout: 20_000,
    })
    await expect(page.getByRole('link', { name: /in its pool/ })).toBeVisible()

    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme })
      for (const path of ['/launchpad', '/project?tick0=BOXLIVE']) {
        await page.goto(path)
        // The route chunk may load slowly on a loaded machine.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({
          timeout: 20_000,
        })
        await expect(page.getByText('BOXLIVE').first()).toBeVisible({
          timeout: 20_000,
        })
        expect(await axeViolations(page, { impact: 'any' })).toEqual([])
      }
    }
    await page.setViewportSize({ width: 390, height: 844 })
    for (const path of ['/launchpad', '/project?tick0=BOXLIVE']) {
      await page.goto(path)
      await expect(page.getByText('BOXLIVE').first()).toBeVisible({
        timeout: 20_000,
      })
      await expectNoSideScroll(page, path)
    }
    for (const [lang, title] of [
      ['zh-TW', '發行平台'],
      ['ja-JP', 'ローンチパッド'],
      ['ko-KR', '런치패드'],
      ['vi', 'Launchpad'],
    ] as const) {
      await page.addInitScript((l) => localStorage.setItem('LANG', l), lang)
      await page.goto('/launchpad')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, {
        timeout: 20_000,
      })
    }
  })
})
