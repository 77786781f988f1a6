import { readFile } from 'node:fs/promises'
import { ACTIVITY_PROTOCOLS } from '@drc20/core'
import { expect, type Page, test } from '@playwright/test'
import { shownAmountToRaw } from './amounts'
import { axeViolations } from './axe'
import {
  ACCOUNTS,
  dogeBalance,
  mine,
  providerApi,
  tokenBalance,
} from './devnet'
import { expectNoSideScroll } from './layout'

// The accounts pages against the devnet's portfolio seed (an address with
// every kind of asset, read only) and wallet account 12 (its own balances).
const PORTFOLIO = 'DEviaa2ij136U6ywbF1SajUNfo5MNMaCRL'
const ACCOUNT_INDEX = 12
const ADDRESS = ACCOUNTS[ACCOUNT_INDEX]
const WALLET = `wallet=auto-approve&walletAccount=${ACCOUNT_INDEX}`
const WDOGE = 'WDOGE(WRAPPED-DOGE)'
/** A valid address nobody used (HASH160 of twenty 0x07 bytes). */
const UNKNOWN = 'D5nFgspqgExJFLXP8prT1EfEqxAGsqmeNU'
const TWO_53 = 2n ** 53n

type Row = { tick: string; amt: string }

/** An amount with every digit as en-US shows it. */
function shown(raw: bigint): string {
  const whole = (raw / 100_000_000n).toLocaleString('en-US')
  const fraction = (raw % 100_000_000n)
    .toString()
    .padStart(8, '0')
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  return rows
}

async function exportCsv(page: Page, testId: string): Promise<string> {
  const download = page.waitForEvent('download')
  await page.getByTestId(testId).click()
  const path = await (await download).path()
  return readFile(path, 'utf8')
}

