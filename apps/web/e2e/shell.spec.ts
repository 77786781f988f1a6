import { expect, type Page, test } from '@playwright/test'
import { expectNoSideScroll } from './layout'

const MENU_ROUTES: [string, string][] = [
  ['Wallet', '/wallet'],
  ['WDOGE', '/wdoge'],
  ['Analytics', '/analytics'],
  ['Stake', '/stake'],
  ['Launchpad', '/launchpad'],
]

const GROUPED_ROUTES: [string, string, string][] = [
  ['DRC-20', 'DRC-20', '/drc20'],
  ['DRC-20', 'Inscribe', '/inscribe'],
  ['DRC-20', 'Inscribe files', '/inscribe/50000'],
  ['DRC-20', 'NFT', '/nft'],
  ['DRC-20', 'Transfer', '/transfer'],
  ['Market', 'Market', '/market'],
  ['Market', 'Collections', '/collections'],
  ['Swap', 'Pool', '/pool'],
  ['Swap', 'Swap', '/swap'],
]

test.describe('desktop menu', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  for (const [label, path] of MENU_ROUTES) {
    test(`"${label}" opens ${path}`, async ({ page }) => {
      await page.goto('/')
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('link', { name: label, exact: true }).click()
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }

  for (const [group, label, path] of GROUPED_ROUTES) {
    test(`"${group} › ${label}" opens ${path}`, async ({ page }) => {
      await page.goto('/')
      const nav = page.getByRole('navigation', { name: 'Main' })
      await nav.getByRole('button', { name: group }).click()
      await page.getByRole('menuitem', { name: label, exact: true }).click()
      // Feature pages may add their state to the URL (e.g. the swap pair).
      await expect(page).toHaveURL(new RegExp(`^[^?]*${path}(/|\\?|$)`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }
  test('a menu pressed before the header popups load opens once they arrive', async ({
    page,
  }) => {
    let releaseChunk = () => {}
    const chunkHeld = new Promise<void>((resolve) => {
      releaseChunk = resolve
    })
    await page.route(/\/assets\/headerPopups-[^/]*\.js$/, async (route) => {
      await chunkHeld
      await route.continue()
    })
    await page.goto('/')
    // The prerendered page stays inert until the app has rendered it.
    await expect(page.locator('#root[inert]')).toHaveCount(0)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const market = nav.getByRole('button', { name: 'Market' })
    await market.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu')).toHaveCount(0)
    releaseChunk()
    await expect(
      page.getByRole('menuitem', { name: 'Collections', exact: true }),
    ).toBeVisible()
    // As when the menu was loaded already: focus moves into it, not to <body>.
    await expect(page.getByRole('menu')).toContainText('Collections')
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('[role="menu"]') !== null,
      ),
    ).toBe(true)
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('lists visible routes, hides hidden ones, closes on navigation', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(
      drawer.getByRole('link', { name: 'Swap', exact: true }),
    ).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Collections' })).toHaveCount(
      0,
    )
    await drawer.getByRole('link', { name: 'Stake', exact: true }).click()
    await expect(page).toHaveURL('/stake')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0)
  })
})

test('390 px in Vietnamese: a segmented control keeps every option inside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.addInitScript(() => localStorage.setItem('LANG', 'vi'))
  // The network fee (a full-width control) and the collections filter: the
  // longest Vietnamese labels, cut off at the control's edge before.
  for (const path of ['/inscribe', '/transfer', '/collections']) {
    await page.goto(path)
    const groups = page.getByRole('main').getByRole('radiogroup')
    await expect(groups.first()).toBeVisible()
    for (const group of await groups.all()) {
      const outside = await group.evaluate((root) => {
        const box = root.getBoundingClientRect()
        return [...root.querySelectorAll('label')]
          .filter((label) => {
            const r = label.getBoundingClientRect()
            return r.left < box.left - 1 || r.right > box.right + 1
          })
          .map((label) => label.textContent)
      })
      expect(outside, path).toEqual([])
    }
  }
})

test('390 px: a page titled by a 32-letter tick fits the screen, and so does a field labelled by it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // An NFT tick is up to 32 bytes with no space (reference/protocol.md);
  // each page's heading showed it on one line, three screens wide.
  const tick = 'W'.repeat(32)
  for (const path of [
    `/nft/${tick}/`,
    `/nft/${tick}/1`,
    `/analytics/pair/${tick}`,
    `/token/${tick}`,
  ]) {
    await page.goto(path)
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(tick) }),
    ).toBeVisible()
    await expectNoSideScroll(page, path)
  }
  // While the market loads, the order book's placeholder cards carry
  // column labels that name the tick (held back here, then let through).
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await route.continue()
  })
  await page.goto(`/market/${tick}`)
  // The app's loading state, not the prerendered shell's copy of it (which
  // paints before the app's code runs, with the requests not yet made).
  await expect(page.locator('#root[inert]')).toHaveCount(0)
  await expect(page.locator('[data-skeleton]').first()).toBeVisible()
  await expectNoSideScroll(page, 'the market while it loads')
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  // A field's label names the tick: it wraps within the field's width
  // rather than run out of its card, which cuts it off.
  const field = page.getByTestId('buy-amount')
  const label = page.getByText(`Amount to buy (${tick})`)
  await expect(label).toBeVisible()
  const [labelBox, fieldBox] = await Promise.all([
    label.boundingBox(),
    field.boundingBox(),
  ])
  expect(labelBox?.width).toBeLessThanOrEqual(fieldBox?.width ?? 0)
  await expectNoSideScroll(page)
})

