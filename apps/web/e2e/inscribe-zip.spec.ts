import {
  type APIRequestContext,
  expect,
  type Page,
  test,
} from '@playwright/test'
import { zipSync } from 'fflate'
import { withAccountLock } from './accountLock'
import { shownAmountToRaw, shownSignedAmountToRaw } from './amounts'
import { axeViolations } from './axe'
import {
  ACCOUNTS,
  clearFaults,
  DEVNET_URL,
  dogeBalance,
  mine,
  setFaults,
} from './devnet'
import { expectNoSideScroll } from './layout'
import { connectWallet } from './wallet'

// Files from a zip (/inscribe/{maxSize}) end to end on the devnet's
// upload-order service, with wallet account 9 (payer and receiver). The
// inscribe spec sends account 9 a transfer: both take its lock while
// comparing its DOGE.
const PAYER = 9
const ADDRESS = ACCOUNTS[PAYER]
/** The postage each inscribed file carries to the receiver (docs/upload-service.md §5). */
const POSTAGE = 100_000n

/** A real 1×1 PNG; bytes after its IEND are ignored by decoders. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** A PNG of `size` bytes, unique by `seed`. */
function png(size: number, seed: number): Uint8Array {
  const out = new Uint8Array(size)
  out.set(PNG)
  for (let i = PNG.length; i < size; i++) out[i] = (seed + i) % 251
  return out
}

function zipFile(name: string, files: Record<string, Uint8Array>) {
  return {
    name,
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync(files, { level: 0 })),
  }
}

