import { expect, type Page, test } from '@playwright/test'
import { withAccountLock } from './accountLock'
import { ACCOUNTS, DEVNET_URL, mine } from './devnet'
import { letNotificationsClose } from './notifications'
import { connectWallet } from './wallet'

// The app-wide pending-operation tracker, with wallet account 2.
const ACCOUNT_INDEX = 2
const ADDRESS = ACCOUNTS[ACCOUNT_INDEX]
const WALLET = `wallet=auto-approve&walletAccount=${ACCOUNT_INDEX}`

// wdoge.spec.ts checks this account's balances to the unit: take turns
// (withAccountLock).

async function connect(page: Page) {
  await connectWallet(page, ADDRESS)
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: /^Activity: \d+ pending$/ }).click()
  return page.getByRole('list', { name: 'Operations' })
}

// Exclusive: a block mined by another spec would settle the operation
// before the test sees it pending.
test.describe('activity tracker', { tag: '@exclusive' }, () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })

  test('an operation stays pending across a reload, then completes after mining', async ({
    page,
    request,
  }) => {
    await withAccountLock(ACCOUNT_INDEX, async () => {
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
        name: /^Transaction [0-9a-f]{64} in the block explorer$/,
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
    await withAccountLock(ACCOUNT_INDEX, async () => {
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
