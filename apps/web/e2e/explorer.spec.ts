import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './axe'
import { clearFaults, setFaults } from './devnet'
import { expectNoSideScroll } from './layout'

// The token explorer and token pages against the devnet's seeded world
// (packages/devnet/src/seed/seedExplorer.ts). Read-only: no account used.

const WHALES_TOP = '123,456,789,012.3456789' // 12345678901234567890 base units
const WHALES_SECOND = '90,071,992.54740993' // 2^53 + 1 base units, third

const table = (page: Page) => page.getByRole('table', { name: 'DRC-20 tokens' })
const search = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search tokens' })
const tokenLink = (page: Page, tick: string) =>
  table(page).getByRole('link', { name: tick, exact: true })

/** Picks a tab of the explorer's segmented control by its label. */
const pickTab = (page: Page, name: string) =>
  page.getByLabel('Tokens shown').locator('label', { hasText: name }).click()

/**
 * Opens a token page and waits for its About section: on a first visit it
 * reads six routes, and the machine may be busy with other specs.
 */
async function openToken(page: Page, tick: string) {
  await page.goto(`/drc20/${encodeURIComponent(tick)}`)
  await expect(page.getByRole('region', { name: 'About' })).toBeVisible({
    timeout: 15_000,
  })
}

async function openExplorer(page: Page, path = '/drc20') {
  await page.goto(path)
  // A first visit reads the whole list, in pages, before it is shown.
  await expect(page.getByTestId('as-of')).toContainText('As of block', {
    timeout: 30_000,
  })
}

/** The numbers of one column in the rows drawn, top to bottom. */
async function columnNumbers(page: Page, column: number): Promise<number[]> {
  const cells = table(page).locator(
    `tbody tr[aria-rowindex] td:nth-child(${column})`,
  )
  const texts = await cells.allInnerTexts()
  return texts.map((t) => Number(t.replace(/[^\d]/g, '')))
}

test('explorer: tabs, search and its empty states, sorting, favourites across a reload', async ({
  page,
}) => {
  await openExplorer(page)
  // Search: case-insensitive substring; LP, wrapped and 11-byte ticks left out.
  await search(page).fill('whal')
  await expect(tokenLink(page, 'WHALES')).toBeVisible()
  await expect(page).toHaveURL(/q=whal/)
  await search(page).fill('zzqqxx')
  await expect(page.getByText('Not Found zzqqxx')).toBeVisible()
  await page.getByRole('button', { name: 'Clear search' }).first().click()
  await expect(search(page)).toHaveValue('')
  await search(page).fill('swap-')
  await expect(page.getByText('Not Found swap-')).toBeVisible()

  // Tabs: completed holds WHALES, not FRESH; in progress the other way.
  await pickTab(page, 'Completed')
  await expect(page).toHaveURL(/tab=completed/)
  await search(page).fill('FRESH')
  await expect(page.getByText('Not Found FRESH')).toBeVisible()
  await search(page).fill('WHALES')
  await expect(tokenLink(page, 'WHALES')).toBeVisible()
  await pickTab(page, 'In progress')
  await expect(page.getByText('Not Found WHALES')).toBeVisible()
  await search(page).fill('FRESH')
  await expect(tokenLink(page, 'FRESH')).toBeVisible()

  // Back restores the tab from the URL.
  await page.goBack()
  await expect(page).toHaveURL(/tab=completed/)

  // Sorting: every column sorts; holders descending, then ascending.
  await page.goto('/drc20')
  await expect(tokenLink(page, 'FRESH')).toBeVisible()
  const holders = table(page).getByRole('button', { name: 'Holders' })
  await holders.click()
  await expect(
    table(page).getByRole('columnheader', { name: 'Holders' }),
  ).toHaveAttribute('aria-sort', 'descending')
  await expect(page).toHaveURL(/sort=holders/)
  const desc = await columnNumbers(page, 3)
  expect(desc.length).toBeGreaterThan(5)
  expect([...desc].sort((a, b) => b - a)).toEqual(desc)
  await holders.click()
  await expect(
    table(page).getByRole('columnheader', { name: 'Holders' }),
  ).toHaveAttribute('aria-sort', 'ascending')
  const asc = await columnNumbers(page, 3)
  expect([...asc].sort((a, b) => a - b)).toEqual(asc)
  for (const name of [
    'Token',
    'Deploy time',
    'Progress',
    'Supply',
    'Limit per mint',
    'Transactions',
  ]) {
    await table(page).getByRole('button', { name }).click()
    await expect(
      table(page).getByRole('columnheader', { name }),
    ).toHaveAttribute('aria-sort', /ascending|descending/)
  }

  // Favourites: none yet, then WHALES, kept across a reload.
  await page.goto('/drc20?tab=favorite')
  await expect(page.getByText('No favourites yet')).toBeVisible()
  await page.goto('/drc20?q=WHALES')
  await page.getByRole('button', { name: 'Favourite WHALES' }).click()
  await expect(
    page.getByRole('button', { name: 'Favourite WHALES' }),
  ).toHaveAttribute('aria-pressed', 'true')
  await page.waitForTimeout(400) // the spec's 300 ms write debounce
  await page.goto('/drc20?tab=favorite')
  await expect(tokenLink(page, 'WHALES')).toBeVisible()
  await expect(
    page.getByRole('radio', { name: /Favorite/ }),
  ).toHaveAccessibleName(/1/)
})

