import {
  getLpReturns,
  getPositionHistory,
  getSwapFee,
  type SwapOrder,
} from '@drc20/core'
import { expect as baseExpect, type Page, test } from '@playwright/test'
import {
  shownAmountOrNull,
  shownAmountToRaw,
  shownSignedAmountToRaw,
} from './amounts'
import { axeViolations } from './axe'
import { ACCOUNTS, clearFaults, mine, providerApi, setFaults } from './devnet'
import { expectNoSideScroll } from './layout'
import { connectWallet } from './wallet'

// The analytics dashboard against the devnet's seed world. Other spec
// files swap and mine in parallel, so each figure is compared with the
// devnet's own answer read at the same time (expect.poll), never with a
// number fixed in advance.

// The devnet folds weeks of history and other files run beside this one
// on a loaded machine: first answers can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 30_000 })

type TvlRow = { liquidity: string; base_volume: string; last_date: string }

/** The daily TVL rows of every pool, as the devnet serves them. */
async function tvlRows(page: Page): Promise<TvlRow[]> {
  const reply = await providerApi(page.request, 'v4/swap/tvl/total', {
    limit: 1000,
  })
  return (reply.data as TvlRow[]) ?? []
}

/** A stat card's figure in WDOGE base units (2 decimals shown, truncated). */
/** A stat's amount; `null` while it still shows the loading dash. */
async function shownStat(page: Page, testId: string): Promise<bigint | null> {
  return shownAmountOrNull(
    await page.getByTestId(`${testId}-value`).textContent(),
  )
}

/** A stat's amount, once a poll has seen it loaded. */
async function loadedStat(page: Page, testId: string): Promise<bigint> {
  return shownAmountToRaw(
    await page.getByTestId(`${testId}-value`).textContent(),
  )
}

const WDOGE = 'WDOGE(WRAPPED-DOGE)'
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
  const lpTick = `UNIX-SWAP-${WDOGE}`
  await page.goto(`/analytics/pair/${encodeURIComponent(lpTick)}`)
  await expect(page.getByTestId('stat-lp-supply-value')).not.toHaveText('—')
  // LP supply is exact: every digit of liquidity_total.
  await expect
    .poll(async () => {
      const reply = await providerApi(page.request, 'v4/swap/liquidity', {
        tick0: 'UNIX',
        tick1: WDOGE,
      })
      const [pool] = reply.data as { liquidity_total: string }[]
      const shown = shownAmountToRaw(
        await page.getByTestId('stat-lp-supply-value').textContent(),
      )
      return shown === BigInt(pool?.liquidity_total ?? '-1')
    })
    .toBe(true)
  // LP holders: the addresses swap/liquidity/address lists for the pair.
  await expect
    .poll(async () => {
      const reply = await providerApi(
        page.request,
        'v4/swap/liquidity/address',
        { tick0: 'UNIX', tick1: WDOGE, limit: 1 },
      )
      const shown = await page
        .getByTestId('stat-lp-holders-value')
        .textContent()
      return reply.total > 0 && shown === reply.total.toLocaleString('en-US')
    })
    .toBe(true)

  // The record fields are the create operation's (docs/product.md §3).
  const created = await providerApi(page.request, 'v4/swap/order', {
    tick0: 'UNIX',
    tick1: WDOGE,
    op: 'create',
    limit: 1,
  })
  const [create] = created.data as {
    tx_hash: string
    fee_tx_hash: string
    block_number: number
    block_hash: string
  }[]
  expect(create).toBeDefined()
  const record = page.getByRole('table', { name: 'Pool record' })
  await expect(record.getByTestId('record-tx')).toContainText(
    create?.tx_hash ?? '-',
  )
  await expect(record.getByTestId('record-block-number')).toContainText(
    (create?.block_number ?? -1).toLocaleString('en-US'),
  )
  await expect(record.getByTestId('record-block-hash')).toContainText(
    create?.block_hash ?? '-',
  )
  await expect(record.getByTestId('record-fee-tx')).toContainText(
    create?.fee_tx_hash ?? '-',
  )
  await expect(record.getByTestId('record-fee-block')).toContainText(
    'Not given by the indexer',
  )

  // Candles: the pair's token priced in WDOGE, the interval in the URL.
  const chart = page.getByRole('figure', { name: 'UNIX price in DOGE' })
  await expect(chart.getByTestId('chart-summary')).toContainText('Latest')
  await chart.getByText('4h', { exact: true }).click()
  await expect(page).toHaveURL(/interval=4h/)
  await expect(chart.getByTestId('chart-summary')).toContainText('High')

  await expect(
    page.getByRole('table', { name: 'Recent operations' }).getByRole('row'),
  ).not.toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Add liquidity' })).toBeVisible()
})

// Account 13 (this file's own) holds a seeded UNIX/WDOGE position: two
// adds around its own swap (packages/devnet/src/seed/seedAnalytics.ts).
const LP_ACCOUNT = 13

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

// Account 19 (this file's own) swaps native DOGE into WOW, a pool no other
// spec file trades in, so the day's volume moves by this swap alone.
const TRADER = 19
const SWAP_DOGE = 1_000n * 100_000_000n

