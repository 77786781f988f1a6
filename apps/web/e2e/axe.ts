import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

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