test('390 px: a token button named by a 32-letter tick stays inside its field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // Only a crafted URL gets here (a swappable tick is 2-8 bytes); the
  // button showed the whole tick and ran out of the card.
  const tick = 'W'.repeat(32)
  await page.goto(`/swap/${tick}/WDOGE(WRAPPED-DOGE)`)
  const field = page.getByTestId('swap-input')
  const button = field.getByRole('button', { name: `You pay: ${tick}` })
  await expect(button).toBeVisible()
  await expect(button.getByTitle(tick)).toBeVisible()
  const [buttonBox, fieldBox] = await Promise.all([
    button.boundingBox(),
    field.boundingBox(),
  ])
  const fieldRight = (fieldBox?.x ?? 0) + (fieldBox?.width ?? 0)
  expect((buttonBox?.x ?? 0) + (buttonBox?.width ?? 0)).toBeLessThan(fieldRight)
  // The amount keeps its share of the row.
  const amount = field.getByRole('textbox')
  expect((await amount.boundingBox())?.width).toBeGreaterThan(80)
  await expectNoSideScroll(page)
})

test("a page runs its entry's and route's chunks from its preloads, each fetched once", async ({
  page,
}) => {
  const requests = new Map<string, number>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('.js'))
      requests.set(url.pathname, (requests.get(url.pathname) ?? 0) + 1)
  })
  await page.goto('/pool')
  await expect(page.locator('#root[inert]')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // What the prerendered page's code template marks (vite/prerender.ts).
  const marked = (selector: string) =>
    page.evaluate((selector) => {
      const template = document.getElementById('app-code')
      if (!(template instanceof HTMLTemplateElement)) return []
      return [...template.content.querySelectorAll(selector)].map(
        (node) => node.getAttribute('href') ?? node.getAttribute('src') ?? '',
      )
    }, selector)
  // Its own chunks, for the start-up to run one per task (app/routeChunks.ts).
  const routeChunks = await marked('link[data-route-chunk]')
  expect(routeChunks.length).toBeGreaterThan(10)
  expect(routeChunks.some((href) => /\/pool-[^/]*\.js$/.test(href))).toBe(true)
  for (const href of routeChunks) expect(requests.get(href), href).toBe(1)
  // The entry's chunks run before it, one per task (app/appCode.ts): each
  // is fetched once all the same, and so is the entry.
  const entryCode = await marked(
    'link[data-entry-chunk], script[type="module"]',
  )
  expect(entryCode.length).toBeGreaterThan(1)
  for (const href of entryCode) expect(requests.get(href), href).toBe(1)
})

/** Only the start-up script runs: each page is its prerendered shell. */
const onlyStartUpScript = (page: Page) =>
  page.route(/\/assets\/[^/]*\.js$/, (route) =>
    /\/boot-[^/]*\.js$/.test(route.request().url())
      ? route.continue()
      : route.abort(),
  )

