import { expect, type Page } from '@playwright/test'

/**
 * The page does not scroll sideways: it is no wider than its window.
 * When it is, the failure names the innermost elements that reach past the
 * window's right edge (tag, test id or class, text), which a bare width
 * would not.
 */
export async function expectNoSideScroll(page: Page, where = page.url()) {
  const { overflow, culprits } = await page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const overflow = root.scrollWidth - width
    const culprits: string[] = []
    if (overflow > 0) {
      for (const element of document.body.querySelectorAll('*')) {
        if (element.childElementCount > 0) continue
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.right <= width) continue
        const id = element.getAttribute('data-testid')
        const name =
          id === null
            ? (element.getAttribute('class') ?? '').split(' ')[0]
            : `[data-testid=${id}]`
        const text = (element.textContent ?? '').trim().slice(0, 40)
        culprits.push(
          `${element.tagName.toLowerCase()}${name ? ` ${name}` : ''} "${text}" ends at ${Math.round(box.right)}`,
        )
        if (culprits.length === 5) break
      }
    }
    return { overflow, culprits }
  })
  expect(
    overflow,
    `${where} is ${overflow} px wider than its window: ${culprits.join('; ')}`,
  ).toBeLessThanOrEqual(0)
}
