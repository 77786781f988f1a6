import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Where axe looks and what it reports. */
export interface AxeScope {
  /** Only inside these CSS selectors (an open dialog, one panel). */
  readonly include?: string | readonly string[]
  /** Not inside this CSS selector (the shared header, another spec's subject). */
  readonly exclude?: string
  /** Only these rules; every rule axe runs by default. */
  readonly rules?: readonly string[]
  /** `any`: every finding; by default only the serious and critical ones. */
  readonly impact?: 'serious' | 'any'
}

/**
 * The rules whose outcome a theme can change. The dark theme changes the
 * page's colours and nothing else (the theme button's label aside): the
 * same elements, names and roles.
 */
const COLOR_RULES = ['color-contrast', 'link-in-text-block'] as const

/** axe's findings on the page within `scope`: each rule and its elements. */
export async function axeViolations(page: Page, scope: AxeScope = {}) {
  // Colours can be mid-transition (a theme switch fades a segmented
  // control's labels for 200 ms, a dialog fades in): axe reads them once
  // the running CSS transitions have ended. `getAnimations` applies
  // pending style changes first, so a switch just made is among them.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished),
    ),
  )
  let builder = new AxeBuilder({ page })
  for (const selector of [scope.include ?? []].flat())
    builder = builder.include(selector)
  if (scope.exclude) builder = builder.exclude(scope.exclude)
  if (scope.rules) builder = builder.withRules([...scope.rules])
  const { violations } = await builder.analyze()
  return violations
    .filter(
      (v) =>
        scope.impact === 'any' ||
        v.impact === 'serious' ||
        v.impact === 'critical',
    )
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html) }))
}

/**
 * `axeViolations` in the light theme, then the colour rules in the dark one
 * (the rest cannot change with the theme, and axe's full run is the slow
 * part of a check), back to light after; each finding is tagged with its
 * theme. The app follows the system's scheme until the user picks one, so
 * this switches the emulated scheme and waits for the page to follow.
 */
export async function axeViolationsInBothThemes(
  page: Page,
  scope: AxeScope = {},
) {
  const found = []
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expect(page.locator('html')).toHaveAttribute(
      'data-mantine-color-scheme',
      colorScheme,
    )
    const rules = colorScheme === 'dark' ? COLOR_RULES : scope.rules
    for (const v of await axeViolations(page, { ...scope, rules }))
      found.push({ colorScheme, ...v })
  }
  await page.emulateMedia({ colorScheme: 'light' })
  return found
}
