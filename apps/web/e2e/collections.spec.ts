import { expect as baseExpect, type Page, test } from '@playwright/test'
import { ACCOUNTS } from './devnet'
import { expectNoSideScroll } from './layout'

// The collections marketplace, files market and NFT explorer on the
// devnet's seed (packages/devnet/src/seed/seedCollections.ts): "Pixel
// Pups" of account 16 (40 items, Coat = Golden/Black/Cream by i % 3, Mood
// = Happy/Sleepy by i % 2; items 1–6 listed at 11, 12, 13, 25, 40 and 75
// WDOGE; #39 and #40 sold to account 18) and account 18's unverified
// "Unsafe Samples" (an SVG with a script, an HTML page, a PNG).

/** The seed's collection ids (a UUID made of sha256 of `meta:<slug>`). */
const PUPS = '80b53cc4-cd5a-4571-a14e-b6159977bda7'
const UNSAFE = '014a66d9-6670-4149-aa56-c4a396671f8a'
const COLLECTOR = ACCOUNTS[18]

/** Pages read several API lists: give a busy machine time. */
const expect = baseExpect.configure({ timeout: 15_000 })

/** Fails the test on any dialog a script could open. */
function forbidScripts(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`a script ran: ${dialog.message()}`)
  })
}

const pwned = (page: Page) =>
  page.evaluate(() => (window as { __pwned?: unknown }).__pwned ?? null)

function grid(page: Page, name = 'Items') {
  return page.getByRole('region', { name }).getByRole('listitem')
}

