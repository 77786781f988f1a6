import AxeBuilder from '@axe-core/playwright'
import { getLpReturns, getPositionHistory, type SwapOrder } from '@drc20/core'
import { expect, type Page, test } from '@playwright/test'
import { shownAmountToRaw, shownSignedAmountToRaw } from './amounts'
import { ACCOUNTS, providerApi } from './devnet'
import { connectWallet } from './wallet'

// The analytics dashboard against the devnet's seed world. Other spec
// files swap and mine in parallel, so each figure is compared with the
// devnet's own answer read at the same time (expect.poll), never with a
// number fixed in advance.

type TvlRow = { liquidity: string; base_volume: string; last_date: string }

/** The daily TVL rows of every pool, as the devnet serves them. */
async function tvlRows(page: Page): Promise<TvlRow[]> {
  const reply = await providerApi(page.request, 'v4/swap/tvl/total', {
    limit: 1000,
  })
  return (reply.data as TvlRow[]) ?? []
}

/** A stat card's figure in WDOGE base units (2 decimals shown, truncated). */
async function shownStat(page: Page, testId: string): Promise<bigint> {
  return shownAmountToRaw(
    await page.getByTestId(`${testId}-value`).textContent(),
  )
}

const truncate2 = (raw: bigint) => raw - (raw % 1_000_000n)
const koinu = (text: string) => BigInt(Math.trunc(Number(text)))

test('analytics: the headline figures are the sums of the settled state', async ({
  page,
}) => {
  await page.goto('/analytics')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Analytics' }),
  ).toBeVisible()

  // Total volume = Σ every day's volume; TVL = the latest day's liquidity.
  await expect
    .poll(async () => {
      const rows = await tvlRows(page)
      const total = rows.reduce((sum, r) => sum + BigInt(r.base_volume), 0n)
      return (await shownStat(page, 'stat-total-volume')) === truncate2(total)
    })
    .toBe(true)
  await expect
    .poll(async () => {
      const rows = await tvlRows(page)
      const sorted = [...rows].sort((a, b) =>
        a.last_date.localeCompare(b.last_date),
      )
      const last = sorted.at(-1)
      const tvl = last ? koinu(last.liquidity) : 0n
      return (await shownStat(page, 'stat-tvl')) === truncate2(tvl)
    })
    .toBe(true)
  // Active pools = the pairs with both reserves above zero.
  await expect
    .poll(async () => {
      const reply = await providerApi(page.request, 'v4/swap/pair', {
        limit: 1000,
      })
      const pairs = (reply.data as { Amt0: number; Amt1: number }[]) ?? []
      const active = pairs.filter((p) => p.Amt0 > 0 && p.Amt1 > 0).length
      return page
        .getByTestId('stat-pools-value')
        .textContent()
        .then((text) => text === String(active))
    })
    .toBe(true)

  // Both charts carry a written summary, and the range lives in the URL.
  const tvlChart = page.getByRole('figure', { name: 'Daily TVL in WDOGE' })
  await expect(tvlChart.getByTestId('chart-summary')).toContainText('Latest')
  await tvlChart.getByText('7D').click()
  await expect(page).toHaveURL(/range=7d/)
  await expect(tvlChart.getByTestId('chart-summary')).toContainText('High')

  // The tables link to the token and pair pages.
  const pairs = page.getByRole('table', { name: 'Top pairs' })
  await expect(pairs.getByRole('link').first()).toHaveAttribute(
    'href',
    /\/analytics\/pair\//,
  )
  const tokens = page.getByRole('table', { name: 'Top tokens' })
  await expect(tokens.getByRole('link').first()).toHaveAttribute(
    'href',
    /\/analytics\/tick\//,
  )
})

