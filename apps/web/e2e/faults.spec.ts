import { expect, type Locator, type Page, test } from '@playwright/test'
import { axeViolations } from './axe'
import { ACCOUNTS, clearFaults, mine, setFaults, setIndexLag } from './devnet'
import { connectWallet } from './wallet'

// Every query of every screen has an error state: a fault injected on the
// provider route a page reads (a 5xx, a timeout, a body that is not JSON or
// not in the wire shape, the index held behind the chain) shows a
// translated message with a Retry, and the page recovers once the fault is
// cleared. These tests change the devnet for everyone (`faults:` titles), so
// they run after every other browser test, one at a time. Wallet account 12
// reads the account and WDOGE screens.

const ACCOUNT_INDEX = 12
const WALLET = `wallet=auto-approve&walletAccount=${ACCOUNT_INDEX}`

type Screen = {
  /** The page, with its wallet account when it needs one connected. */
  readonly path: string
  /** The provider route its main query reads (the devnet's fault key). */
  readonly route: string
  readonly connect?: boolean
}

/** Each screen and the route its main region reads. */
const SCREENS: readonly Screen[] = [
  { path: '/drc20', route: '/v4/drc20/collect' },
  { path: '/drc20/RONA', route: '/v4/drc20/collect-address' },
  { path: '/market', route: '/v3/exchange/summaryall' },
  { path: '/market/KIBBLES', route: '/v4/exchange/collect' },
  // Without the token list its lookalikes are not checked: it says so.
  { path: '/market/UNIX', route: '/v3/exchange/summaryall' },
  {
    path: `/account?${WALLET}`,
    route: '/v4/drc20/collect-address',
    connect: true,
  },
  { path: '/accounts', route: '/v4/drc20/collect-address' },
  { path: '/stake?tick=RONA', route: '/v4/stake/collect' },
  { path: '/launchpad', route: '/v4/box/collect' },
  { path: '/project?tick0=BOXREF', route: '/v4/box/collect' },
  { path: '/collections', route: '/v4/file-exchange/summary/all' },
  { path: '/files_market', route: '/v4/file-exchange/inscriptions' },
  { path: '/nft', route: '/v4/nft/collect' },
  { path: '/swap/CARDI/UNIX', route: '/v3/swap/getreserves' },
  { path: '/pool', route: '/v4/swap/liquidity' },
  { path: `/wdoge?${WALLET}`, route: '/v4/wdoge/order', connect: true },
]

/** The page's failures showing `message` (the kit's `ErrorRetry`, tables). */
const failures = (page: Page, message: string | RegExp) =>
  page.getByRole('main').getByRole('alert').filter({ hasText: message })

async function open(page: Page, screen: Screen) {
  await page.goto(screen.path)
  if (screen.connect) await connectWallet(page, ACCOUNTS[ACCOUNT_INDEX])
}

/**
 * The failure shows with its Retry; once the fault is cleared, Retry
 * brings the data back and every failure of the kind goes away.
 */
async function expectRecovery(
  page: Page,
  shown: Locator,
  retry: string,
  clear: () => Promise<unknown>,
  label: string,
) {
  // A region refetching in the background shows its loading state for a
  // moment; the failure comes back with its Retry.
  await expect(
    shown.filter({ has: page.getByRole('button', { name: retry }) }).first(),
    label,
  ).toBeVisible({ timeout: 30_000 })
  await clear()
  // Each failed region retries on its own.
  for (let i = 0; i < 5 && (await shown.count()) > 0; i++) {
    await shown
      .first()
      .getByRole('button', { name: retry })
      .click({ timeout: 5_000 })
      .catch(() => undefined)
    await page.waitForTimeout(250)
  }
  await expect(shown, label).toHaveCount(0, { timeout: 30_000 })
  // Never a blank screen: the page keeps its heading.
  await expect(page.getByRole('heading').first(), label).toBeVisible()
}

