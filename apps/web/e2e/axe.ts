import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * axe's serious and critical findings on the page, or only inside
 * `include` (a CSS selector: an open dialog, one panel).
 */
export async function seriousViolations(
  page: Page,
  { include }: { readonly include?: string } = {},
) {
  const builder = new AxeBuilder({ page })
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html) }))
}

/**
 * `seriousViolations` in the light and then the dark theme (the app
 * follows the system's scheme until the user picks one), back to light
 * after; each finding is tagged with its theme.
 */
export async function seriousViolationsInBothThemes(
  page: Page,
  options: { readonly include?: string } = {},
) {
  const found = []
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expect(page.locator('html')).toHaveAttribute(
      'data-mantine-color-scheme',
      colorScheme,
    )
    for (const v of await seriousViolations(page, options))
      found.push({ colorScheme, ...v })
  }
  await page.emulateMedia({ colorScheme: 'light' })
  return found
}
