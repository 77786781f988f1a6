import {
  type APIRequestContext,
  expect as baseExpect,
  type Locator,
  type Page,
  test,
} from '@playwright/test'
import { shownAmountToRaw, shownSignedAmountToRaw } from './amounts'
import { axeViolationsInBothThemes } from './axe'
import {
  ACCOUNTS,
  admin,
  clearFaults,
  dogeBalance,
  mine,
  providerApi,
  setFaults,
  tokenBalance,
} from './devnet'
import { expectNoSideScroll } from './layout'
import { connectWallet } from './wallet'

// Buying through the cart on the devnet's seed
// (packages/devnet/src/seed/seedCollections.ts): account 16's "Cart
// Kittens" are all listed in WDOGE (the pups stay as collections.spec.ts
// reads them); account 17 buys, account 18 races it to one item, then
// lists three new files of its own at a price each and edits one price.
// These accounts are this file's and collections.spec.ts's (which only
// reads); the tests run one after the other.

const WDOGE = 'WDOGE(WRAPPED-DOGE)'
const SELLER = ACCOUNTS[16]
const BUYER_INDEX = 17
const BUYER = ACCOUNTS[BUYER_INDEX]
const RIVAL = ACCOUNTS[18]

const expect = baseExpect.configure({ timeout: 20_000 })

type Listed = {
  file_id: string
  file_name: string
  ex_id: string
  tick: string
  amt: string | null
  file_exchange_holder: string
}

/** The id of the seller's "Cart Kittens". */
async function kittensId(request: APIRequestContext): Promise<string> {
  const body = await providerApi(request, 'v4/file/collections', {
    holder_address: SELLER,
    limit: 50,
  })
  const found = (body.data as { meta_id: string; name: string }[]).find(
    (c) => c.name === 'Cart Kittens',
  )
  if (!found) throw new Error('no Cart Kittens in the seed')
  return found.meta_id
}

/** The seller's open Cart Kittens listings, cheapest first. */
async function openListings(
  request: APIRequestContext,
  metaId: string,
): Promise<Listed[]> {
  const body = await providerApi(request, 'v4/file-exchange/inscriptions', {
    meta_id: metaId,
    listed: true,
    price_order: 'asc',
    limit: 50,
  })
  return (body.data as Listed[]).filter(
    (l) => l.file_exchange_holder === SELLER && l.tick === WDOGE,
  )
}

/** The files `address` holds. */
async function heldFiles(request: APIRequestContext, address: string) {
  const body = await providerApi(request, 'v4/file/collect-address', {
    holder_address: address,
    limit: 500,
  })
  return new Set((body.data as { file_id: string }[]).map((f) => f.file_id))
}

/**
 * Inscribes `count` new text files to `address` (`label` and a random part
 * make each unique), mines, and waits until the index shows them held.
 */
async function newFiles(
  request: APIRequestContext,
  address: string,
  count: number,
  label: string,
): Promise<string[]> {
  const ids: string[] = []
  for (let n = 0; n < count; n++) {
    const { tx_hash: id } = await admin(request, 'submit', {
      address,
      payload: { p: 'file', op: 'deploy' },
      content: Buffer.from(`${label} ${n} ${Math.random()}`).toString('base64'),
      contentType: 'text/plain',
    })
    ids.push(String(id))
  }
  await mine(request, 2)
  await expect
    .poll(async () => {
      const held = await heldFiles(request, address)
      return ids.every((id) => held.has(id))
    })
    .toBe(true)
  return ids
}

/** The open listings `seller` made, as the devnet indexes them. */
async function listedBy(request: APIRequestContext, seller: string) {
  const body = await providerApi(request, 'v4/file-exchange/inscriptions', {
    holder_address: seller,
    listed: true,
    limit: 100,
  })
  return (body.data as Listed[]).filter(
    (l) => l.file_exchange_holder === seller,
  )
}

/** The simulated wallet answers by itself or waits for its popup. */
const setWalletMode = (page: Page, mode: 'manual' | 'auto-approve') =>
  page.evaluate(
    (m) =>
      (
        window as unknown as { __walletSim: { setMode: (m: string) => void } }
      ).__walletSim.setMode(m),
    mode,
  )

