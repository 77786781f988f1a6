import {
  type APIRequestContext,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test'
import { shownAmountToRaw, shownSignedAmountToRaw } from './amounts'
import {
  ACCOUNTS,
  admin,
  dogeBalance,
  mine,
  providerApi,
  tokenBalance,
} from './devnet'
import { connectWallet } from './wallet'

// Buying through the cart on the devnet's seed
// (packages/devnet/src/seed/seedCollections.ts): account 16's "Cart
// Kittens" are all listed in WDOGE (the pups stay as collections.spec.ts
// reads them); account 17 buys, account 18 races it to one item. These
// accounts are this file's and collections.spec.ts's (which only reads).

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

test.describe('collections: the cart', () => {
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

    // A cart full of junk in storage is kept aside and reported.
    await page.goto('/collections')
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
    const net = shownSignedAmountToRaw(
      await confirm
        .getByTestId('cart-doge-costs-net')
        .getByRole('cell')
        .textContent(),
    )
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
})
