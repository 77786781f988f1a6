import {
  type APIRequestContext,
  expect,
  type Page,
  test,
} from '@playwright/test'
import { shownAmountToRaw, shownSignedAmountToRaw } from './amounts'
import { axeViolations } from './axe'
import {
  ACCOUNTS,
  dogeBalance,
  mine,
  providerApi,
  tokenBalance,
} from './devnet'
import { expectNoSideScroll } from './layout'
import { connectWallet } from './wallet'

// Staking on the devnet with wallet accounts 14 and 15, in the ended pool
// of the third famous token (seedStaking.ts): 14 is owed a reward, 15 not.
const TICK = 'DIS'
/** What the devnet charges per commit + reveal (its NETWORK_FEE). */
const DEVNET_NETWORK_FEE = 1_000_000n
const SERVICE_OUTPUT = 50_000_000n

async function open(page: Page, account: number, clock = true) {
  if (clock) await page.clock.install()
  await page.goto(
    `/stake?tick=${TICK}&wallet=auto-approve&walletAccount=${account}`,
  )
  await connectWallet(page, ACCOUNTS[account])
}

async function staked(request: APIRequestContext, address: string) {
  const body = await providerApi(request, 'v4/stake/collect-address', {
    tick: TICK,
    holder_address: address,
  })
  const [row] = body.data as { amt: string }[]
  return BigInt(row?.amt ?? '0')
}

/** The last stake row of `address` settled (order_status 0). */
async function lastOrderSettled(request: APIRequestContext, address: string) {
  const body = await providerApi(request, 'v4/stake/order', {
    holder_address: address,
    limit: 100,
  })
  const rows = body.data as { order_status: number; op: string }[]
  return rows.at(-1)
}

/** Mines until the order count grows, then lets the page see the block. */
async function mineUntilIndexed(
  page: Page,
  request: APIRequestContext,
  address: string,
  ordersBefore: number,
) {
  await expect
    .poll(async () => {
      await mine(request, 1)
      const body = await providerApi(request, 'v4/stake/order', {
        holder_address: address,
        limit: 0,
      })
      return body.total
    })
    .toBeGreaterThan(ordersBefore)
  await page.clock.fastForward('01:01')
}

async function orderCount(request: APIRequestContext, address: string) {
  const body = await providerApi(request, 'v4/stake/order', {
    holder_address: address,
    limit: 0,
  })
  return body.total
}