test('explorer: a warm visit paints the saved first rows before the app, safely', async ({
  page,
}) => {
  const painted = page.locator('[data-first-screen-painted]')
  const firstRow = table(page).locator('tbody tr[aria-rowindex]').first()
  const withoutApp = () =>
    page.route('**/assets/index-*.js', (route) => route.abort())
  const readRecord = () =>
    page.evaluate(() => localStorage.getItem('drc20.firstScreen:/drc20'))

  await openExplorer(page)
  const firstTick =
    (await firstRow.getByRole('link').first().textContent()) ?? ''
  // Saved once the list has settled (lib/firstScreen).
  await expect.poll(readRecord).toContain(firstTick)

  // Without the app's code at all: the saved rows, as of their block.
  await withoutApp()
  await page.reload()
  await expect(painted).toHaveCount(2)
  await expect(firstRow).toContainText(firstTick)
  await expect(page.getByTestId('as-of')).toContainText('As of block')
  expect(await page.locator('#root').getAttribute('inert')).toBe('')

  // Favourites changed since: the saved stars would be wrong, so the
  // prerendered skeleton shows instead.
  const favourites = await page.evaluate(() =>
    localStorage.getItem('drc20.tokens.favourites'),
  )
  await page.evaluate(() =>
    localStorage.setItem('drc20.tokens.favourites', '["WHALES"]'),
  )
  await page.reload()
  await expect(page.getByTestId('as-of')).toBeAttached()
  await expect(painted).toHaveCount(0)
  await page.evaluate((value) => {
    if (value === null) localStorage.removeItem('drc20.tokens.favourites')
    else localStorage.setItem('drc20.tokens.favourites', value)
  }, favourites)

  // A copy tampered with in storage: parsed inert, nothing of it runs.
  await page.evaluate(() => {
    const record = JSON.parse(
      localStorage.getItem('drc20.firstScreen:/drc20') ?? '',
    )
    record.parts.table =
      '<div data-first-screen="table"><p>tampered</p><img src="/logo.svg" onerror="window.__ran=1"><a href="javascript:window.__ran=2">link</a><script>window.__ran=3</script><iframe srcdoc="<script>parent.__ran=4</script>"></iframe></div>'
    localStorage.setItem('drc20.firstScreen:/drc20', JSON.stringify(record))
  })
  await page.reload()
  await expect(page.getByText('tampered')).toBeVisible()
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBe(
    undefined,
  )
  expect(
    await page.locator('[data-first-screen="table"] [onerror]').count(),
  ).toBe(0)
  expect(
    await page.locator('[data-first-screen="table"] a[href]').count(),
  ).toBe(0)
  expect(
    await page
      .locator(
        '[data-first-screen="table"] iframe, [data-first-screen="table"] script',
      )
      .count(),
  ).toBe(0)

  // With the code, the app's render replaces the saved copy.
  await page.unrouteAll()
  await page.reload()
  await expect(firstRow).toBeVisible()
  await expect(painted).toHaveCount(0)
  expect(await page.locator('#root').getAttribute('inert')).toBeNull()
})

