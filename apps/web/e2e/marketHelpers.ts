import { NETWORK_FEE } from '@drc20/devnet'
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
} from '@playwright/test'
import { shownAmountToRaw } from './amounts'
import { ACCOUNTS, dogeBalance, providerApi, tokenBalance } from './devnet'

// The order-v1 market's browser helpers, shared by market.spec.ts and
// pending.spec.ts: wallet accounts 10 (the maker) and 11 (the buyer)
// trading KIBBLES for WDOGE.

export const MAKER_INDEX = 10
export const BUYER_INDEX = 11
export const MAKER = ACCOUNTS[MAKER_INDEX]
export const BUYER = ACCOUNTS[BUYER_INDEX]
export const TICK = 'KIBBLES'
export const WDOGE = 'WDOGE(WRAPPED-DOGE)'

export type Listing = {
  ex_id: string
  amt0: string
  amt1: string
  amt0_finish: string
  holder_address: string
  reserves_address: string
  tick0: string
}

export type Balances = { doge: bigint; token: bigint; wdoge: bigint }

export async function balances(
  request: APIRequestContext,
  address: string,
): Promise<Balances> {
  return {
    doge: await dogeBalance(request, address),
    token: await tokenBalance(request, address, TICK),
    wdoge: await tokenBalance(request, address, WDOGE),
  }
}

/** The open listings of `maker` selling KIBBLES, newest first. */
export async function listingsOf(request: APIRequestContext, maker: string) {
  const r = await providerApi(request, 'v3/exchange/collect', {
    holder_address: maker,
    tick0: TICK,
    limit: 100,
  })
  return r.data as Listing[]
}

/** The ids of the maker's open listings, to tell a new one apart later. */
export async function listingIdsOf(
  request: APIRequestContext,
  maker: string,
): Promise<ReadonlySet<string>> {
  return new Set((await listingsOf(request, maker)).map((row) => row.ex_id))
}

/**
 * The maker's open listings not among `before` (`listingIdsOf`): what this
 * attempt listed, apart from listings an earlier attempt (a retry) left.
 */
export async function listingsSince(
  request: APIRequestContext,
  maker: string,
  before: ReadonlySet<string>,
) {
  return (await listingsOf(request, maker)).filter(
    (row) => !before.has(row.ex_id),
  )
}

export async function listing(request: APIRequestContext, exid: string) {
  const r = await providerApi(request, 'v3/exchange/collect', { exid })
  const [row] = r.data as Listing[]
  if (!row) throw new Error(`no listing ${exid}`)
  return row
}

/** A page of its own for one wallet account, connected. */
export async function openAs(browser: Browser, account: number, path: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await visit(page, account, path)
  return page
}

/** Loads `path` with the page's wallet account and connects it. */
export async function visit(page: Page, account: number, path: string) {
  const sep = path.includes('?') ? '&' : '?'
  await page.goto(`${path}${sep}wallet=auto-approve&walletAccount=${account}`)
  // The trade form's own button shows once the wallet answers (a reload
  // keeps the grant); before that, Connect Wallet. The wallet client loads
  // in its own chunk, slowly on a busy machine.
  const form = page.getByRole('tabpanel')
  const submit = form.getByTestId(/-submit$/)
  const connect = form.getByRole('button', { name: 'Connect Wallet' })
  await expect
    .poll(
      async () =>
        (await submit.count()) > 0 ||
        ((await connect.count()) > 0 &&
          // isEnabled waits for the element, which may just have gone.
          (await connect
            .first()
            .isEnabled({ timeout: 500 })
            .catch(() => false))),
      { timeout: 60_000 },
    )
    .toBe(true)
  if ((await submit.count()) === 0) {
    await connect
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined)
  }
  await expect(submit.first()).toBeVisible({ timeout: 60_000 })
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', {
        name: new RegExp(`^Wallet ${ACCOUNTS[account]}`),
      })
      .first(),
    // The header's wallet loads once the page is idle: on the busy market
    // page of a loaded machine, well after the form's own button.
  ).toBeVisible({ timeout: 60_000 })
}

