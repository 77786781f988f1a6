import { expect, type Page, test } from '@playwright/test'
import { ACCOUNTS, admin } from './devnet'

/** The devnet's content origin, as its admin API reports it. */
async function contentOrigin(
  request: Parameters<typeof admin>[0],
): Promise<string> {
  const state = await admin(request, 'state')
  return new URL(String(state.contentUrl)).origin
}

/** Content-Security-Policy violations the page reports. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => {
    violations.push(text)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(
        window as unknown as { reportViolation(text: string): void }
      ).reportViolation(`${event.effectiveDirective} ${event.blockedURI}`)
    })
  })
  return violations
}

test('headers: every page and file carries the CSP, nosniff and a referrer policy', async ({
  request,
}) => {
  const content = await contentOrigin(request)
  const config = await (await request.get('/config.json')).json()
  expect(config.contentOrigin).toBe(content)
  const html = await (await request.get('/')).text()
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(asset).toBeDefined()
  for (const path of ['/', '/swap', '/swap/UNIX/DIS', '/config.json', asset]) {
    const response = await request.get(path as string)
    expect(response.status(), path).toBe(200)
    const headers = response.headers()
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('no-referrer')
    const csp = headers['content-security-policy'] ?? ''
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/)
        return [name, values.join(' ')]
      }),
    )
    expect(directives['script-src'], path).toBe("'self'")
    expect(directives['img-src'], path).toBe(`'self' data: blob: ${content}`)
    expect(directives['frame-src'], path).toBe(content)
    expect(directives['object-src'], path).toBe("'none'")
    expect(directives['frame-ancestors'], path).toBe("'none'")
    expect(directives['base-uri'], path).toBe("'none'")
    expect(directives['form-action'], path).toBe("'none'")
  }
  // No page holds an inline script: the policy would block it.
  expect(
    html.replace(/<script\b[^>]*\bsrc="[^"]+"[^>]*><\/script>/g, ''),
  ).not.toContain('<script')
})

test('headers: an injected inline script does not run; a swap page raises no violation', async ({
  page,
}) => {
  const violations = await collectViolations(page)
  await page.goto(`/swap?walletAccount=6`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(violations).toEqual([])
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.injectedRan = true'
    document.body.append(script)
    const handler = document.createElement('img')
    handler.setAttribute('onerror', 'window.injectedRan = true')
    handler.src = 'data:,'
    document.body.append(handler)
    await new Promise((resolve) => setTimeout(resolve, 200))
    return (window as unknown as { injectedRan?: boolean }).injectedRan
  })
  expect(ran).toBeUndefined()
  await expect.poll(() => violations.join()).toContain('script-src')
})

test('headers: inscribed HTML and SVG with scripts run nowhere', async ({
  page,
  request,
}) => {
  const content = await contentOrigin(request)
  const script = "document.documentElement.setAttribute('data-ran', '1')"
  const files = [
    ['text/html', `<!doctype html><p>hi</p><script>${script}</script>`],
    [
      'image/svg+xml',
      `<svg xmlns="http://www.w3.org/2000/svg"><script>${script}</script></svg>`,
    ],
  ] as const
  for (const [contentType, text] of files) {
    const { tx_hash: id } = await admin(request, 'submit', {
      address: ACCOUNTS[6],
      payload: { p: 'file', op: 'deploy' },
      content: Buffer.from(text).toString('base64'),
      contentType,
      mine: true,
    })
    // Never on the app's origin: the /api proxy serves no content.
    const proxied = await request.get(`/api/content/${id}`)
    expect(await proxied.text()).not.toContain('<script>')
    // On the content origin, opened directly: served inert.
    const response = await page.goto(`${content}/content/${id}`)
    expect(response?.headers()['content-security-policy']).toBe(
      "sandbox; default-src 'none'",
    )
    expect(response?.headers()['x-content-type-options']).toBe('nosniff')
    expect(
      await page.evaluate(() =>
        document.documentElement.getAttribute('data-ran'),
      ),
    ).toBeNull()
  }
})