test.describe('stake', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 })

  test('stake → unstake → claim, each settling to its preview', async ({
    page,
    request,
  }) => {
    const address = ACCOUNTS[14]
    await open(page, 14)
    const pool = page.getByTestId('stake-pool')
    await expect(pool.getByTestId('stake-apy-value')).toHaveText('0%')
    await expect(pool).toContainText('Activity ended')

    for (const [op, text, sign] of [
      ['Stake', '1.5', -1n],
      ['Unstake', '0.25', 1n],
    ] as const) {
      if (op === 'Unstake')
        await pool
          .locator('label')
          .filter({ hasText: /^Unstake$/ })
          .click()
      await pool
        .getByRole('textbox', { name: `Amount to ${op.toLowerCase()}` })
        .fill(text)
      await pool.getByRole('button', { name: op, exact: true }).last().click()
      const dialog = page.getByRole('dialog', {
        name: `Confirm ${op.toLowerCase()}`,
      })
      const amount = shownAmountToRaw(
        await dialog.getByTestId('stake-amount').textContent(),
      )
      const costs = dialog.getByTestId('stake-doge-costs')
      await expect(costs).toContainText('0.5')
      const shownNet = shownSignedAmountToRaw(
        await costs.getByTestId('stake-doge-costs-net').textContent(),
      )
      const tokensBefore = await tokenBalance(request, address, TICK)
      const stakedBefore = await staked(request, address)
      const dogeBefore = await dogeBalance(request, address)
      const orders = await orderCount(request, address)
      await dialog.getByRole('button', { name: op, exact: true }).click()
      await expect(dialog).toBeHidden()
      await mineUntilIndexed(page, request, address, orders)
      expect((await lastOrderSettled(request, address))?.order_status).toBe(0)
      expect((await tokenBalance(request, address, TICK)) - tokensBefore).toBe(
        sign * amount,
      )
      expect((await staked(request, address)) - stakedBefore).toBe(
        -sign * amount,
      )
      expect(dogeBefore - (await dogeBalance(request, address))).toBe(
        SERVICE_OUTPUT + DEVNET_NETWORK_FEE,
      )
      // The confirmation's net DOGE change is what the chain took, to the unit.
      expect((await dogeBalance(request, address)) - dogeBefore).toBe(shownNet)
      const nowStaked = await staked(request, address)
      await expect
        .poll(async () =>
          shownAmountToRaw(
            await pool.getByTestId('position-deposited').textContent(),
          ),
        )
        .toBe(nowStaked)
    }

    // Claim all: every payout listed by core's rule, paid exactly.
    const payoutRows = pool.locator('[data-testid^="position-payout-"]')
    await expect(payoutRows.first()).toBeVisible()
    const owed = shownAmountToRaw(
      await pool.getByTestId('position-owed').textContent(),
    )
    expect(owed).toBeGreaterThan(0n)
    await pool.getByRole('button', { name: 'Claim all' }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm claim' })
    await expect(
      dialog.locator('[data-testid^="claim-payout-"]').first(),
    ).toBeVisible()
    const payouts = new Map<string, bigint>()
    for (const row of await dialog
      .locator('[data-testid^="claim-payout-"]')
      .all()) {
      const tick =
        (await row.getAttribute('data-testid'))?.replace('claim-payout-', '') ??
        ''
      payouts.set(tick, shownAmountToRaw(await row.textContent()))
    }
    expect(payouts.get('UNIX')).toBe(owed)
    const claimNet = shownSignedAmountToRaw(
      await dialog.getByTestId('stake-doge-costs-net').textContent(),
    )
    const before = new Map<string, bigint>()
    for (const tick of payouts.keys())
      before.set(tick, await tokenBalance(request, address, tick))
    const dogeBefore = await dogeBalance(request, address)
    const orders = await orderCount(request, address)
    await dialog.getByRole('button', { name: 'Claim all' }).click()
    await expect(dialog).toBeHidden()
    await mineUntilIndexed(page, request, address, orders)
    expect((await lastOrderSettled(request, address))?.order_status).toBe(0)
    for (const [tick, amount] of payouts)
      expect(
        (await tokenBalance(request, address, tick)) - (before.get(tick) ?? 0n),
      ).toBe(amount)
    expect(dogeBefore - (await dogeBalance(request, address))).toBe(
      SERVICE_OUTPUT + DEVNET_NETWORK_FEE,
    )
    expect((await dogeBalance(request, address)) - dogeBefore).toBe(claimNet)
    // Nothing is owed now: claiming again is refused with the reason.
    await expect(pool.getByText('Claiming would fail')).toBeVisible()
    await expect(pool.getByRole('button', { name: 'Claim all' })).toBeDisabled()
  })

  test('a claim that would fail is refused with its reason; languages, mobile, axe', async ({
    page,
  }) => {
    await open(page, 15, false)
    const pool = page.getByTestId('stake-pool')
    await expect(pool.getByTestId('position-owed')).toContainText('0 UNIX')
    await expect(pool.getByRole('note')).toContainText(
      'Nothing is owed: a claim of 0 fails at the indexer.',
    )
    await expect(pool.getByRole('button', { name: 'Claim all' })).toBeDisabled()
    // An unconfigured tick is refused before signing.
    await page.goto('/stake?tick=RONA&wallet=auto-approve&walletAccount=15')
    await expect(page.getByRole('alert')).toContainText(
      'RONA has no stake pool',
      { timeout: 20_000 },
    )

    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme })
      await page.goto(`/stake?tick=${TICK}`)
      await expect(page.getByTestId('stake-pool')).toBeVisible({
        timeout: 20_000,
      })
      expect(await axeViolations(page, { impact: 'any' })).toEqual([])
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/stake?tick=${TICK}`)
    await expect(page.getByTestId('stake-pool')).toBeVisible({
      timeout: 20_000,
    })
    await expectNoSideScroll(page)
    for (const [lang, title] of [
      ['zh-TW', '質押'],
      ['ja-JP', 'ステーク'],
      ['ko-KR', '스테이킹'],
      ['vi', 'Staking'],
    ] as const) {
      await page.addInitScript((l) => localStorage.setItem('LANG', l), lang)
      await page.goto(`/stake?tick=${TICK}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, {
        timeout: 20_000,
      })
    }
  })
})
