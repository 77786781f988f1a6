import { MantineProvider } from '@mantine/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from './theme'

/**
 * The theme's CSS variables exactly as Mantine's provider writes them at run
 * time (its `<style data-mantine-styles="true">`: the theme's values that
 * differ from Mantine's defaults, both schemes).
 */
function runtimeThemeCss(): string {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {null}
    </MantineProvider>,
  )
  const match = /<style data-mantine-styles="true"[^>]*>([^<]*)<\/style>/.exec(
    html,
  )
  if (!match?.[1]) throw new Error('MantineProvider wrote no theme variables')
  return match[1]
}

describe('theme.gen.css', () => {
  // The app renders MantineProvider with withCssVariables={false} and ships
  // this file instead: computing the variables took a 10–90 ms task at every
  // start. After a change to the theme, run `pnpm vitest -u` to rewrite it.
  it("is what Mantine's provider writes for the theme", async () => {
    const blocks = [...runtimeThemeCss().matchAll(/([^{}]+)\{([^}]*)\}/g)]
    const css = blocks
      .map(([, selector, body]) => {
        const declarations = (body ?? '')
          .split(';')
          .map((d) => d.trim())
          .filter((d) => d !== '')
          .map((d) => `  ${d};\n`)
        return `${selector?.trim()} {\n${declarations.join('')}}\n`
      })
      .join('')
    await expect(
      `/* Written by themeVariables.test.tsx from ui/theme.ts: do not edit. */\n${css}`,
    ).toMatchFileSnapshot('./theme.gen.css')
  })

  it('covers both schemes and the contrast fixes', () => {
    const css = runtimeThemeCss()
    expect(css).toContain('--mantine-color-doge-7: #7f6a14')
    expect(css).toContain('[data-mantine-color-scheme="dark"]')
    expect(css).toContain('--mantine-color-dimmed: #5c636a')
  })
})
