import { expect, type Page } from '@playwright/test'

/**
 * Notifications sit over the header's right side and pause while hovered:
 * move the mouse away and let them close (the page's clock must be
 * installed) before using the header.
 */
export async function letNotificationsClose(page: Page) {
  await page.mouse.move(10, 600)
  await page.clock.fastForward('00:06')
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0)
}