test.describe('accounts', () => {
  test.describe.configure({ timeout: 120_000 })

  test('a portfolio shows every holding exactly, its activity and its CSV', async ({
    page,
    request,
  }) => {
    const balances = (
      await providerApi(request, 'v4/drc20/collect-address', {
        holder_address: PORTFOLIO,
        limit: 100,
      })
    ).data as Row[]
    const big = balances.find((b) => BigInt(b.amt) > TWO_53)
    expect(big).toBeDefined()
    await page.goto(`/assets/${PORTFOLIO}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assets')
    const tokens = page.getByRole('table', { name: 'DRC-20 tokens' })
    for (const b of balances) {
      if (b.tick === WDOGE || b.tick.includes('-SWAP-')) continue
      await expect(
        tokens.getByRole('row').filter({ hasText: b.tick }),
      ).toContainText(shown(BigInt(b.amt)))
    }
    await expect(page.getByTestId('account-doge')).toContainText(
      shown(await dogeBalance(request, PORTFOLIO)),
    )
    const wdoge = balances.find((b) => b.tick === WDOGE)
    await expect(page.getByTestId('account-wdoge')).toContainText(
      shown(BigInt(wdoge?.amt ?? '0')),
    )
    // LP: the underlying amounts by the remove rule, from the pool's reserves.
    const lp = balances.find((b) => b.tick.includes('-SWAP-'))
    const [pool] = (
      await providerApi(request, 'v4/swap/liquidity', {
        tick0: lp?.tick.split('-SWAP-')[0],
        tick1: WDOGE,
      })
    ).data as {
      amt0: string
      amt1: string
      liquidity_total: string
    }[]
    const liquidity = BigInt(lp?.amt ?? '0')
    const total = BigInt(pool?.liquidity_total ?? '1')
    await expect(page.getByTestId('lp-underlying')).toContainText(
      shown((liquidity * BigInt(pool?.amt0 ?? '0')) / total),
    )
    await expect(page.getByTestId('lp-underlying')).toContainText(
      shown((liquidity * BigInt(pool?.amt1 ?? '0')) / total),
    )
    await expect(
      page.getByRole('table', { name: 'Staking' }).getByRole('row'),
    ).toHaveCount(2)
    await expect(page.getByRole('table', { name: 'Staking' })).toContainText(
      '1,000',
    )
    await expect(
      page.getByRole('table', { name: 'Open listings' }),
    ).toContainText('10,000')
    // The file, the AI-NFT and the listed file: images only.
    const thumbs = page.getByTestId('inscription-thumbnail')
    await expect(thumbs).toHaveCount(3)
    // Images only, from the content origin (none when it is not this
    // devnet's, as with non-default test ports).
    for (const src of await thumbs
      .locator('img')
      .evaluateAll((images) => images.map((i) => i.getAttribute('src') ?? '')))
      expect(src).toMatch(/^https?:\/\/[^/]+\/content\/[0-9a-f]{64}$/)
    await expect(thumbs.locator('iframe, object, embed, svg')).toHaveCount(0)
    const holdingsCsv = await exportCsv(page, 'holdings-csv')
    expect(
      holdingsCsv.startsWith('\uFEFFKind,Asset,Amount,Value (DOGE)\r\n'),
    ).toBe(true)
    expect(holdingsCsv).toContain(
      `drc-20,${big?.tick},${shown(BigInt(big?.amt ?? '0')).replaceAll(',', '')},`,
    )

    await page.getByRole('tab', { name: 'Overview and activity' }).click()
    const activity = page.getByRole('table', { name: 'Activity' })
    await expect(activity.getByRole('row')).not.toHaveCount(0)
    for (const protocol of ACTIVITY_PROTOCOLS)
      await expect(
        activity.getByText(protocol, { exact: true }),
      ).not.toHaveCount(0)
    await expect(
      activity.locator('[data-status="failed"]').first(),
    ).toContainText(
      'swap terminated since amount out less than the minimum amount',
    )

    // The CSV's rows equal the rows on screen (the first page, same order).
    const csv = parseCsv((await exportCsv(page, 'activity-csv')).slice(1))
    const header = csv[0] ?? []
    expect(header).toContain('Tx hash')
    const shownRows = await activity.locator('tbody tr').all()
    expect(shownRows.length).toBeGreaterThan(10)
    for (const [i, tr] of shownRows.entries()) {
      const cells = csv[i + 1] ?? []
      const text = (await tr.textContent()) ?? ''
      expect(text).toContain((cells[17] ?? '').slice(0, 6))
      expect(text).toContain(cells[2] ?? '')
      for (const column of [5, 9])
        if (cells[column])
          expect(text).toContain(shown(shownAmountToRaw(cells[column] ?? '')))
      // No number cell starts with a minus.
      for (const column of [0, 5, 7, 9, 11, 13])
        expect(cells[column] ?? '').not.toMatch(/^-/)
    }
  })

  test('a transfer received shows with its sender, one sent with its recipient', async ({
    page,
    request,
  }) => {
    const transfers = async (filter: Record<string, string>) =>
      (
        await providerApi(request, 'v4/drc20/order', {
          ...filter,
          op: 'transfer',
          limit: 10,
        })
      ).data as { holder_address: string; to_address: string; amt: string }[]
    const [received] = await transfers({ to_address: PORTFOLIO })
    const [sent] = await transfers({ holder_address: PORTFOLIO })
    expect(received).toBeDefined()
    expect(sent).toBeDefined()
    await page.goto(`/accounts/${PORTFOLIO}?protocols=drc-20`)
    const activity = page.getByRole('table', { name: 'Activity' })
    const row = (direction: 'from' | 'to') =>
      activity.locator('tbody tr').filter({
        has: page.locator(`[data-direction="${direction}"]`),
      })
    const inRow = row('from').filter({
      hasText: shown(BigInt(received?.amt ?? '0')),
    })
    await expect(inRow).toHaveCount(1, { timeout: 30_000 })
    await expect(inRow).toContainText('Received from')
    await expect(
      inRow.locator(`[data-address="${received?.holder_address}"]`),
    ).toHaveCount(1)
    const outRow = row('to').filter({
      hasText: shown(BigInt(sent?.amt ?? '0')),
    })
    await expect(outRow).toHaveCount(1)
    await expect(outRow).toContainText('Sent to')
    await expect(
      outRow.locator(`[data-address="${sent?.to_address}"]`),
    ).toHaveCount(1)
  })

  test('a wrap shows at once as pending, then completed', async ({
    page,
    request,
  }) => {
    await page.clock.install()
    await page.goto(`/wdoge?${WALLET}`)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await page.getByRole('textbox', { name: /Amount to wrap/ }).fill('3.21')
    const before = await tokenBalance(request, ADDRESS, WDOGE)
    await page.getByRole('button', { name: 'Wrap', exact: true }).click()
    await expect(
      page.getByRole('button', { name: 'Activity: 1 pending' }),
    ).toBeVisible()
    // In-app navigation to the wallet's own page: the wallet stays connected.
    await page.evaluate(() => {
      history.pushState({}, '', '/account')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'My account',
    )
    const activity = page.getByRole('table', { name: 'Activity' })
    const row = activity.locator('tbody tr').first()
    await expect(row).toContainText('wdoge')
    await expect(row.getByTestId('activity-status')).toHaveAttribute(
      'data-status',
      'pending',
    )
    await mine(request, 2)
    await page.clock.fastForward('01:01')
    await expect(row.getByTestId('activity-status')).toHaveAttribute(
      'data-status',
      'completed',
    )
    const after = await tokenBalance(request, ADDRESS, WDOGE)
    expect(after - before).toBe(321_000_000n)
    await expect(row).toContainText(shown(after - before))
  })

  test('an invalid, unknown or empty address', async ({ page }) => {
    await page.goto('/accounts')
    const search = page.getByTestId('account-search')
    const submit = page.getByRole('button', { name: 'Search', exact: true })
    for (const [text, message] of [
      ['', 'Enter a Dogecoin address.'],
      ['D0nt', 'characters an address never has'],
      ['DEviaa2ij136U6ywbF1SajUNfo5MNMaCRM', 'checksum does not match'],
      ['nUqKQtZkcDR28K6aAeVuFeFY5pYZtf92ht', 'testnet'],
      ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', "another coin's"],
    ] as const) {
      await search.fill(text)
      await submit.click()
      await expect(page.getByText(message)).toBeVisible()
    }
    await expect(
      page
        .getByRole('table', { name: 'Most active addresses' })
        .getByRole('row'),
    ).not.toHaveCount(1)
    // A valid address with no history: every list says so.
    await search.fill(UNKNOWN)
    await submit.click()
    await expect(page).toHaveURL(new RegExp(`/accounts/${UNKNOWN}`))
    await expect(page.getByText('No operations.')).toBeVisible({
      timeout: 20_000,
    })
    await page.goto('/accounts/not-an-address')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
  })

  test('languages, 390 px and axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const lang of ['zh-TW', 'ja-JP', 'ko-KR', 'vi', 'en']) {
      await page.addInitScript((l) => localStorage.setItem('LANG', l), lang)
      for (const path of [`/assets/${PORTFOLIO}`, `/accounts/${PORTFOLIO}`]) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({
          timeout: 20_000,
        })
        await expect(page.getByTestId('account-total')).toBeVisible({
          timeout: 20_000,
        })
        await expectNoSideScroll(page, `${lang} ${path}`)
      }
    }
    expect(await axeViolations(page)).toEqual([])
  })
})