test.describe('faults: every screen', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })

  test.afterEach(async ({ request }) => {
    await clearFaults(request)
    await setIndexLag(request, 0)
  })

  test('faults: a 5xx on the route each screen reads shows the error and a Retry that recovers', async ({
    page,
    request,
  }) => {
    for (const screen of SCREENS) {
      await setFaults(request, {
        route: screen.route,
        shape: '500/c500',
        rate: 1,
      })
      await open(page, screen)
      if (screen.path === '/market/KIBBLES') {
        // A failed listings read is never shown as an empty book: the
        // floor says so and the buy form gives way to the error.
        await expect(
          page.getByTestId('stat-floor').getByText('Listings unavailable'),
        ).toBeVisible({ timeout: 30_000 })
        await expect(page.getByText('No listing open')).toHaveCount(0)
        await expect(
          page.getByRole('tabpanel', { name: 'Buy' }).getByRole('alert'),
        ).toContainText('HTTP error! status: 500')
      }
      await expectRecovery(
        page,
        failures(page, 'HTTP error! status: 500'),
        'Retry',
        () => clearFaults(request),
        screen.path,
      )
    }
  })

  test('faults: timeouts and bad bodies, in Japanese', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale: 'ja-JP' })
    const page = await context.newPage()
    // A short request timeout, so that a slow provider times out in seconds.
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch()
      const config = (await response.json()) as {
        api: Record<string, unknown>
      }
      config.api.timeoutMs = 1_500
      await route.fulfill({ response, json: config })
    })
    const RETRY = '再試行'
    const UNEXPECTED = 'サーバーから予期しない応答がありました'
    // A body that is not JSON, and one in the wrong shape, on one screen of
    // each feature (each reads through the same query error path).
    const bad: readonly [Screen, string][] = [
      [{ path: '/drc20/RONA', route: '/v4/drc20/collect-address' }, '200/{}'],
      [{ path: '/market/KIBBLES', route: '/v4/exchange/collect' }, '200/empty'],
      [{ path: '/stake?tick=RONA', route: '/v4/stake/collect' }, '200/{}'],
      [{ path: '/launchpad', route: '/v4/box/collect' }, '200/empty'],
      [
        { path: '/collections', route: '/v4/file-exchange/summary/all' },
        '200/{}',
      ],
      [
        { path: '/swap/CARDI/UNIX', route: '/v3/swap/getreserves' },
        '200/empty',
      ],
      [{ path: '/nft', route: '/v4/nft/collect' }, '200/{}'],
    ]
    for (const [screen, shape] of bad) {
      await setFaults(request, { route: screen.route, shape, rate: 1 })
      await open(page, screen)
      await expectRecovery(
        page,
        failures(page, UNEXPECTED),
        RETRY,
        () => clearFaults(request),
        `${screen.path} ${shape}`,
      )
    }
    // Every provider answer takes longer than the request may.
    for (const screen of [
      { path: '/accounts', route: '' },
      { path: '/pool', route: '' },
      { path: '/nft', route: '' },
    ]) {
      await setFaults(request, { latencyMs: 4_000 })
      await open(page, screen)
      await expectRecovery(
        page,
        failures(page, '接続がタイムアウトしました'),
        RETRY,
        () => clearFaults(request),
        `${screen.path} timeout`,
      )
    }
    await context.close()
  })

  test('faults: index lag pauses trading with a notice until the index catches up', async ({
    page,
    request,
  }) => {
    await page.clock.install()
    await setIndexLag(request, 8)
    await mine(request, 9)
    const badge = page
      .locator('button[data-state]')
      .filter({ visible: true })
      .first()
    // Every screen's badge says the index is behind; the stake, launchpad
    // and market forms pause with a notice (the swap form does once a
    // wallet is connected: swap.spec.ts).
    for (const [path, paused] of [
      ['/swap/CARDI/UNIX', undefined],
      ['/stake?tick=UNIX', 'Stake'],
      ['/launchpad', 'Deploy box'],
      ['/market/KIBBLES', undefined],
    ] as const) {
      await page.goto(path)
      await expect(badge, path).toHaveAttribute('data-state', 'warning', {
        timeout: 30_000,
      })
      await expect(badge).toHaveAccessibleName(/The index is behind the chain/)
      if (paused === undefined) continue
      await expect(
        page.getByRole('status').filter({ hasText: 'Trading paused' }),
        path,
      ).toContainText(/The index is \d+ blocks behind the chain/, {
        timeout: 30_000,
      })
      await expect(
        page.getByRole('button', { name: paused, exact: true }),
        path,
      ).toBeDisabled()
    }
    await expect(
      page.getByRole('status').filter({ hasText: 'Trading paused' }),
    ).toBeVisible({ timeout: 30_000 })
    // The notice reads well in the light theme (its title on a pale yellow).
    expect(
      await axeViolations(page, {
        include: '[role="status"]',
        rules: ['color-contrast'],
        impact: 'any',
      }),
    ).toEqual([])
    // The index catches up: the next block poll lifts the pause.
    await setIndexLag(request, 0)
    await page.clock.fastForward('01:01')
    await expect(
      page.getByRole('status').filter({ hasText: 'Trading paused' }),
    ).toHaveCount(0, { timeout: 30_000 })
    await expect(badge).toHaveAttribute('data-state', 'normal')
  })
})