test.describe("a token's page before the app's code has run", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('paints the tick from its URL, writes it in its links, and hides what it cannot name', async ({
    page,
  }) => {
    await onlyStartUpScript(page)
    const stale = page.locator('html[data-shell-stale]')

    await page.goto('/market/unix')
    await expect(page.locator('h1')).toHaveText('UNIX market')
    await expect(page.locator('#root a[href="/drc20/UNIX"]')).toHaveCount(1)
    await expect(stale).toHaveCount(0)
    await expectNoSideScroll(page)

    await page.goto('/drc20/UNIX')
    await expect(page.locator('h1')).toHaveText(/^\s*UNIX$/)
    await expect(
      page.getByText(/^Shares are of the minted supply/),
    ).toBeVisible()

    // Wrapped DOGE shows as DOGE on a leg paid in DOGE: its name waits for
    // the app; the other leg's does not.
    await page.goto('/swap/WDOGE(WRAPPED-DOGE)/UNIX?doge=true')
    const names = page.locator('#root [data-truncate]')
    await expect(names).toHaveText(['QZQA', 'UNIX'])
    await expect(names.first()).toBeHidden()
    await expect(names.last()).toBeVisible()
    await expect(stale).toHaveCount(0)

    // A tick its route refuses: the page is not found, the shell hidden.
    await page.goto('/market/a%20b')
    await expect(stale).toHaveCount(1)
    await expect(page.locator('h1')).toBeHidden()
  })

  test("addresses, ids, numbers and a pool's operation have shells too", async ({
    page,
  }) => {
    await onlyStartUpScript(page)
    const stale = page.locator('html[data-shell-stale]')
    const address = 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd'

    // The full address is written; its short form waits for the app.
    await page.goto(`/accounts/${address}`)
    await expect(page.locator('h1')).toHaveText('Account')
    await expect(
      page.locator('#root').getByText(address, { exact: true }),
    ).toHaveCount(2)
    // Its link out to the explorer names it; no sample is left.
    await expect(
      page.locator(`#root a[href*="${address}"]`).first(),
    ).toBeAttached()
    await expect(page.locator('#root').getByText(/D6hLULEG/)).toHaveCount(0)
    await expect(stale).toHaveCount(0)
    await expectNoSideScroll(page)

    // /nft/search/… is its own route, not /nft/$tick/$tickId's.
    await page.goto(`/nft/search/${address}`)
    await expect(page.locator('h1')).toHaveText('NFTs of an address')

    await page.goto('/nft/DOGEART/007')
    await expect(page.locator('h1')).toHaveText('DOGEART #7')

    await page.goto('/pool/add/UNIX')
    await expect(page.locator('h1')).toHaveText('Add liquidity')
    await page.goto('/pool/create')
    await expect(page.locator('h1')).toHaveText('Create a pool')

    // The size in plain digits, until the app groups them.
    await page.goto('/inscribe/50000')
    await expect(page.locator('h1')).toHaveText('Inscribe files')
    await expect(page.getByText(/each at most 50000 bytes/)).toBeVisible()

    // Values their routes refuse: the shell is hidden.
    await page.goto('/accounts/D0not-an-address')
    await expect(stale).toHaveCount(1)
    await page.goto('/inscribe/50001')
    await expect(stale).toHaveCount(1)
  })

  test('the app draws the page where the shell drew it', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/assets\/[^/]*\.js$/, async (route) => {
      if (!/\/boot-[^/]*\.js$/.test(route.request().url())) await held
      await route.continue()
    })
    await page.goto('/drc20/UNIX')
    const heading = page.locator('h1')
    const note = page.getByText(/^Shares are of the minted supply/)
    await expect(note).toBeVisible()
    const before = [await heading.boundingBox(), await note.boundingBox()]
    release()
    await expect(page.locator('#root[inert]')).toHaveCount(0)
    await expect(page.locator('[data-fact="minted"]')).toBeVisible()
    expect(await heading.boundingBox()).toMatchObject({
      x: before[0]?.x,
      y: before[0]?.y,
    })
    // The facts take more lines than their skeleton on a phone: the note
    // below them moves down a little, nothing above it moves.
    const after = await note.boundingBox()
    expect(after?.height).toBe(before[1]?.height)
  })
})

test('route params are validated: a bad pool operation is a 404', async ({
  page,
}) => {
  await page.goto('/pool/burn/UNIX')
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
})

test('theme choice persists across a reload', async ({ page }) => {
  await page.goto('/')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await page.reload()
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
})

test('a new storage version clears old state and says so', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('STORAGE_VERSION', '0')
      localStorage.setItem('stale', 'x')
      sessionStorage.setItem('seeded', '1')
    }
  })
  await page.goto('/')
  await expect(
    page.getByText('Application update, please refresh the page.'),
  ).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('stale'))).toBeNull()
})

test('a language and theme stored before any version are kept without a notice', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme', 'dark')
      localStorage.setItem('LANG', 'vi')
      sessionStorage.setItem('seeded', '1')
    }
  })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi')
  await expect(page.locator('#root[inert]')).toHaveCount(0)
  await expect(page.locator('html')).toHaveAttribute(
    'data-mantine-color-scheme',
    'dark',
  )
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(
    await page.evaluate(() => localStorage.getItem('STORAGE_VERSION')),
  ).toBe('1')
})

test('without a wallet extension, connecting offers the install modal', async ({
  page,
}) => {
  await page.goto('/?wallet=not-installed')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Please Install Wallet' })
  await expect(dialog).toBeVisible()
  await expect(
    dialog.getByRole('link', { name: 'Install from the extension store' }),
  ).toHaveAttribute('href', /chromewebstore/)
})
