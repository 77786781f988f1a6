import { expect, test } from '@playwright/test'
import { clearFaults, mine, setFaults, setIndexLag } from './devnet'

// These tests change the devnet for everyone (index lag, route faults), so
// they run in the `faults` project, after every other browser test.
test.describe('faults: block-height indicator', () => {
  test.describe.configure({ mode: 'serial' })

  test.afterEach(async ({ request }) => {
    await clearFaults(request)
    await setIndexLag(request, 0)
  })

  test('normal → warning → connection error → retry → offline → back online', async ({
    page,
    context,
    request,
  }) => {
    await page.clock.install()
    // No wallet: the clock's jumps would time out its version check (5 s)
    // while its answer waits, open the update dialog over the page and
    // block the badge's click.
    await page.goto('/?wallet=not-installed')
    const badge = page.locator('button[data-state]')
    await expect(badge).toHaveAttribute('data-state', 'normal')
    // The first height has arrived ("Loading block height" is normal too):
    // a clock jump before it would make the badge stale, not behind.
    await expect(badge).toHaveAccessibleName(/^Block height/)

    // More than 5 blocks behind: warning.
    await setIndexLag(request, 6)
    await mine(request, 7)
    await page.clock.fastForward('01:01')
    await expect(badge).toHaveAttribute('data-state', 'warning')
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/info/blocknumber')) requests.push(r.url())
    })
    await expect(badge).toHaveAccessibleName(/The index is behind the chain/)

    // Five failures in a row (60 s, then doubling, capped at 300 s): polling
    // stops and the badge offers a retry.
    await setIndexLag(request, 0)
    await setFaults(request, {
      route: '/v4/info/blocknumber',
      shape: '500/c500',
      rate: 1,
    })
    // Step the fake clock in 10 s increments, letting each real request
    // settle, until the poller gives up (~17 simulated minutes).
    for (let step = 0; step < 200; step++) {
      if ((await badge.getAttribute('data-state')) === 'connection-error') break
      await page.clock.fastForward('00:10')
      await page.waitForTimeout(30)
    }
    await expect(badge).toHaveAttribute('data-state', 'connection-error')
    await expect(badge).toHaveAccessibleName(/Connection error, click to retry/)
    // Polling has stopped: no request for the next ten simulated minutes.
    const before = requests.length
    await page.clock.fastForward('10:00')
    await page.waitForTimeout(200)
    expect(requests.length).toBe(before)

    // No block came in those simulated minutes: the chain has moved again
    // by the time the user retries (a still chain would be 'halted').
    await clearFaults(request)
    await mine(request, 1)
    await badge.click()
    await expect(badge).toHaveAttribute('data-state', 'normal')

    // The browser goes offline, then comes back: reset and refresh.
    await context.setOffline(true)
    await expect(badge).toHaveAttribute('data-state', 'offline')
    await expect(badge).toHaveAccessibleName(/Network offline/)
    await context.setOffline(false)
    await expect(badge).toHaveAttribute('data-state', 'normal')
  })
})