/** The signed DOGE amount a confirmation's row shows, in koinu. */
async function shownNet(dialog: Locator, testId: string): Promise<bigint> {
  return shownSignedAmountToRaw(
    await dialog.getByTestId(testId).getByRole('cell').textContent(),
  )
}

/** My collections as wallet account `index`, on its files not listed. */
async function openNotListed(page: Page, index: number) {
  await page.goto(
    `/collections/address?wallet=auto-approve&walletAccount=${index}`,
  )
  await connectWallet(page, ACCOUNTS[index])
  await page.getByRole('tab', { name: 'Not listed' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Not listed' })
  const cards = panel
    .getByRole('region', { name: 'Your files not listed' })
    .getByRole('listitem')
  await expect(cards.first()).toBeVisible({ timeout: 30_000 })
  return { panel, cards }
}

async function balances(request: APIRequestContext, address: string) {
  return {
    doge: await dogeBalance(request, address),
    wdoge: await tokenBalance(request, address, WDOGE),
  }
}

async function openItem(page: Page, fileId: string, metaId: string) {
  await page.goto(
    `/collections/inscription/${fileId}?meta=${metaId}&wallet=auto-approve&walletAccount=${BUYER_INDEX}`,
  )
  await expect(page.getByTestId('item-price')).toBeVisible({ timeout: 30_000 })
}

const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Cart/ })