test('analytics: the token pages', async ({ page }) => {
  const reply = await providerApi(page.request, 'v4/swap/pair', { limit: 1 })
  const [top] = reply.data as { Tick0: string; Tick1: string }[]
  const tick = top?.Tick0 === 'WDOGE(WRAPPED-DOGE)' ? top.Tick1 : top?.Tick0
  expect(tick).toBeTruthy()
  await page.goto(`/analytics/tick/${encodeURIComponent(tick ?? '')}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `${tick} analytics` }),
  ).toBeVisible()
  await expect(page.getByTestId('stat-price-value')).toContainText('DOGE')
  const chart = page.getByRole('figure', { name: `${tick} price in DOGE` })
  await expect(chart.getByTestId('chart-summary')).toContainText('Latest')
  await chart.getByText('1h', { exact: true }).click()
  await expect(page).toHaveURL(/interval=1h/)
  await expect(
    page.getByRole('table', { name: `Pairs with ${tick}` }).getByRole('link'),
  ).not.toHaveCount(0)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Market' })).toHaveAttribute(
    'href',
    new RegExp(`/market/${tick}`),
  )

  await page.goto(`/token/${encodeURIComponent(tick ?? '')}`)
  await expect(page.getByTestId('stat-liquidity-value')).toContainText('WDOGE')
  await page.getByRole('main').getByRole('link', { name: 'Analytics' }).click()
  await expect(page).toHaveURL(/\/analytics\/tick\//)
})

test('analytics: the pair page', async ({ page }) => {
  const reply = await providerApi(page.request, 'v4/swap/liquidity', {
    limit: 1000,
  })
  const pool = (
    reply.data as { tick: string; liquidity_total: string; amt0: string }[]
  ).find((p) => BigInt(p.liquidity_total) > 0n)
  expect(pool).toBeDefined()
  await page.goto(`/analytics/pair/${encodeURIComponent(pool?.tick ?? '')}`)
  await expect(page.getByTestId('stat-lp-supply-value')).not.toHaveText('—')
  // LP supply is exact: every digit of liquidity_total.
  await expect
    .poll(async () =>
      shownAmountToRaw(
        await page.getByTestId('stat-lp-supply-value').textContent(),
      ),
    )
    .toBe(BigInt(pool?.liquidity_total ?? '0'))
  await expect(
    page.getByRole('table', { name: 'Recent operations' }).getByRole('row'),
  ).not.toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Add liquidity' })).toBeVisible()
})

// Account 13 (this file's own) holds a seeded UNIX/WDOGE position: two
// adds around its own swap (packages/devnet/src/seed/seedAnalytics.ts).
const LP_ACCOUNT = 13
const WDOGE = 'WDOGE(WRAPPED-DOGE)'

type OrderRow = {
  op: SwapOrder['op']
  order_status: number
  tick0: string
  tick1: string
  holder_address: string
  block_number: number
  tx_index: number
  amt0: string
  amt0_out: string
  amt1_out: string
  liquidity: string
}

test('analytics: the LP returns of a seeded position equal core', async ({
  page,
}) => {
  const address = ACCOUNTS[LP_ACCOUNT] ?? ''
  await page.goto(`/pool?wallet=auto-approve&walletAccount=${LP_ACCOUNT}`)
  await connectWallet(page, address)
  const position = page
    .getByTestId('lp-returns-position')
    .filter({ has: page.getByText('UNIX / WDOGE') })
  await expect(position).toBeVisible({ timeout: 20_000 })

  // The same figures from core over the devnet's own rows, read each time
  // (other files swap in this pool while this test runs).
  await expect
    .poll(async () => {
      const pools = await providerApi(page.request, 'v4/swap/liquidity', {
        tick0: 'UNIX',
        tick1: WDOGE,
      })
      const [pool] = pools.data as {
        tick0: string
        tick1: string
        amt0: string
        amt1: string
        liquidity_total: string
      }[]
      const orders = await providerApi(page.request, 'v4/swap/order', {
        tick0: 'UNIX',
        tick1: WDOGE,
        limit: 1000,
      })
      const rows = (orders.data as OrderRow[]).map(
        (r) =>
          ({
            op: r.op,
            status: r.order_status === 0 ? 'completed' : 'failed',
            tick0: r.tick0,
            tick1: r.tick1,
            holderAddress: r.holder_address,
            blockNumber: r.block_number,
            txIndex: r.tx_index,
            amt0: BigInt(r.amt0),
            amt0Out: BigInt(r.amt0_out),
            amt1Out: BigInt(r.amt1_out),
            liquidity: BigInt(r.liquidity),
          }) as unknown as SwapOrder,
      )
      if (!pool) return 'no pool'
      const history = getPositionHistory(rows, pool, address)
      const r = getLpReturns(history.events, history.swaps, {
        reserve0: BigInt(pool.amt0),
        reserve1: BigInt(pool.amt1),
        totalSupply: BigInt(pool.liquidity_total),
      })
      const shown = async (key: string) =>
        shownSignedAmountToRaw(
          await position.getByTestId(`lp-${key}`).textContent(),
        )
      return [
        (await shown('value')) === r.value,
        (await shown('hodl')) === r.hodlValue,
        (await shown('fees')) === r.feesValue,
        (await shown('il')) === r.impermanentLoss,
        (await shown('net')) === r.netVersusHodl,
        r.feesValue > 0n,
        r.impermanentLoss < 0n,
      ]
    })
    .toEqual([true, true, true, true, true, true, true])
})

test('analytics: languages, dark theme, 390 px and axe', async ({
  page,
  browser,
}) => {
  // Four languages, then axe over the whole dashboard, on a loaded machine.
  test.setTimeout(120_000)
  for (const [locale, heading] of [
    ['zh-TW', '熱門交易對'],
    ['ja-JP', '上位ペア'],
    ['ko-KR', '상위 페어'],
    ['vi', 'Cặp hàng đầu'],
  ] as const) {
    const context = await browser.newContext({ locale })
    const localized = await context.newPage()
    await localized.goto('/analytics')
    await expect(localized.getByRole('heading', { name: heading })).toBeVisible(
      { timeout: 30_000 },
    )
    await context.close()
  }
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/analytics')
  await expect(page.getByTestId('stat-tvl-value')).not.toHaveText('—')
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    ),
  ).toBe(true)
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([])
})