/** Scripts the simulated wallet's next answers (devnet README). */
export async function setWalletMode(page: Page, mode: string) {
  await page.evaluate(
    (m) =>
      (
        window as unknown as { __walletSim: { setMode: (m: string) => void } }
      ).__walletSim.setMode(m),
    mode,
  )
}

/** The value cell of a review row (`testId`) as base units. */
export async function reviewValue(
  scope: Locator,
  testId: string,
): Promise<bigint> {
  const text = await scope.getByTestId(testId).getByRole('cell').textContent()
  return shownAmountToRaw(text)
}

/**
 * What a `DogeCosts` block says the wallet pays for good, split into the
 * exact outputs (service, custody, wrap fee) and the network fee estimate;
 * checks that the net change shown is minus their sum.
 */
export async function dogeCosts(scope: Locator, testId: string) {
  const block = scope.getByTestId(testId)
  const net = block.getByTestId(`${testId}-net`).getByRole('cell')
  const netText = (await net.textContent()) ?? ''
  expect(netText).toMatch(/^−/)
  let outputs = 0n
  for (const row of ['cost-service', 'cost-custody', 'cost-wrap-fee']) {
    const cell = block.getByTestId(row).getByRole('cell')
    if ((await cell.count()) > 0)
      outputs += shownAmountToRaw(await cell.textContent())
  }
  const networkFee = await reviewValue(block, 'cost-network-fee')
  expect(shownAmountToRaw(netText)).toBe(outputs + networkFee)
  return { outputs, networkFee }
}

/**
 * The DOGE balance after paying `outputs`: the devnet charges its own flat
 * network fee (the preview's is an estimate at the fee rate; the wallet
 * picks the final fee, docs/wallet.md §3.4).
 */
export const afterCosts = (before: bigint, outputs: bigint) =>
  before - outputs - NETWORK_FEE

/** Confirms the open dialog and waits for the send result. */
export async function confirmAndSubmit(
  page: Page,
  dialog: Locator,
  label: string,
) {
  await dialog.getByRole('button', { name: label }).click()
  const result = page.getByRole('dialog', { name: 'Submitted' })
  await expect(result).toBeVisible({ timeout: 30_000 })
  return result
}

/** Lists `amount` KIBBLES for a total of `total` WDOGE; returns the previews. */
export async function list(page: Page, amount: string, total: string) {
  await page.getByRole('tab', { name: 'List', exact: true }).click()
  const form = page.getByRole('tabpanel', { name: 'List' })
  await form.getByTestId('ask-amount').fill(amount)
  await form
    .getByRole('radiogroup', { name: 'Price as' })
    .getByText('Total')
    .click()
  await form.getByTestId('ask-price').fill(total)
  // The maker is told that any address can cancel an open listing.
  await expect(
    form.getByRole('note').filter({ hasText: 'Anyone can cancel' }),
  ).toBeVisible()
  const meant = form.getByRole('checkbox', { name: 'I meant this price' })
  if (await meant.isVisible()) await meant.check()
  await form.getByTestId('ask-submit').click()
  const dialog = page.getByRole('dialog', { name: 'Confirm listed' })
  await expect(dialog.getByRole('note')).toContainText('any address can cancel')
  return {
    dialog,
    escrow: await reviewValue(dialog, 'confirm-escrow'),
    fullFill: await reviewValue(dialog, 'confirm-full-fill'),
    doge: await dogeCosts(dialog, 'confirm-doge-costs'),
  }
}

/** Buys `amount` (or Max) from the picked listing; returns the previews. */
export async function buyFrom(
  page: Page,
  exid: string,
  amount: string | 'max',
) {
  await visit(page, BUYER_INDEX, `/market/${TICK}?tab=buy&listing=${exid}`)
  const form = page.getByRole('tabpanel', { name: 'Buy' })
  if (amount === 'max') await form.getByRole('button', { name: 'Max' }).click()
  else await form.getByTestId('buy-amount').fill(amount)
  await form.getByTestId('buy-submit').click()
  const dialog = page.getByRole('dialog', { name: 'Confirm buy' })
  return {
    dialog,
    pay: await reviewValue(dialog, 'confirm-pay'),
    receive: await reviewValue(dialog, 'confirm-receive'),
    doge: await dogeCosts(dialog, 'confirm-doge-costs'),
  }
}