test('token page: trust facts of lookalikes, about links, actions', async ({
  page,
}) => {
  // Five token pages, each read for the first time.
  test.slow()
  // A lookalike: D0GI (zero) of DOGI; completed, so Mint is disabled.
  await openToken(page, 'D0GI')
  const trust = page.getByRole('region', { name: 'Trust facts' })
  await expect(trust.locator('[data-fact="lookalikes"]')).toContainText('DOGI')
  await expect(trust.locator('[data-fact="minted"]')).toContainText('100%')
  await expect(trust.locator('[data-fact="age"]')).toContainText(
    /Deployed at block [\d,]+, [\d,]+ blocks ago/,
  )
  await expect(page.getByRole('button', { name: 'Mint' })).toBeDisabled()
  await expect(
    page.locator('[data-tick-warning*="LOOKALIKE"]').first(),
  ).toBeAttached()

  // A Cyrillic lookalike has a page, its tick revealed.
  await openToken(page, '\u0421ARDI')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    '<U+0421>ARDI',
  )
  await expect(trust.locator('[data-fact="NON_ASCII"]')).toContainText('U+0421')

  // LINKS: in progress, every link http(s), opened safely; Mint and Transfer carry the tick.
  await openToken(page, 'LINKS')
  const about = page.getByRole('region', { name: 'About' })
  const website = about.locator('[data-about="website"] a')
  await expect(website).toHaveAttribute('href', 'https://links.example/')
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(website).toHaveAttribute('target', '_blank')
  await expect(about.locator('[data-about="community"] a')).toHaveCount(5)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Mint' })).toHaveAttribute(
    'href',
    '/inscribe?op=mint&tick=LINKS',
  )
  await expect(main.getByRole('link', { name: 'Transfer' })).toHaveAttribute(
    'href',
    '/transfer?tick=LINKS',
  )
  await expect(main.getByRole('link', { name: 'Trade' })).toHaveAttribute(
    'href',
    '/market/LINKS',
  )

  // TRAPS: javascript:/data: links and HTML are text, never links or markup.
  await openToken(page, 'TRAPS')
  await expect(
    page.locator('a[href^="javascript:"], a[href^="data:"]'),
  ).toHaveCount(0)
  await expect(page.locator('[data-unsafe-link]').first()).toBeVisible()

  // UNIX trades on its pool with wrapped DOGE, paid in DOGE.
  await openToken(page, 'UNIX')
  await expect(main.getByRole('link', { name: 'Trade' })).toHaveAttribute(
    'href',
    /\/swap\/WDOGE\(WRAPPED-DOGE\)\/UNIX\?doge=true/,
  )
})

test('token page: holders past 2^53, transactions, an unknown tick', async ({
  page,
}) => {
  test.slow()
  // WHALES: 137 holders in pages of 50; amounts past 2^53 with every digit.
  await openToken(page, 'WHALES')
  const holders = page.getByRole('table', { name: 'Holders' })
  await expect(holders.getByRole('row').nth(1)).toContainText(WHALES_TOP)
  // The deployer keeps the rest of the supply: second, and marked.
  await expect(holders.getByRole('row').nth(2)).toContainText('Deployer')
  await expect(holders.getByRole('row').nth(3)).toContainText(WHALES_SECOND)
  await expect(page.getByTestId('pager-range')).toHaveText('1–50 of 137')
  await page.getByRole('button', { name: 'Page 3' }).click()
  await expect(page).toHaveURL(/page=3/)
  await expect(page.getByTestId('pager-range')).toHaveText('101–137 of 137')
  await expect(holders.locator('tbody tr')).toHaveCount(37)
  await expect(holders.locator('tbody tr').first()).toContainText('101')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Trade' }),
  ).toHaveAttribute('href', '/market/WHALES')

  // Transactions: the log with a type filter, status and explorer links.
  await page.getByRole('tab', { name: 'Transactions' }).click()
  const log = page.getByRole('table', { name: 'Transactions' })
  await expect(log.locator('tbody tr').first()).toBeVisible()
  await page
    .getByLabel('Operation type')
    .locator('label', { hasText: /^Deploy$/ })
    .click()
  await expect(page).toHaveURL(/op=deploy/)
  await expect(log.locator('tbody tr')).toHaveCount(1)
  await expect(log.locator('[data-status="completed"]')).toHaveText('Applied')
  await expect(
    log.getByRole('link', { name: /in the block explorer/ }).first(),
  ).toHaveAttribute('href', /\/explorer\//)

  // An unknown tick: a clear page and a search box.
  await page.goto('/drc20/NOSUCHT')
  await expect(
    page.getByRole('heading', { name: 'No such token: NOSUCHT' }),
  ).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/drc20\?q=NOSUCHT/)
  await expect(page.getByText('Not Found NOSUCHT')).toBeVisible({
    timeout: 15_000,
  })
})