test('analytics: a swap moves the volume and fees shown by exactly its amount', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const pairs = await providerApi(request, 'v4/swap/pair', {
    tick: 'WOW',
    limit: 10,
  })
  type PairRow = { Tick: string; Tick0: string; Tick1: string }
  const lpTick =
    (pairs.data as PairRow[]).find(
      (p) => p.Tick0 === WDOGE || p.Tick1 === WDOGE,
    )?.Tick ?? ''
  expect(lpTick).not.toBe('')
  const devnetVolume = async () => {
    const reply = await providerApi(request, 'v4/swap/pair', {
      tick: 'WOW',
      limit: 10,
    })
    const row = (reply.data as (PairRow & { BaseVolume: number })[]).find(
      (p) => p.Tick === lpTick,
    )
    return BigInt(Math.trunc(row?.BaseVolume ?? -1))
  }
  const devnetWeek = async () => {
    const reply = await providerApi(request, 'v4/swap/tvl', { tick: lpTick })
    const since = Math.floor(Date.now() / 86_400_000) * 86_400 - 6 * 86_400
    return (reply.data as TvlRow[])
      .filter(
        (r) => Date.parse(`${r.last_date.replace(' ', 'T')}Z`) / 1000 >= since,
      )
      .reduce((sum, r) => sum + BigInt(r.base_volume), 0n)
  }

  // Before: the pair page and the dashboard's 7-day column agree with the
  // devnet.
  const pairUrl = `/analytics/pair/${encodeURIComponent(lpTick)}`
  await page.goto(pairUrl)
  await expect
    .poll(
      async () =>
        (await shownStat(page, 'stat-volume')) ===
        truncate2(await devnetVolume()),
    )
    .toBe(true)
  const volumeBefore = await loadedStat(page, 'stat-volume')
  const exactBefore = await devnetVolume()
  const feesBefore = await loadedStat(page, 'stat-fees')
  // `null` while the pair's daily rows load (the cell shows a dash).
  const weekCell = async () => {
    const row = page.locator(`tr[data-pair="${lpTick}"]`)
    return shownAmountOrNull(await row.getByRole('cell').nth(4).textContent())
  }
  await page.goto('/analytics')
  await page.getByRole('searchbox', { name: 'Search pairs' }).fill('WOW')
  await expect
    .poll(async () => (await weekCell()) === truncate2(await devnetWeek()))
    .toBe(true)
  const weekBefore = (await weekCell()) ?? 0n

  // The swap, signed in the app by the simulated wallet.
  await page.goto(
    `/swap/${WDOGE}/WOW?doge=1&wallet=auto-approve&walletAccount=${TRADER}`,
  )
  await connectWallet(page, ACCOUNTS[TRADER])
  const main = page.getByRole('main')
  await main.getByLabel('Amount to pay').fill('1000')
  await expect(main.getByLabel('Amount to receive')).not.toHaveValue('')
  await main.getByRole('button', { name: 'Swap', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirm swap' })
  await dialog.getByRole('button', { name: 'Confirm swap' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Swap submitted' }),
  ).toBeVisible()
  await mine(request, 2)
  await expect.poll(devnetVolume).toBe(exactBefore + SWAP_DOGE)

  // After: 24 h volume and fees move by exactly the swap's WDOGE and its
  // fee, the 7-day volume by the same amount. The swap is a whole number
  // of WDOGE, so the shown figures (truncated to 2 decimals) move by
  // exactly as much, and the day's fee (0.3% of its volume, truncated) by
  // exactly the swap's own.
  await page.goto(pairUrl)
  await expect
    .poll(() => shownStat(page, 'stat-volume'))
    .toBe(volumeBefore + SWAP_DOGE)
  await expect
    .poll(() => shownStat(page, 'stat-fees'))
    .toBe(feesBefore + getSwapFee(SWAP_DOGE))
  await page.goto('/analytics')
  await page.getByRole('searchbox', { name: 'Search pairs' }).fill('WOW')
  await expect.poll(weekCell).toBe(weekBefore + SWAP_DOGE)
  // The pool list reads the same day's volume for a pool that has traded
  // (core's getPoolSwapVolumes over v3 swap/getreserves).
  await page.goto('/pool')
  await page.getByLabel('Search pools').fill('WOW')
  const poolRow = page.locator(`[data-pool="v1:${lpTick}"]`)
  await expect
    .poll(async () => {
      // "—" until the pool's swap count has loaded.
      const text = await poolRow.getByRole('cell').nth(2).textContent()
      return text?.includes('—') ? undefined : shownAmountToRaw(text)
    })
    .toBe(volumeBefore + SWAP_DOGE)
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
  await expectNoSideScroll(page)
  expect(await axeViolations(page)).toEqual([])
})

// Changes the devnet for everyone: runs in the `faults` project, alone.
test('faults: a 5xx on the pools route shows a translated message and a Retry that recovers', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ locale: 'ja-JP' })
  const page = await context.newPage()
  try {
    await setFaults(request, {
      route: '/v4/swap/liquidity',
      shape: '500/c500',
      rate: 1,
    })
    await page.goto(
      `/analytics/pair/${encodeURIComponent(`UNIX-SWAP-${WDOGE}`)}`,
    )
    const alert = page.getByRole('main').getByRole('alert')
    await expect(alert).toContainText('HTTP エラー！ステータス：500', {
      timeout: 30_000,
    })
    await clearFaults(request)
    await alert.getByRole('button', { name: '再試行' }).click()
    await expect(page.getByTestId('stat-lp-supply-value')).not.toHaveText('—')
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
  } finally {
    await clearFaults(request)
    await context.close()
  }
})
