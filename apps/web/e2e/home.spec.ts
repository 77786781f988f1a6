import { expect, test } from '@playwright/test'
import { axeViolations } from './axe'

test('home: heading, language switch and no serious a11y issues', async ({
  page,
}) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Inscribe, trade and swap DRC-20 on Dogecoin',
    }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Language: English' }).click()
  await page.getByRole('menuitem', { name: '日本語' }).click()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Dogecoin で DRC-20 を刻印・取引・スワップ',
    }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP')

  expect(await axeViolations(page)).toEqual([])
})

test('language choice survives a reload', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Language: English' }).click()
  await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click()
  await expect(
    page.getByRole('button', { name: /^Ngôn ngữ: Tiếng Việt/ }),
  ).toBeVisible()
  await page.reload()
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Khắc, giao dịch và hoán đổi DRC-20 trên Dogecoin',
    }),
  ).toBeVisible()
})

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByText('Page Not Found!')).toBeVisible()
})

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' })

  test('follows the system preference with no serious a11y issues', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute(
      'data-mantine-color-scheme',
      'dark',
    )
    expect(await axeViolations(page)).toEqual([])
  })
})

const HEADINGS: [string, string][] = [
  ['繁體中文', '在狗狗幣上銘刻、交易與兌換 DRC-20'],
  ['日本語', 'Dogecoin で DRC-20 を刻印・取引・スワップ'],
  ['한국어', '도지코인에서 DRC-20 각인, 거래, 스왑'],
  ['Tiếng Việt', 'Khắc, giao dịch và hoán đổi DRC-20 trên Dogecoin'],
  ['English', 'Inscribe, trade and swap DRC-20 on Dogecoin'],
]

test('all five languages load and translate the page', async ({ page }) => {
  await page.goto('/')
  for (const [name, heading] of HEADINGS) {
    await page
      .getByRole('button', { name: /^(Language|語言|言語|언어|Ngôn ngữ)/ })
      .click()
    await page.getByRole('menuitem', { name }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: heading }),
    ).toBeVisible()
  }
})

test('the browser language is the default until one is chosen', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ko-KR' })
  const page = await context.newPage()
  await page.goto('/')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: '도지코인에서 DRC-20 각인, 거래, 스왑',
    }),
  ).toBeVisible()
  await context.close()
})