test.describe('collections: the cart and selling', () => {
  // Both tests move account 17's balances: one after the other.
  // Account 18 races in the first and sells in the last.
  test.describe.configure({ mode: 'default' })
  test.use({ navigationTimeout: 30_000 })
  test.beforeEach(() => {
    test.setTimeout(180_000)
  })

  test('buy 3 through the cart; one sold meanwhile is dropped and unpaid; every balance to the unit', async ({
    page,
    request,
  }) => {
    const metaId = await kittensId(request)
    const listed = await openListings(request, metaId)
    expect(listed.length).toBeGreaterThanOrEqual(4)
    const [a, b, c, d] = listed as [Listed, Listed, Listed, Listed]

    // A cart full of junk in storage is kept aside and reported. Written
    // once the app has started (its code loads after the first paint): on
    // a first visit it clears unversioned storage as old state.
    await page.goto('/collections')
    await expect(page.locator('#root[inert]')).toHaveCount(0)
    await page.evaluate(() =>
      localStorage.setItem(
        'drc20.collections.cart',
        '{"v":1,"items":["junk",{"fileId":"<script>"}]}',
      ),
    )
    await openItem(page, a.file_id, metaId)
    await connectWallet(page, BUYER)
    await cartButton(page).click()
    const drawer = page.getByRole('dialog', { name: 'Cart' })
    await expect(drawer.getByRole('alert')).toContainText(
      '2 saved cart entries could not be read',
    )
    expect(
      await page.evaluate(() =>
        localStorage.getItem('drc20.collections.cart.unreadable'),
      ),
    ).toContain('junk')
    await drawer.getByRole('button', { name: 'Dismiss' }).click()
    await drawer.getByRole('button', { name: 'Close' }).click()

    // Four items into the cart; the cart survives a reload.
    for (const item of [a, b, c, d]) {
      if (item !== a) await openItem(page, item.file_id, metaId)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        item.file_name,
      )
      await page.getByRole('button', { name: 'Add to cart' }).click()
      await expect(page.getByRole('button', { name: 'In cart' })).toBeVisible()
    }
    await page.reload()
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 files')

    // Account 18 buys the fourth before our checkout.
    await admin(request, 'submit', {
      address: RIVAL,
      payload: {
        p: 'order-v2',
        op: 'trade',
        ex_id: d.ex_id,
        tick: WDOGE,
        amt: d.amt,
      },
      mine: true,
    })
    await expect
      .poll(async () => (await heldFiles(request, RIVAL)).has(d.file_id), {
        timeout: 60_000,
      })
      .toBe(true)

    const buyer0 = await balances(request, BUYER)
    const seller0 = await balances(request, SELLER)

    await connectWallet(page, BUYER)
    await cartButton(page).click()
    await page
      .getByRole('dialog', { name: 'Cart' })
      .getByRole('button', { name: 'Complete purchase' })
      .click()
    const confirm = page.getByRole('dialog', { name: 'Complete purchase' })
    await expect(confirm.getByTestId('cart-dropped')).toContainText(
      `${d.file_name}: Sold to someone else meanwhile`,
    )
    await expect(
      confirm.getByTestId('cart-trades').getByRole('listitem'),
    ).toHaveCount(3)
    const total = shownAmountToRaw(
      await confirm
        .getByTestId('cart-total-WDOGE')
        .getByRole('cell')
        .textContent(),
    )
    const expected =
      BigInt(a.amt ?? 0) + BigInt(b.amt ?? 0) + BigInt(c.amt ?? 0)
    expect(total).toBe(expected)
    const net = await shownNet(confirm, 'cart-doge-costs-net')
    expect(net).toBeLessThan(0n)
    await confirm.getByRole('button', { name: 'Buy 3 files' }).click()
    const result = page.getByRole('dialog', { name: 'Submitted' })
    await expect(result).toContainText('3 of 3 trades sent', {
      timeout: 60_000,
    })
    await expect(cartButton(page)).toHaveAccessibleName('Cart, empty')

    await mine(request, 2)
    await expect
      .poll(
        async () => {
          const held = await heldFiles(request, BUYER)
          return [a, b, c].every((i) => held.has(i.file_id))
        },
        { timeout: 60_000 },
      )
      .toBe(true)
    const buyer1 = await balances(request, BUYER)
    const seller1 = await balances(request, SELLER)
    // The buyer paid the shown total to the seller, nothing for the fourth,
    // and exactly the DOGE the confirmation showed.
    expect(buyer1.wdoge).toBe(buyer0.wdoge - expected)
    expect(seller1.wdoge).toBe(seller0.wdoge + expected)
    expect(buyer1.doge).toBe(buyer0.doge + net)
    expect(seller1.doge).toBe(seller0.doge)
    expect((await heldFiles(request, BUYER)).has(d.file_id)).toBe(false)
  })
  test('list 3 (the third declined), revoke one, batch-cancel the other: files and DOGE to the unit', async ({
    page,
    request,
  }) => {
    const seller = BUYER
    const listings = () => listedBy(request, seller)
    expect(await listings()).toHaveLength(0)
    const held0 = await heldFiles(request, seller)
    const doge0 = await dogeBalance(request, seller)

    const { panel, cards } = await openNotListed(page, BUYER_INDEX)
    // Nothing selected: the spec's words.
    await expect(panel.getByTestId('sell-submit-list')).toHaveText(
      'no files for placing orders',
    )
    for (const n of [0, 1, 2]) await cards.nth(n).getByRole('checkbox').check()
    await panel.getByTestId('sell-price').getByRole('textbox').fill('2.5')
    await panel.getByTestId('sell-submit-list').click()
    const confirm = page.getByRole('dialog', { name: 'Confirm listing' })
    await expect(
      confirm.getByTestId('sell-confirm-price').getByRole('cell'),
    ).toHaveText('2.5 WDOGE')
    const net3 = await shownNet(confirm, 'sell-doge-costs-net')
    // Approve two in the wallet, decline the third: the batch stops there.
    await setWalletMode(page, 'manual')
    await confirm.getByRole('button', { name: 'List 3 files' }).click()
    const popup = page.getByTestId('wallet-sim-dialog')
    for (const [n, answer] of ['Approve', 'Approve', 'Reject'].entries()) {
      // The batch moved on to this file: the popup now is its own.
      await expect(confirm.getByText(`File ${n + 1} of 3`)).toBeVisible()
      await expect(popup).toBeVisible({ timeout: 30_000 })
      await popup.getByRole('button', { name: answer }).click()
    }
    const result = page.getByRole('dialog', { name: 'Submitted' })
    await expect(result).toContainText('2 of 3 sent')
    await expect(result.getByTestId('sell-result-problems')).toContainText(
      'You declined it in the wallet: the batch stopped here.',
    )
    await result.getByRole('button', { name: 'Close' }).first().click()
    await setWalletMode(page, 'auto-approve')
    await mine(request, 2)
    await expect.poll(async () => (await listings()).length).toBe(2)
    const listed = await listings()
    expect(listed.every((l) => l.amt === '250000000' && l.tick === WDOGE)).toBe(
      true,
    )
    // Two reveals paid, exactly two thirds of the three shown.
    expect(await dogeBalance(request, seller)).toBe(doge0 + (net3 / 3n) * 2n)
    const doge1 = await dogeBalance(request, seller)

    // Revoke one listing. (The page follows new blocks once a minute: a
    // reload reads them now.)
    await page.reload()
    await connectWallet(page, BUYER)
    await page.getByRole('tab', { name: 'Listed', exact: true }).click()
    const listedPanel = page.getByRole('tabpanel', {
      name: 'Listed',
      exact: true,
    })
    const listedCards = listedPanel
      .getByRole('region', { name: 'Your listed files' })
      .getByRole('listitem')
    await expect(listedCards).toHaveCount(2, { timeout: 30_000 })
    await listedCards.first().getByRole('button', { name: 'Revoke' }).click()
    const revoke = page.getByRole('dialog', { name: 'Confirm revoke' })
    const netRevoke = await shownNet(revoke, 'sell-doge-costs-net')
    await revoke.getByRole('button', { name: 'Cancel 1 listing' }).click()
    const revoked = page.getByRole('dialog', { name: 'Submitted' })
    await expect(revoked).toContainText('1 of 1 sent')
    await revoked.getByRole('button', { name: 'Close' }).first().click()
    await mine(request, 2)
    await expect.poll(async () => (await listings()).length).toBe(1)
    await page.reload()
    await connectWallet(page, BUYER)
    await page.getByRole('tab', { name: 'Listed', exact: true }).click()
    await expect(listedCards).toHaveCount(1, { timeout: 30_000 })

    // Batch cancel the other.
    await listedPanel.getByRole('button', { name: 'Select all' }).click()
    await listedPanel.getByTestId('sell-submit-cancel').click()
    const cancel = page.getByRole('dialog', { name: 'Confirm batch cancel' })
    const netCancel = await shownNet(cancel, 'sell-doge-costs-net')
    await cancel.getByRole('button', { name: 'Cancel 1 listing' }).click()
    await expect(page.getByRole('dialog', { name: 'Submitted' })).toContainText(
      '1 of 1 sent',
    )
    await mine(request, 2)
    await expect.poll(async () => (await listings()).length).toBe(0)
    // Every file is back; DOGE moved by exactly what was shown.
    await expect
      .poll(async () => {
        const held = await heldFiles(request, seller)
        return [...held0].every((f) => held.has(f))
      })
      .toBe(true)
    expect(await dogeBalance(request, seller)).toBe(
      doge1 + netRevoke + netCancel,
    )
  })
  test('a price per file; edit prices (declined, reloaded between phases, declined in phase 2): listings and DOGE to the unit', async ({
    page,
    request,
  }) => {
    const seller = RIVAL
    const listings = () => listedBy(request, seller)
    // Three new files of account 18's own (nobody else lists them).
    const ids = await newFiles(request, seller, 3, 'price test')
    const doge0 = await dogeBalance(request, seller)
    const before = new Set((await listings()).map((l) => l.ex_id))

    const { panel } = await openNotListed(page, 18)
    for (const id of ids)
      await panel
        .getByRole('checkbox', { name: `Select ${id.slice(0, 10)}` })
        .check()
    await panel.getByRole('checkbox', { name: 'Set a price per file' }).check()
    const prices = ['1.25', '2.5', '0.75']
    const raw = [125_000_000n, 250_000_000n, 75_000_000n]
    // A bad price shows under its own field and blocks the batch.
    const field = (id: string) =>
      panel.getByTestId(`sell-file-price-${id}`).getByRole('textbox')
    await field(ids[0] ?? '').fill('0')
    await expect(field(ids[0] ?? '')).toHaveAccessibleDescription(
      /The price must be above zero/,
    )
    await expect(panel.getByTestId('sell-submit-list')).toBeDisabled()
    for (const [n, id] of ids.entries()) await field(id).fill(prices[n] ?? '')
    expect(await axeViolationsInBothThemes(page, { include: 'main' })).toEqual(
      [],
    )
    // At 390 px the list turns into cards, with no sideways scrolling.
    const desktop = page.viewportSize()
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(field(ids[2] ?? '')).toHaveValue(prices[2] ?? '')
    await expectNoSideScroll(page)
    if (desktop) await page.setViewportSize(desktop)
    await panel.getByTestId('sell-submit-list').click()
    const confirm = page.getByRole('dialog', { name: 'Confirm listing' })
    await expect(
      confirm.getByTestId('sell-confirm-total').getByRole('cell'),
    ).toHaveText('4.5 WDOGE')
    for (const [n, id] of ids.entries())
      await expect(confirm.getByTestId('sell-confirm-prices')).toContainText(
        `${id.slice(0, 10)}${prices[n]} WDOGE`,
      )
    const net = await shownNet(confirm, 'sell-doge-costs-net')
    await confirm.getByRole('button', { name: 'List 3 files' }).click()
    const result = page.getByRole('dialog', { name: 'Submitted' })
    await expect(result).toContainText('3 of 3 sent', { timeout: 60_000 })
    await result.getByRole('button', { name: 'Close' }).first().click()
    await mine(request, 2)
    await expect
      .poll(async () => (await listings()).filter((l) => !before.has(l.ex_id)))
      .toHaveLength(3)
    const listed = await listings()
    for (const [n, id] of ids.entries()) {
      const row = listed.filter((l) => l.file_id === id)
      expect(row.map((l) => [l.amt, l.tick])).toEqual([[String(raw[n]), WDOGE]])
    }
    expect(await dogeBalance(request, seller)).toBe(doge0 + net)
    const doge1 = doge0 + net
    const old = listed.find((l) => l.file_id === ids[0]) as Listed

    // Edit the first one's price: cancel, wait, list again.
    await page.reload()
    await connectWallet(page, seller)
    await page.getByRole('tab', { name: 'Listed', exact: true }).click()
    await page
      .getByRole('button', {
        name: `Edit the price of ${ids[0]?.slice(0, 10)}`,
      })
      .click({ timeout: 30_000 })
    const edit = page.getByRole('dialog', { name: 'Edit price' })
    await expect(edit.getByTestId('price-edit-note')).toContainText(
      'two wallet approvals and two inscriptions',
    )
    await expect(
      edit.getByTestId('price-edit-old').getByRole('cell'),
    ).toHaveText('1.25 WDOGE')
    const newPrice = edit.getByTestId('price-edit-price').getByRole('textbox')
    // The same price would spend two inscriptions on nothing.
    await newPrice.fill('1.25')
    await expect(newPrice).toHaveAccessibleDescription(
      'That is the current price.',
    )
    await expect(
      edit.getByRole('button', { name: 'Cancel and list again' }),
    ).toBeDisabled()
    await newPrice.fill('9.5')
    expect(
      await axeViolationsInBothThemes(page, { include: '[role="dialog"]' }),
    ).toEqual([])
    const shown = async (testId: string) =>
      shownAmountToRaw(
        await edit.getByTestId(testId).getByRole('cell').textContent(),
      )
    const netEdit = await shownNet(edit, 'price-edit-doge-costs-net')
    expect(
      (await shown('price-edit-doge-cancel')) +
        (await shown('price-edit-doge-list')),
    ).toBe(-netEdit)
    await edit.getByRole('button', { name: 'Cancel and list again' }).click()
    await expect(edit.getByTestId('price-edit-progress')).toContainText(
      'Waiting for the cancel to be confirmed',
      { timeout: 30_000 },
    )
    await mine(request, 2)
    await expect(page.getByRole('dialog')).toContainText(
      'The cancel is confirmed and the new listing',
      { timeout: 60_000 },
    )
    await mine(request, 2)
    await expect
      .poll(async () =>
        (await listings())
          .filter((l) => l.file_id === ids[0])
          .map((l) => l.amt),
      )
      .toEqual(['950000000'])
    const now = await listings()
    expect(now.some((l) => l.ex_id === old.ex_id)).toBe(false)
    expect(await dogeBalance(request, seller)).toBe(doge1 + netEdit)
    const doge2 = doge1 + netEdit

    // Declined in phase 1: nothing changes. Approved, then a reload while
    // the cancel settles: the tracker shows it pending, and the file comes
    // back not listed. Declined in phase 2: the file stays not listed.
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Close' })
      .first()
      .click()
    const popup = page.getByTestId('wallet-sim-dialog')
    const startEdit = async (id: string) => {
      await page
        .getByRole('button', { name: `Edit the price of ${id.slice(0, 10)}` })
        .click()
      await edit.getByTestId('price-edit-price').getByRole('textbox').fill('4')
      const cancelDoge = await shown('price-edit-doge-cancel')
      await edit.getByRole('button', { name: 'Cancel and list again' }).click()
      return cancelDoge
    }
    await setWalletMode(page, 'manual')
    await startEdit(ids[1] ?? '')
    await popup.getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByRole('dialog')).toContainText(
      `Nothing changed: ${ids[1]?.slice(0, 10)} stays listed`,
    )
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Close' })
      .first()
      .click()
    const cancel1 = await startEdit(ids[1] ?? '')
    await popup.getByRole('button', { name: 'Approve' }).click()
    await expect(edit.getByTestId('price-edit-progress')).toContainText(
      'Waiting for the cancel to be confirmed',
    )
    await page.reload()
    await connectWallet(page, seller)
    await expect(
      page.getByRole('button', { name: /^Activity: [1-9]\d* pending$/ }),
    ).toBeVisible()
    await mine(request, 2)
    await expect
      .poll(async () => (await listings()).map((l) => l.file_id))
      .not.toContain(ids[1])
    await page.reload()
    await connectWallet(page, seller)
    await page.getByRole('tab', { name: 'Not listed' }).click()
    await expect(
      panel.getByRole('checkbox', { name: `Select ${ids[1]?.slice(0, 10)}` }),
    ).toBeVisible({ timeout: 30_000 })
    expect(await dogeBalance(request, seller)).toBe(doge2 - cancel1)

    await page.getByRole('tab', { name: 'Listed', exact: true }).click()
    await setWalletMode(page, 'manual')
    const cancel2 = await startEdit(ids[2] ?? '')
    await popup.getByRole('button', { name: 'Approve' }).click()
    await expect(edit.getByTestId('price-edit-progress')).toContainText(
      'Waiting for the cancel to be confirmed',
    )
    await mine(request, 2)
    await expect(edit.getByTestId('price-edit-progress')).toContainText(
      'Step 2 of 2',
      { timeout: 30_000 },
    )
    await popup.getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByRole('dialog')).toContainText(
      `the new listing was not sent: ${ids[2]?.slice(0, 10)} is not listed now`,
    )
    await expect
      .poll(async () => (await listings()).map((l) => l.file_id))
      .not.toContain(ids[2])
    expect(await dogeBalance(request, seller)).toBe(doge2 - cancel1 - cancel2)
  })

  test('bulk-list 20 new files at one batch price: every listing and the DOGE to the unit', async ({
    page,
    request,
  }) => {
    const seller = RIVAL
    const listings = () => listedBy(request, seller)
    // Twenty new files of account 18's own.
    const ids = await newFiles(request, seller, 20, 'bulk')
    const doge0 = await dogeBalance(request, seller)
    const before = new Set((await listings()).map((l) => l.ex_id))

    // Every file not listed (the twenty, and any the earlier tests left).
    const { panel } = await openNotListed(page, 18)
    await panel.getByRole('button', { name: 'Select all' }).click()
    const selected = await panel.getByTestId('sell-selected-list').textContent()
    const count = Number(/^(\d+) of/.exec(selected ?? '')?.[1])
    expect(count).toBeGreaterThanOrEqual(20)
    await panel.getByTestId('sell-price').getByRole('textbox').fill('7')
    await panel.getByTestId('sell-submit-list').click()
    const confirm = page.getByRole('dialog', { name: 'Confirm listing' })
    await expect(
      confirm.getByTestId('sell-confirm-price').getByRole('cell'),
    ).toHaveText('7 WDOGE')
    const net = await shownNet(confirm, 'sell-doge-costs-net')
    await confirm.getByRole('button', { name: `List ${count} files` }).click()
    const result = page.getByRole('dialog', { name: 'Submitted' })
    await expect(result).toContainText(`${count} of ${count} sent`, {
      timeout: 120_000,
    })
    await mine(request, 2)
    await expect
      .poll(async () => (await listings()).filter((l) => !before.has(l.ex_id)))
      .toHaveLength(count)
    const added = (await listings()).filter((l) => !before.has(l.ex_id))
    expect(added.every((l) => l.amt === '700000000' && l.tick === WDOGE)).toBe(
      true,
    )
    const listedIds = new Set(added.map((l) => l.file_id))
    expect(ids.every((id) => listedIds.has(id))).toBe(true)
    expect(await dogeBalance(request, seller)).toBe(doge0 + net)
  })

  test('faults: a price edit waits through an indexer that fails, says so, and finishes once it answers', async ({
    page,
    request,
  }) => {
    const seller = RIVAL
    const listings = () => listedBy(request, seller)
    const [id = ''] = await newFiles(request, seller, 1, 'fault edit')
    const { panel } = await openNotListed(page, 18)
    await panel
      .getByRole('checkbox', { name: `Select ${id.slice(0, 10)}` })
      .check()
    await panel.getByTestId('sell-price').getByRole('textbox').fill('3')
    await panel.getByTestId('sell-submit-list').click()
    await page
      .getByRole('dialog', { name: 'Confirm listing' })
      .getByRole('button', { name: 'List 1 file' })
      .click()
    const result = page.getByRole('dialog', { name: 'Submitted' })
    await expect(result).toContainText('1 of 1 sent', { timeout: 60_000 })
    await result.getByRole('button', { name: 'Close' }).first().click()
    await mine(request, 2)
    await expect
      .poll(async () =>
        (await listings()).filter((l) => l.file_id === id).map((l) => l.amt),
      )
      .toEqual(['300000000'])

    await page.reload()
    await connectWallet(page, seller)
    await page.getByRole('tab', { name: 'Listed', exact: true }).click()
    await page
      .getByRole('button', { name: `Edit the price of ${id.slice(0, 10)}` })
      .click({ timeout: 30_000 })
    const edit = page.getByRole('dialog', { name: 'Edit price' })
    await edit.getByTestId('price-edit-price').getByRole('textbox').fill('5')
    await edit.getByRole('button', { name: 'Cancel and list again' }).click()
    await expect(edit.getByTestId('price-edit-progress')).toContainText(
      'Waiting for the cancel to be confirmed',
      { timeout: 30_000 },
    )
    try {
      // The cancel is sent; the file's order history fails from now on.
      await setFaults(request, {
        route: '/v4/file-exchange/order',
        shape: '500/str',
        rate: 1,
      })
      await expect(edit.getByTestId('price-edit-unanswered')).toHaveText(
        'The data provider is not answering. It is asked again every few seconds.',
        { timeout: 30_000 },
      )
      await mine(request, 2)
      await expect(edit.getByTestId('price-edit-progress')).toContainText(
        'Waiting for the cancel to be confirmed',
      )
      await clearFaults(request)
      // Answered again: the cancel is seen settled and the new listing sent.
      await expect(page.getByRole('dialog')).toContainText(
        'The cancel is confirmed and the new listing',
        { timeout: 60_000 },
      )
    } finally {
      await clearFaults(request)
    }
    await mine(request, 2)
    await expect
      .poll(async () =>
        (await listings()).filter((l) => l.file_id === id).map((l) => l.amt),
      )
      .toEqual(['500000000'])
  })
})