test.describe('collections', () => {
  // The first answer of a page can be slow on a busy machine.
  test.use({ navigationTimeout: 30_000 })
  test.beforeEach(() => {
    test.setTimeout(90_000)
  })
  test('browse: list, traits ANDed and ORed, listed only, price order, item, not found', async ({
    page,
  }) => {
    await page.goto('/collections')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Collections',
    )
    const table = page.getByRole('table', { name: 'Collections' })
    await expect(table.getByRole('link', { name: 'Pixel Pups' })).toBeVisible()
    // Unverified collections only under "All".
    await expect(
      table.getByRole('link', { name: 'Unsafe Samples' }),
    ).toHaveCount(0)
    await page.getByText('All, with unverified').click()
    await expect(
      table.getByRole('row').filter({ hasText: 'Unsafe Samples' }),
    ).toContainText('Unverified')

    await table.getByRole('link', { name: 'Pixel Pups' }).click()
    await expect(page).toHaveURL(new RegExp(`/collections/${PUPS}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pixel Pups',
    )
    await expect(page.getByText('40 items')).toBeVisible()
    // The stored website is `javascript:`: no link is made of it.
    await expect(page.getByRole('link', { name: 'Website' })).toHaveCount(0)
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: 'Twitter', exact: true }),
    ).toHaveAttribute('href', 'https://x.com/pixelpups')

    // Values of one trait are ORed, traits ANDed; counts come with them.
    await page.getByRole('checkbox', { name: 'Golden (14)' }).check()
    await expect(page.getByText('14 items')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Black (13)' }).check()
    await expect(page.getByText('27 items')).toBeVisible()
    await page.getByRole('checkbox', { name: 'Happy (20)' }).check()
    // i % 3 in {0, 1} and i even, for i in 0..39.
    await expect(page.getByText('13 items')).toBeVisible()
    // Arrays in search params are JSON: trait=["Coat:Black",…].
    await expect(page).toHaveURL(/trait=.*Coat%3ABlack/)
    await page.getByRole('switch', { name: 'Listed only' }).check()
    // Listed: items 1–6 (i 0–5); Happy and Golden or Black: i 0 and 4.
    await expect(page.getByText('2 items')).toBeVisible()
    await expect(grid(page).first()).toContainText('40 WDOGE')
    await page.getByLabel('Sort by price').first().click()
    await page.getByRole('option', { name: 'Price: low to high' }).click()
    await expect(grid(page).first()).toContainText('11 WDOGE')
    await expect(grid(page).nth(1)).toContainText('40 WDOGE')

    // The filters live in the URL: a reload keeps them.
    await page.reload()
    await expect(page.getByText('2 items')).toBeVisible()
    await expect(
      page.getByRole('checkbox', { name: 'Black (13)' }),
    ).toBeChecked()

    await grid(page).first().getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pixel Pup #1',
    )
    await expect(page.getByTestId('item-price')).toHaveText('11 WDOGE')
    await expect(page.getByText('Coat: Golden')).toBeVisible()
    await expect(page.getByText('Mood: Happy')).toBeVisible()
    // Listed: the seller (account 16) owns it while it sits in escrow.
    await expect(
      page.getByRole('table', { name: 'Details' }).getByRole('row', {
        name: /Owner/,
      }),
    ).toContainText(ACCOUNTS[16].slice(0, 6))
    await expect(
      page.getByRole('table', { name: 'Activity' }).getByRole('row'),
    ).toHaveCount(2)

    // Activity: both sales, newest first, with explorer links.
    await page.goto(`/collections/${PUPS}?tab=activity`)
    const activity = page.getByRole('table', { name: 'Activity' })
    await expect(
      activity.getByRole('row').filter({ hasText: 'Sale' }),
    ).toHaveCount(2)
    await expect(
      activity.getByRole('row').filter({ hasText: 'Listing' }),
    ).toHaveCount(8)

    await page.goto('/collections/no-such-collection')
    await expect(
      page.getByText('This collection does not exist.'),
    ).toBeVisible()
  })

  test('unsafe content: no script in an SVG, an HTML page or a name runs', async ({
    page,
  }) => {
    forbidScripts(page)
    await page.goto(`/collections/${UNSAFE}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Unsafe Samples',
    )
    // Markup in the description and a name is text.
    await expect(
      page.getByText('<b>bold?</b> <script>window.__pwned="desc"</script>'),
    ).toBeVisible()
    await expect(
      grid(page).filter({
        hasText: `<img src=x onerror="window.__pwned='name'">`,
      }),
    ).toHaveCount(1)
    await expect(grid(page)).toHaveCount(3)
    // Inscribed content only ever as <img> from the content origin: no
    // inline SVG, no frame, no object.
    await expect(page.locator('main svg script')).toHaveCount(0)
    await expect(
      page.locator('main iframe, main object, main embed'),
    ).toHaveCount(0)
    const sources = await page
      .locator('main img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src))
    expect(sources.length).toBeGreaterThanOrEqual(3)
    for (const src of sources) {
      expect(src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/content\/[0-9a-f]{64}$/)
      expect(new URL(src).origin).not.toBe(new URL(page.url()).origin)
    }
    // The HTML page is not an image: its tile says so.
    await expect(page.getByTestId('content-unavailable').first()).toBeVisible()

    for (const name of ['Script page', /onerror/]) {
      await page.goto(`/collections/${UNSAFE}`)
      await grid(page)
        .filter({ hasText: name })
        .getByRole('link')
        .first()
        .click()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(
        page.getByRole('link', { name: 'Open the raw file (sandboxed)' }),
      ).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(page.locator('main iframe, main svg script')).toHaveCount(0)
    }
    // Load the raw files too: the content origin answers them inert.
    const svg = await page.request.get(
      await page
        .getByRole('link', { name: 'Open the raw file (sandboxed)' })
        .getAttribute('href')
        .then((h) => h ?? ''),
    )
    expect(svg.headers()['content-security-policy']).toContain('sandbox')
    expect(svg.headers()['x-content-type-options']).toBe('nosniff')
    expect(await pwned(page)).toBeNull()
  })

  test('files market, NFT explorer and a holder', async ({ page }) => {
    await page.goto('/files_market?sort=asc')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Files market',
    )
    const files = grid(page, 'Listed files')
    await expect(files.first()).toContainText('WDOGE')
    await page
      .getByRole('textbox', { name: 'Search files by name' })
      .fill('Pixel Pup')
    await expect(page.getByText('6 listed files')).toBeVisible()
    await expect(files.first()).toContainText('11 WDOGE')
    await expect(page).toHaveURL(/q=Pixel/)

    await page.goto('/nft')
    await expect(page.getByText(/^Browse only: /)).toBeVisible()
    await page
      .getByRole('table', { name: 'NFT collections' })
      .getByRole('link', { name: 'DOGEART' })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DOGEART')
    await expect(page.getByText('stable-diffusion')).toBeVisible()
    const items = grid(page)
    // Twelve from the collections seed, one minted by the portfolio seed.
    await expect(items).toHaveCount(13)
    await items.first().getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^DOGEART #\d+$/,
    )
    await expect(page.getByText(/^Browse only: /)).toBeVisible()

    await page.goto(`/nft/search/${COLLECTOR}`)
    await expect(page.getByText('This address holds no NFTs.')).toBeVisible()
  })

  test('mobile width and another language (axe runs in a11y.spec.ts)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const [path, ready] of [
      ['/collections', 'Pixel Pups'],
      [`/collections/${PUPS}`, '40 items'],
      [`/collections/${PUPS}?tab=activity`, 'Sale'],
      ['/files_market', 'listed files'],
      ['/nft/DOGEART', 'stable-diffusion'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByText(ready).first()).toBeVisible({
        timeout: 15_000,
      })
      await expectNoSideScroll(page, path)
    }
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/collections/${PUPS}`)
    await page.getByRole('button', { name: /^Language:/ }).click()
    await page.getByRole('menuitem', { name: '日本語' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')
    await expect(page.getByText('40 件のアイテム')).toBeVisible()
    await expect(page.getByRole('switch', { name: '出品中のみ' })).toBeVisible()
  })
})
