import { NETWORK_FEE } from '@drc20/devnet'
import {
  type APIRequestContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test'
import { shownAmountToRaw } from './amounts'
import { ACCOUNTS, admin, dogeBalance, mine, tokenBalance } from './devnet'
import {
  BUYER,
  BUYER_INDEX,
  balances,
  confirmAndSubmit,
  dogeCosts,
  list,
  listingsOf,
  MAKER,
  MAKER_INDEX,
  openAs,
  TICK,
} from './marketHelpers'
import { connectWallet, openConnected } from './wallet'

// A reload while an operation is pending, and a failure at the indexer, on
// the order-v1 market: the journal keeps the pending row across the reload,
// resolves it to the indexer's outcome after mining, and the balances
// settle as confirmed. Wallet accounts 10 (maker) and 11 (buyer).
// Exclusive: a block mined by another spec would settle the operation
// before the test sees it pending.

/** Closes a "Submitted" result dialog. */
async function closeResult(result: Locator) {
  await result.getByRole('button', { name: 'Close' }).first().click()
}

/** Reloads and checks that the one pending operation is still listed. */
async function reloadPending(page: Page, account: number, label: RegExp) {
  await page.reload()
  await connectWallet(page, ACCOUNTS[account])
  await expect(
    page.getByRole('button', { name: 'Activity: 1 pending' }),
  ).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Activity: 1 pending' }).click()
  const item = page
    .getByRole('list', { name: 'Operations' })
    .getByRole('listitem')
    .filter({ hasText: label })
  await expect(item).toContainText('Pending')
  await page.keyboard.press('Escape')
  return item
}

/**
 * Mines, loads the page again (the tracker checks its pending entries at
 * once, without waiting for the next block poll) and opens the row.
 */
async function settle(
  page: Page,
  account: number,
  request: APIRequestContext,
  item: Locator,
  outcome: string,
  /** The indexer's reason, in words, read while the menu is open. */
  reason?: string,
) {
  await mine(request, 2)
  await page.reload()
  await connectWallet(page, ACCOUNTS[account])
  await expect(
    page.getByRole('button', { name: 'Activity: 0 pending' }),
  ).toBeVisible({ timeout: 30_000 })
  await page.mouse.move(10, 600)
  await page.getByRole('button', { name: 'Activity: 0 pending' }).click()
  await expect(item).toContainText(outcome)
  if (reason !== undefined) await expect(item).toContainText(reason)
  await page.keyboard.press('Escape')
}

test.describe('pending operations', { tag: '@exclusive' }, () => {
  test.describe.configure({ timeout: 240_000 })

  test('a listing survives a reload while pending; a buy of it, cancelled first, fails at the indexer', async ({
    browser,
    request,
  }) => {
    const maker = await openAs(browser, MAKER_INDEX, `/market/${TICK}`)

    // The maker lists 500 KIBBLES for 4 WDOGE and reloads before mining.
    const a0 = await balances(request, MAKER)
    const preview = await list(maker, '500', '4')
    const escrow = preview.escrow
    const listOutputs = preview.doge.outputs
    await closeResult(
      await confirmAndSubmit(maker, preview.dialog, 'Confirm listing'),
    )
    const listed = await reloadPending(maker, MAKER_INDEX, /List|KIBBLES/)
    // Nothing settled yet: the balances are as before.
    expect((await balances(request, MAKER)).token).toBe(a0.token)
    await settle(maker, MAKER_INDEX, request, listed, 'Completed')
    const a1 = await balances(request, MAKER)
    expect(a1.token).toBe(a0.token - escrow)
    expect(a1.doge).toBe(a0.doge - listOutputs - NETWORK_FEE)
    const listing = (await listingsOf(request, MAKER)).find(
      (r) => BigInt(r.amt0) === escrow,
    )
    if (!listing) throw new Error('the listing is not open')
    await maker.context().close()

    // The buyer signs a buy of it; the maker cancels it first, in the same
    // block. The buyer reloads before mining; the indexer fails the buy.
    const buyer = await openAs(
      browser,
      BUYER_INDEX,
      `/market/${TICK}?tab=buy&listing=${listing.ex_id}`,
    )
    const b0 = await balances(request, BUYER)
    const buy = buyer.getByRole('tabpanel', { name: 'Buy' })
    await buy.getByRole('button', { name: 'Max' }).click()
    await buy.getByTestId('buy-submit').click()
    const confirmBuy = buyer.getByRole('dialog', { name: 'Confirm buy' })
    const buyOutputs = (await dogeCosts(confirmBuy, 'confirm-doge-costs'))
      .outputs
    await admin(request, 'submit', {
      address: MAKER,
      payload: {
        p: 'order-v1',
        op: 'cancel',
        exid: listing.ex_id,
        amt0: listing.amt0,
      },
    })
    await closeResult(await confirmAndSubmit(buyer, confirmBuy, 'Confirm buy'))
    const bought = await reloadPending(buyer, BUYER_INDEX, /Buy|KIBBLES/)
    // The indexer's reason, in words (a cancelled listing has nothing left).
    await settle(
      buyer,
      BUYER_INDEX,
      request,
      bought,
      'Failed',
      'The output amount rounds to 0.',
    )
    // The buyer keeps tokens and WDOGE; only the wallet's outputs are spent.
    const b1 = await balances(request, BUYER)
    expect(b1.token).toBe(b0.token)
    expect(b1.wdoge).toBe(b0.wdoge)
    expect(b1.doge).toBe(b0.doge - buyOutputs - NETWORK_FEE)
    // The cancel returned the maker's escrow.
    expect((await balances(request, MAKER)).token).toBe(a0.token)
    await buyer.context().close()
  })
})

test.describe('pending operations: staking', { tag: '@exclusive' }, () => {
  test.describe.configure({ timeout: 180_000 })

  test('a stake survives a reload while pending and settles to its preview', async ({
    browser,
    request,
  }) => {
    const STAKER_INDEX = 15
    const staker = ACCOUNTS[STAKER_INDEX]
    const stakeTick = 'DIS'
    const page = await openConnected(
      browser,
      STAKER_INDEX,
      `/stake?tick=${stakeTick}`,
    )
    const pool = page.getByTestId('stake-pool')
    await pool.getByRole('textbox', { name: 'Amount to stake' }).fill('1.25')
    await pool
      .getByRole('button', { name: 'Stake', exact: true })
      .last()
      .click()
    const dialog = page.getByRole('dialog', { name: 'Confirm stake' })
    const amount = shownAmountToRaw(
      await dialog.getByTestId('stake-amount').textContent(),
    )
    // The wallet's service output (the postage comes back to the staker).
    const outputs = 50_000_000n
    await expect(dialog.getByTestId('stake-doge-costs')).toContainText('0.5')
    const tokens0 = await tokenBalance(request, staker, stakeTick)
    const doge0 = await dogeBalance(request, staker)
    await dialog.getByRole('button', { name: 'Stake', exact: true }).click()
    await expect(dialog).toBeHidden({ timeout: 30_000 })
    const item = await reloadPending(page, STAKER_INDEX, /Stake/)
    await settle(page, STAKER_INDEX, request, item, 'Completed')
    expect(await tokenBalance(request, staker, stakeTick)).toBe(
      tokens0 - amount,
    )
    expect(await dogeBalance(request, staker)).toBe(
      doge0 - outputs - NETWORK_FEE,
    )
    // The page shows the settled position, not a pending one.
    await expect(pool.getByTestId('position-deposited')).toBeVisible()
    await page.context().close()
  })
})
