import { mkdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { ACCOUNTS, DEVNET_URL, mine } from './devnet'

// The app-wide pending-operation tracker, with wallet account 2.
const ACCOUNT_INDEX = 2
const ADDRESS = ACCOUNTS[ACCOUNT_INDEX]
const WALLET = `wallet=auto-approve&walletAccount=${ACCOUNT_INDEX}`

// wdoge.spec.ts checks this account's balances to the unit: take turns.
const LOCK = join(
  tmpdir(),
  `drc20-e2e-account-${ACCOUNT_INDEX}-${process.env.E2E_DEVNET_PORT ?? 8788}.lock`,
)
async function withAccountLock<T>(run: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(LOCK)
      break
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error
      const info = await stat(LOCK).catch(() => undefined)
      if (info && Date.now() - info.mtimeMs > 180_000) {
        await rm(LOCK, { recursive: true, force: true }) // a crashed run's
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    return await run()
  } finally {
    await rm(LOCK, { recursive: true, force: true })
  }
}

/**
 * Notifications sit over the header's right side and pause while hovered:
 * move the mouse away and let them close before using the header.
 */
async function letNotificationsClose(page: Page) {
  await page.mouse.move(10, 600)
  await page.clock.fastForward('00:06')
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0)
}

async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(
    page.getByRole('button', { name: new RegExp(`^Wallet ${ADDRESS}`) }),
  ).toBeVisible()
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: /^Activity: \d+ pending$/ }).click()
  return page.getByRole('list', { name: 'Operations' })
}

test.describe('activity tracker', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test('an operation stays pending across a reload, then completes after mining', async ({
    page,
    request,
  }) => {
    await withAccountLock(async () => {
      await page.clock.install()
      await page.goto(`/wdoge?${WALLET}`)
      await connect(page)
      await page.getByRole('textbox', { name: /Amount to wrap/ }).fill('4.2')
      await page.getByRole('button', { name: 'Wrap', exact: true }).click()
      await expect(page.getByRole('alert')).toHaveCount(0)
      await expect(
        page.getByRole('button', { name: 'Activity: 1 pending' }),
      ).toBeVisible()

      await page.reload()
      await connect(page)
      await expect(
        page.getByRole('button', { name: 'Activity: 1 pending' }),
      ).toBeVisible()
      const list = await openMenu(page)
      const item = list
        .getByRole('listitem')
        .filter({ hasText: 'Wrap 4.2 DOGE to WDOGE' })
      await expect(item).toContainText('Pending')
      const link = item.getByRole('link', {
        name: /^Transaction [0-9a-f]{6}…[0-9a-f]{4}$/,
      })
      await expect(link).toHaveAttribute('href', /[0-9a-f]{64}/)
      await page.keyboard.press('Escape')

      await mine(request, 2)
      await page.clock.fastForward('01:01')
      await expect(page.getByText('Operation completed')).toBeVisible()
      await letNotificationsClose(page)
      await expect(
        page.getByRole('button', { name: 'Activity: 0 pending' }),
      ).toBeVisible()
      await openMenu(page)
      await expect(item).toContainText('Completed')
    })
  })

  test('a failed operation is shown with the decoded reason', async ({
    page,
    request,
  }) => {
    await withAccountLock(async () => {
      await page.clock.install()
      await page.goto(`/?${WALLET}`)
      // A withdraw below 1 WDOGE, straight to the chain (the app's own form
      // refuses it), then journaled the way the app journals a submission.
      const submitted = await request.post(`${DEVNET_URL}/devnet/submit`, {
        data: {
          address: ADDRESS,
          payload: {
            p: 'wdoge',
            op: 'withdraw',
            tick: 'WDOGE(WRAPPED-DOGE)',
            amt: '5000',
          },
        },
      })
      expect(submitted.ok()).toBe(true)
      const { tx_hash: txHash } = (await submitted.json()) as {
        tx_hash: string
      }
      await track(page, txHash)
      await page.reload()
      await connect(page)
      await expect(
        page.getByRole('button', { name: 'Activity: 1 pending' }),
      ).toBeVisible()

      await mine(request, 2)
      await page.clock.fastForward('01:01')
      await expect(page.getByText('Operation failed')).toBeVisible()
      await letNotificationsClose(page)
      const list = await openMenu(page)
      const item = list.getByRole('listitem').first()
      await expect(item).toContainText('Failed')
      await expect(item).toContainText('At least 1 WDOGE must be unwrapped.')

      // "Clear finished" empties the list of settled operations.
      await page.getByRole('button', { name: 'Clear finished' }).click()
      await expect(page.getByText('No operations yet.')).toBeVisible()
    })
  })
})

/** Writes a pending journal entry as trackOperationAtom stores it. */
async function track(page: Page, txHash: string) {
  await page.evaluate(
    ({ address, txHash }) => {
      localStorage.setItem(
        `drc20.activity.v1.${address}`,
        JSON.stringify([
          {
            txHash,
            address,
            protocol: 'wdoge',
            payload: {
              p: 'wdoge',
              op: 'withdraw',
              tick: 'WDOGE(WRAPPED-DOGE)',
              amt: '5000',
            },
            description: {
              id: 'e2e.withdraw',
              message: 'Unwrap 0.00005 WDOGE to DOGE',
            },
            status: 'pending',
            submittedAtMs: Date.now(),
          },
        ]),
      )
    },
    { address: ADDRESS, txHash },
  )
}
