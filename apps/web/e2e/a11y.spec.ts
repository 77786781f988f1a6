import { expect, test } from '@playwright/test'
import { axeViolations, axeViolationsInBothThemes } from './axe'

const ADDRESS = 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk'
const PAGES = [
  '/',
  '/wallet',
  '/inscribe',
  '/inscribe?op=deploy',
  '/inscribe/point',
  '/inscribe/50000',
  '/drc20',
  '/drc20/UNIX',
  '/drc20/D0GI?view=transactions',
  '/drc20/NOSUCHT',
  '/nft',
  '/nft/UNIX/1',
  '/transfer',
  '/market',
  '/market/KIBBLES',
  '/pool',
  '/pool/add/UNIX/WDOGE(WRAPPED-DOGE)',
  '/swap',
  '/swap/WDOGE(WRAPPED-DOGE)/UNIX?doge=1',
  '/wdoge',
  '/analytics',
  '/analytics/tick/UNIX',
  '/analytics/pair/UNIX-SWAP-WDOGE(WRAPPED-DOGE)',
  '/token/UNIX',
  '/stake',
  '/stake?tick=DIS',
  '/launchpad',
  '/project?tick0=BOXLIVE',
  '/collections',
  '/account',
  '/accounts',

  // Pixel Pups (packages/devnet/src/seed/seedCollections.ts).
  '/collections/80b53cc4-cd5a-4571-a14e-b6159977bda7',
  '/collections/address',
  '/collections/create',
  '/files_market',
  '/nft/DOGEART',
  `/accounts/${ADDRESS}`,
  `/assets/${ADDRESS}`,
  '/no/such/page',
]

// Each page is checked in both themes in one load (axeViolationsInBothThemes).
for (const path of PAGES) {
  test(`axe: ${path}, light and dark`, async ({ page }) => {
    // Two axe runs on a loaded 2-core machine.
    test.slow()
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(path)
    // Pages that read the API show their heading once it answers.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({
      timeout: 15_000,
    })
    expect(await axeViolationsInBothThemes(page)).toEqual([])
  })
}

// Lighthouse counts axe's minor findings too, on a phone: an item's image
// named like the text beside it (its card, link or row) is read twice; a
// small link with another link close by is hard to tap.
test('axe on a phone: images are not named twice and links have room on the item grids', async ({
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of [
    '/files_market',
    '/collections/80b53cc4-cd5a-4571-a14e-b6159977bda7',
    '/nft/DOGEART',
    '/accounts/DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({
      timeout: 15_000,
    })
    await expect(
      page.locator('main img, main [data-testid="activity-status"]').first(),
    ).toBeVisible()
    expect(
      await axeViolations(page, {
        rules: ['image-redundant-alt', 'target-size'],
        impact: 'any',
      }),
      path,
    ).toEqual([])
  }
})