async function open(page: Page, path: string) {
  // The page's block poll is driven by the test (fastForward after mining).
  await page.clock.install()
  await page.goto(`${path}?wallet=auto-approve&walletAccount=${PAYER}`)
  const wallet = page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^Wallet ${ADDRESS}`) })
  const connect = page.getByRole('button', { name: 'Connect Wallet' }).first()
  await expect(wallet.or(connect)).toBeVisible({ timeout: 60_000 })
  if (await wallet.isVisible()) return
  await connectWallet(page, ADDRESS)
}

/**
 * Picks `file` in the live page: the prerendered shell (its input too) is
 * inert until the app has replaced it.
 */
async function pick(page: Page, file: ReturnType<typeof zipFile>) {
  await expect(page.locator('#root[inert]')).toHaveCount(0)
  await page.locator('input[type="file"]').setInputFiles(file)
}

async function readOrder(request: APIRequestContext, orderId: string) {
  const response = await request.post(`${DEVNET_URL}/upload/v1/order`, {
    data: { order_id: orderId },
  })
  return (
    (await response.json()) as {
      data: {
        status: string
        amount: string
        paid: string
        files: { status: string; file_id: string }[]
      }
    }
  ).data
}

/** Mines a block at a time until the service has inscribed every file. */
const mineUntilSuccessful = (
  request: APIRequestContext,
  orderId: string,
  timeout: number,
) =>
  expect
    .poll(
      async () => {
        await mine(request, 1)
        return (await readOrder(request, orderId)).status
      },
      { timeout, intervals: [500] },
    )
    .toBe('successful')

const orderIdOf = (page: Page) =>
  new URL(page.url()).searchParams.get('order') ?? ''

test.describe('inscribe files from a zip', () => {
  test.describe.configure({ timeout: 240_000 })

  test('1,000 entries: bad ones listed, the rest paid, mined and inscribed to the unit', async ({
    page,
    request,
  }) => {
    // 996 images (a few over 1 KB, so the service fee applies), and one of
    // each per-file refusal.
    const files: Record<string, Uint8Array> = {}
    for (let i = 0; i < 996; i++)
      files[`img/${String(i).padStart(4, '0')}.png`] = png(
        i < 4 ? 1500 : 200,
        i,
      )
    files['img/big.png'] = png(60_000, 1)
    files['img/page.png'] = new TextEncoder().encode('<html>not an image')
    files['img/0000.PNG'] = png(200, 7)
    files['img/notes.txt'] = new TextEncoder().encode('hello')
    await open(page, '/inscribe/50000')
    await pick(page, zipFile('batch.zip', files))
    await expect(page.getByTestId('upload-summary')).toHaveText(
      '996 of 1,000 files can be inscribed.',
      { timeout: 30_000 },
    )
    await expect(page.getByText('Some images are too large')).toBeVisible()
    // The grid is virtual: scroll to its end to see the refusals.
    const grid = page.getByRole('region', { name: 'Files in the zip' })
    await grid.evaluate((el) => el.scrollTo(0, el.scrollHeight))
    for (const code of [
      'FILE_TOO_LARGE',
      'UNSUPPORTED_FILE_TYPE',
      'DUPLICATE_NAME',
    ])
      await expect(
        page.locator(`[data-testid="upload-file-issue"][data-code="${code}"]`),
      ).not.toHaveCount(0)
    // Thumbnails are <img> of the files' own bytes.
    await grid.evaluate((el) => el.scrollTo(0, 0))
    await expect(grid.locator('img').first()).toHaveAttribute('src', /^blob:/)

    // Economy: 996 × 1 DOGE + 0.5 DOGE per started KB of 4 × 1,500 + 992 × 200 bytes.
    const total = shownAmountToRaw(
      await page.getByTestId('upload-quote-total').textContent(),
    )
    const totalBytes = 4 * 1500 + 992 * 200
    expect(total).toBe(
      996n * 100_000_000n + BigInt(Math.ceil(totalBytes / 1000)) * 50_000_000n,
    )
    // Both boxes are required.
    await page.getByTestId('upload-create').click()
    await expect(
      page.getByText('Accept the terms of service', { exact: true }),
    ).toBeVisible()
    await page.getByLabel(/I accept the terms/).check()
    await page.getByLabel(/I confirm the files are mine/).check()
    await page.getByTestId('upload-create').click()

    const dialog = page.getByRole('dialog', { name: 'Pay the upload order' })
    await expect(dialog).toBeVisible({ timeout: 30_000 })
    await expect(page).toHaveURL(/\?order=/)
    const orderId = orderIdOf(page)
    const amount = shownAmountToRaw(
      await dialog.getByTestId('confirm-upload-amount').textContent(),
    )
    expect(amount).toBe(total)
    const net = shownSignedAmountToRaw(
      await dialog.getByTestId('confirm-costs-net').textContent(),
    )
    const paymentFee = shownAmountToRaw(
      await dialog.getByTestId('confirm-costs-network').textContent(),
    )
    expect(net).toBe(-(amount + paymentFee))
    // The row's figure is signed (+); its hint names the 0.001 DOGE per file.
    const postageText =
      (await dialog.getByTestId('confirm-upload-postage').textContent()) ?? ''
    const postage = shownAmountToRaw(
      postageText.slice(postageText.indexOf('+')),
    )
    expect(postage).toBe(996n * POSTAGE)

    await withAccountLock(PAYER, async () => {
      const before = await dogeBalance(request, ADDRESS)
      await dialog.getByRole('button', { name: /^Pay / }).click()
      const submitted = page.getByRole('dialog', { name: 'Submitted' })
      await expect(submitted).toBeVisible({ timeout: 30_000 })
      await submitted.getByRole('button', { name: 'Close' }).first().click()
      // Mine until the service has inscribed every file (500 a block).
      await mineUntilSuccessful(request, orderId, 120_000)
      const order = await readOrder(request, orderId)
      expect(BigInt(order.paid)).toBe(amount)
      expect(order.files).toHaveLength(996)
      // The payer paid what the confirmation showed; each file brought its postage.
      await expect
        .poll(() => dogeBalance(request, ADDRESS))
        .toBe(before + net + postage)
    })

    // The page follows the order at the next block poll, and keeps it
    // across a reload.
    await page.clock.fastForward('01:01')
    await expect(page.getByTestId('upload-order-status')).toHaveText(
      'Successful',
      { timeout: 30_000 },
    )
    await page.reload()
    await expect(page.getByTestId('upload-order-status')).toHaveText(
      'Successful',
      { timeout: 30_000 },
    )
    expect(
      shownAmountToRaw(
        await page.getByTestId('upload-order-paid').textContent(),
      ),
    ).toBe(amount)
    expect(
      shownAmountToRaw(
        await page.getByTestId('upload-order-amount').textContent(),
      ),
    ).toBe(amount)
    const firstRow = page.getByTestId('upload-order-file').first()
    await expect(firstRow).toHaveAttribute('data-status', 'inscribed')
    // The inscribed image, from the content origin, as an <img>.
    const image = firstRow.locator('img')
    await expect(image).toHaveAttribute('src', /\/content\/[0-9a-f]{64}$/)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1)
  })

  test('a rejection loses nothing; every bad zip gets its error', async ({
    page,
    request,
  }) => {
    await open(page, '/inscribe/50000')
    // Bad zips, each with its own message; nothing else on the page moves.
    await pick(page, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    })
    await expect(page.getByTestId('upload-zip-error')).toHaveText(
      /Only \.zip files/,
    )
    await pick(page, {
      name: 'fake.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('<html>not a zip</html>'),
    })
    await expect(page.getByTestId('upload-zip-error')).toHaveText(
      /Only \.zip files/,
    )
    const good = zipFile('good.zip', { 'a.png': png(500, 1) })
    await pick(page, {
      ...good,
      name: 'broken.zip',
      buffer: good.buffer.subarray(0, good.buffer.length - 30),
    })
    await expect(page.getByTestId('upload-zip-error')).toHaveText(/damaged/)
    await pick(page, zipFile('empty.zip', {}))
    await expect(page.getByTestId('upload-zip-error')).toHaveText(
      'This zip holds no files.',
    )
    const many: Record<string, Uint8Array> = {}
    for (let i = 0; i < 1001; i++) many[`${i}.png`] = png(70, i)
    await pick(page, zipFile('many.zip', many))
    await expect(page.getByTestId('upload-zip-error')).toHaveText(
      /more than 1,000 files/,
    )

    // 30 small files: 30 DOGE at economy, no service fee.
    const small: Record<string, Uint8Array> = {}
    for (let i = 0; i < 30; i++) small[`s${i}.png`] = png(300, i + 5000)
    await pick(page, zipFile('small.zip', small))
    await expect(page.getByTestId('upload-summary')).toHaveText(
      '30 of 30 files can be inscribed.',
      { timeout: 30_000 },
    )
    await expect(page.getByTestId('upload-quote-total')).toContainText(
      '30 DOGE',
    )
    await page.getByLabel(/I accept the terms/).check()
    await page.getByLabel(/I confirm the files are mine/).check()
    await page.evaluate(() =>
      (
        window as unknown as { __walletSim: { setMode: (m: string) => void } }
      ).__walletSim.setMode('reject'),
    )
    await withAccountLock(PAYER, async () => {
      const before = await dogeBalance(request, ADDRESS)
      await page.getByTestId('upload-create').click()
      const dialog = page.getByRole('dialog', { name: 'Pay the upload order' })
      await expect(dialog).toBeVisible({ timeout: 30_000 })
      await dialog.getByRole('button', { name: /^Pay / }).click()
      // Rejected in the wallet: back at the confirmation, nothing sent.
      await expect(dialog.getByRole('button', { name: /^Pay / })).toBeEnabled()
      await page.keyboard.press('Escape')
      // The order is kept, unpaid, with its Pay button.
      await expect(page.getByTestId('upload-order-status')).toHaveText(
        'Not paid',
      )
      await expect(page.getByTestId('upload-pay')).toBeVisible()
      await mine(request, 1)
      expect(await dogeBalance(request, ADDRESS)).toBe(before)
      expect((await readOrder(request, orderIdOf(page))).status).toBe('notpaid')
    })
  })

  test('faults: the upload service refusing loses nothing; a retry pays the order', async ({
    page,
    request,
  }) => {
    // In Japanese: the refusal is translated (docs/product.md §8 'File
    // upload failed'); the service's own reason is shown as text.
    await open(page, '/inscribe/50000')
    // The wallet, granted once, reconnects by itself after the reload.
    await page.evaluate(() => localStorage.setItem('LANG', 'ja-JP'))
    await page.reload()
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^ウォレット ${ADDRESS}`) }),
    ).toBeVisible({ timeout: 60_000 })
    const small: Record<string, Uint8Array> = {}
    for (let i = 0; i < 26; i++) small[`f${i}.png`] = png(400, i + 7000)
    await pick(page, zipFile('retry.zip', small))
    await expect(page.getByTestId('upload-summary')).toHaveText(
      '26 件中 26 件のファイルを刻印できます。',
      { timeout: 30_000 },
    )
    await page
      .getByRole('checkbox', {
        name: 'アップロードサービスの利用規約に同意します。',
      })
      .check()
    await page
      .getByRole('checkbox', { name: /これらのファイルを刻印する権利があり/ })
      .check()
    const create = page.getByTestId('upload-create')
    const dialog = page.getByRole('dialog', {
      name: 'アップロード注文を支払う',
    })
    const createPath = '/upload/v1/order/create'
    try {
      await setFaults(request, {
        route: createPath,
        shape: '200/c500',
        rate: 1,
        message: 'upload queue full',
      })
      await withAccountLock(PAYER, async () => {
        const before = await dogeBalance(request, ADDRESS)
        await create.click()
        const error = page.getByTestId('upload-create-error')
        await expect(error).toContainText(
          'ファイルのアップロードに失敗しました',
          {
            timeout: 30_000,
          },
        )
        await expect(error).toContainText('upload queue full')
        // No order, no payment asked, nothing paid; the files stay picked.
        await expect(dialog).toBeHidden()
        expect(orderIdOf(page)).toBe('')
        await expect(create).toBeEnabled()
        await mine(request, 1)
        expect(await dogeBalance(request, ADDRESS)).toBe(before)
      })
    } finally {
      await clearFaults(request)
    }

    // The service is back: the same files make the order, which is paid
    // and inscribed.
    await withAccountLock(PAYER, async () => {
      const before = await dogeBalance(request, ADDRESS)
      await create.click()
      await expect(dialog).toBeVisible({ timeout: 30_000 })
      await expect(page.getByTestId('upload-create-error')).toBeHidden()
      const orderId = orderIdOf(page)
      expect(orderId).not.toBe('')
      const amount = shownAmountToRaw(
        await dialog.getByTestId('confirm-upload-amount').textContent(),
      )
      expect(amount).toBe(26n * 100_000_000n)
      const net = shownSignedAmountToRaw(
        await dialog.getByTestId('confirm-costs-net').textContent(),
      )
      await dialog.getByRole('button', { name: /を支払う$/ }).click()
      const submitted = page.getByRole('dialog', { name: '送信済み' })
      await expect(submitted).toBeVisible({ timeout: 30_000 })
      await mineUntilSuccessful(request, orderId, 60_000)
      expect(BigInt((await readOrder(request, orderId)).paid)).toBe(amount)
      await expect
        .poll(() => dogeBalance(request, ADDRESS))
        .toBe(before + net + 26n * POSTAGE)
    })
  })

  test('languages, 390 px and axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const files: Record<string, Uint8Array> = {
      'a.png': png(1200, 1),
      'b.png': png(60_000, 2),
    }
    for (const lang of ['zh-TW', 'ja-JP', 'ko-KR', 'vi', 'en']) {
      await page.addInitScript((l) => localStorage.setItem('LANG', l), lang)
      await page.goto('/inscribe/50000')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await pick(page, zipFile('art.zip', files))
      await expect(page.getByTestId('upload-summary')).toBeVisible()
      await expect(page.getByTestId('upload-quote-total')).toBeVisible()
      await expectNoSideScroll(page, lang)
    }
    await expect(page.getByTestId('upload-summary')).toHaveText(
      '1 of 2 files can be inscribed.',
    )
    expect(await axeViolations(page)).toEqual([])
    // A size over 50,000 bytes is the not-found page.
    await page.goto('/inscribe/50001')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
  })
})