test('explorer: 390 px mobile cards without horizontal scroll, axe clean', async ({
  page,
}) => {
  // Three pages, each checked by axe.
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of [
    '/drc20?q=W',
    '/drc20/WHALES',
    '/drc20/WHALES?view=transactions',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (path.startsWith('/drc20?')) {
      await expect(
        page.getByRole('list', { name: 'DRC-20 tokens' }),
      ).toBeVisible()
      await expect(
        page.getByRole('combobox', { name: 'Sort by' }),
      ).toBeVisible()
    } else {
      await expect(page.getByRole('region', { name: 'About' })).toBeVisible()
    }
    await expectNoSideScroll(page, path)
    expect(await axeViolations(page), path).toEqual([])
  }
})

test('explorer: the token filter shows every option whole at 390 px in every language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const lang of ['vi', 'zh-TW', 'ja-JP', 'ko-KR', 'en-US']) {
    await page.addInitScript((l) => localStorage.setItem('LANG', l), lang)
    await page.goto('/drc20')
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    const filter = page.getByRole('main').getByRole('radiogroup')
    // The counts have loaded: the options are as wide as they will be.
    await expect(filter).not.toContainText('–', { timeout: 20_000 })
    const card = await page
      .getByRole('main')
      .locator('.mantine-Paper-root')
      .first()
      .boundingBox()
    const options = await filter.locator('label').evaluateAll((labels) =>
      labels.map((label) => {
        const box = label.getBoundingClientRect()
        return {
          text: label.textContent,
          right: box.right,
          clipped: label.scrollWidth > label.clientWidth,
        }
      }),
    )
    expect(options, lang).toHaveLength(4)
    for (const option of options) {
      expect(option.clipped, `${lang}: ${option.text}`).toBe(false)
      expect(option.right, `${lang}: ${option.text}`).toBeLessThanOrEqual(
        (card?.x ?? 0) + (card?.width ?? 0),
      )
    }
  }
})

test('faults: the offline copies stay usable, with their age, when the API fails', async ({
  page,
  request,
}) => {
  await page.clock.install()
  await openExplorer(page, '/drc20?q=WHALES')
  await expect(tokenLink(page, 'WHALES')).toBeVisible()
  await openToken(page, 'WHALES')
  const holders = page.getByRole('table', { name: 'Holders' })
  await expect(holders.getByRole('row').nth(1)).toContainText(WHALES_TOP)
  await expect(page.getByTestId('as-of')).toContainText('As of block')
  try {
    await setFaults(request, { offline: true })
    // The token page: its copy, marked with its block, and the failure.
    await page.reload()
    await expect(holders.getByRole('row').nth(1)).toContainText(WHALES_TOP)
    await expect(page.getByTestId('as-of')).toContainText('As of block')
    await expect(
      page.getByRole('alert').filter({ hasText: 'Could not refresh' }),
    ).toBeVisible()
    // The list: its copy at once; a refresh due 16 minutes later fails and says so.
    await page.goto('/drc20?q=WHALES')
    await expect(tokenLink(page, 'WHALES')).toBeVisible()
    // The wallet has been found and has answered its version check first
    // (it loads once the page is idle): jumping the clock 16 minutes while
    // that call is in flight would time it out, and the app would then
    // rightly ask for a wallet update.
    await expect(
      page.locator('[data-wallet-status="installed"]').first(),
    ).toBeAttached({ timeout: 30_000 })
    await page.clock.fastForward('16:00')
    const failure = page
      .getByRole('alert')
      .filter({ hasText: 'Could not refresh' })
    await expect(failure).toBeVisible()
    await expect(failure).toContainText('minutes ago')
    await expect(tokenLink(page, 'WHALES')).toBeVisible()
    // Back online: Retry loads the list again.
    await clearFaults(request)
    await failure.getByRole('button', { name: 'Retry' }).click()
    await expect(failure).toBeHidden()
    await expect(page.getByTestId('as-of')).toContainText('updated now')
  } finally {
    await clearFaults(request)
  }
})
