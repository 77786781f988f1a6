import {
  type APIRequestContext,
  expect as baseExpect,
  test,
} from '@playwright/test'
import { axeViolations } from './axe'
import { ACCOUNTS, clearFaults, providerApi, setFaults } from './devnet'
import { expectNoSideScroll } from './layout'
import { connectWallet } from './wallet'

// Creating and editing a collection (docs/api.md §8.11) with wallet
// account 16's four files in no collection
// (packages/devnet/src/seed/seedCollections.ts, CREATE_FILES): no other
// test moves them. Signing a message moves no coin, so no balance changes.

const OWNER_INDEX = 16
const OWNER = ACCOUNTS[OWNER_INDEX]
const ITEMS_ROUTE = '/v4/file/upload/inscriptions/meta'

const expect = baseExpect.configure({ timeout: 20_000 })

type Meta = {
  meta_id: string
  name: string
  slug: string
  description: string
  icon: string
  twitter_link: string
  website_link: string
  discord_link: string
  holder_address: string
  is_check: number
}

async function ownedCollections(request: APIRequestContext): Promise<Meta[]> {
  const body = await providerApi(request, 'v4/file/collections', {
    holder_address: OWNER,
    limit: 100,
  })
  return body.data as Meta[]
}

async function looseFiles(request: APIRequestContext): Promise<string[]> {
  const body = await providerApi(request, 'v4/file/collect-address', {
    holder_address: OWNER,
    no_meta: 1,
    limit: 100,
  })
  return (body.data as { file_id: string }[]).map((f) => f.file_id)
}

/** Each item's own name and traits, undoing the wire's shift by one. */
async function storedItems(request: APIRequestContext, metaId: string) {
  const body = await providerApi(request, 'v4/file/collections/inscriptions', {
    meta_id: metaId,
    limit: -1,
  })
  const rows = body.data as {
    id: string
    meta: { name: string; attributes: { trait_type: string; value: string }[] }
  }[]
  const out = new Map<string, { name: string; traits: string[] }>()
  for (const [i, row] of rows.entries()) {
    let attrs = rows[i + 1]?.meta.attributes
    if (attrs === undefined) {
      const counts = (
        await providerApi(request, 'v4/file/collections/attributes', {
          meta_id: metaId,
          file_id: row.id,
        })
      ).data as Record<string, Record<string, number>>
      attrs = Object.entries(counts).flatMap(([trait_type, v]) =>
        Object.keys(v).map((value) => ({ trait_type, value })),
      )
    }
    out.set(row.id, {
      name: row.meta.name,
      traits: attrs.map((a) => `${a.trait_type}=${a.value}`).sort(),
    })
  }
  return out
}

test('faults: create a collection in 3 steps, a part-way failure retried, then edited by its owner', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const files = await looseFiles(request)
  expect(files).toHaveLength(4)
  const [f0, f1] = files as [string, string]
  try {
    await page.goto(
      `/collections/create?wallet=auto-approve&walletAccount=${OWNER_INDEX}`,
    )
    await connectWallet(page, OWNER)

    // Step 1: select files.
    const grid = page.getByRole('list', { name: 'Files you can add' })
    await expect(grid.getByRole('listitem')).toHaveCount(4, {
      timeout: 30_000,
    })
    await page.getByRole('button', { name: 'Next: info' }).click()
    await expect(page.getByText('Select at least one file.')).toBeVisible()
    await page.getByRole('button', { name: 'Select all' }).click()
    await expect(page.getByTestId('collection-selected')).toHaveText(
      '4 of 4 files selected',
    )
    await page.getByRole('button', { name: 'Next: info' }).click()

    // Step 2: info, with its validation.
    await page.getByRole('textbox', { name: 'Slug' }).fill('Bad Slug')
    await page.getByRole('textbox', { name: 'Twitter' }).fill('javascript:x')
    await page.getByRole('button', { name: 'Next: attributes' }).click()
    await expect(
      page.getByText('Enter a name for the collection.'),
    ).toBeVisible()
    await expect(
      page.getByText('Use lower-case letters and digits', { exact: false }),
    ).toBeVisible()
    await expect(
      page.getByText('Enter a full link starting with https:// or http://.'),
    ).toBeVisible()
    await page.getByRole('textbox', { name: 'Name' }).fill('Create Kit')
    await page.getByRole('textbox', { name: 'Slug' }).fill('create-kit')
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Four pups made into a kit.')
    await page
      .getByRole('textbox', { name: 'Twitter' })
      .fill('https://x.com/createkit')
    await page
      .getByRole('textbox', { name: 'Website' })
      .fill('https://kit.example/')
    await page
      .getByRole('radio', { name: `Icon: file ${f1.slice(0, 8)}…` })
      .check()
    await page.getByRole('button', { name: 'Next: attributes' }).click()

    // Step 3: names and traits: the bulk editor, then a CSV paste.
    await page.getByRole('button', { name: 'Name them Create Kit #1' }).click()
    await page.getByRole('textbox', { name: 'Trait', exact: true }).fill('Kind')
    await page.getByRole('textbox', { name: 'Value', exact: true }).fill('Pup')
    await page.getByRole('button', { name: 'Set on all' }).click()
    await page
      .getByRole('textbox', { name: 'Paste CSV' })
      .fill(`file_id,Colour\n${f0},Blue\nnope,Red`)
    await page.getByRole('button', { name: 'Apply CSV' }).click()
    const csv = page.getByTestId('collection-csv-result')
    await expect(csv).toContainText('1 lines applied')
    await expect(csv).toContainText(
      'Line 3: No selected file has this id or name.',
    )
    await page.getByRole('button', { name: 'Next: review' }).click()
    await expect(
      page.getByText('This is a message signature, not a transaction', {
        exact: false,
      }),
    ).toBeVisible()

    // The items upload fails once: the collection is saved, no item is.
    await setFaults(request, { route: ITEMS_ROUTE, shape: '500/str', count: 1 })
    await page.getByRole('button', { name: 'Sign and save' }).click()
    await expect(page.getByTestId('collection-saved-count')).toHaveText(
      'The collection is saved; 0 of 4 items are saved. Retry sends only the 4 not saved yet.',
    )
    const created = (await ownedCollections(request)).filter(
      (c) => c.name === 'Create Kit',
    )
    expect(created).toHaveLength(1)
    const metaId = created[0]?.meta_id ?? ''
    expect((await storedItems(request, metaId)).size).toBe(0)
    await clearFaults(request)

    // Retry: no second collection, every item with what was entered.
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByTestId('collection-done')).toContainText(
      'The collection is saved with 4 items. It awaits the operator',
    )
    const after = (await ownedCollections(request)).filter(
      (c) => c.name === 'Create Kit',
    )
    expect(after).toHaveLength(1)
    const meta = after[0] as Meta
    expect(meta).toMatchObject({
      meta_id: metaId,
      name: 'Create Kit',
      slug: 'create-kit',
      description: 'Four pups made into a kit.',
      twitter_link: 'https://x.com/createkit',
      website_link: 'https://kit.example/',
      discord_link: '',
      holder_address: OWNER,
      is_check: 0,
    })
    expect(meta.icon).toMatch(new RegExp(`/content/${f1}$`))
    const items = await storedItems(request, metaId)
    expect(items.size).toBe(4)
    for (const [i, id] of files.entries()) {
      expect(items.get(id)).toEqual({
        name: `Create Kit #${i + 1}`,
        traits: i === 0 ? ['Colour=Blue', 'Kind=Pup'] : ['Kind=Pup'],
      })
    }
    expect(await looseFiles(request)).toHaveLength(0)

    // Under the owner's collections, under review.
    await page.goto(
      `/collections/address?wallet=auto-approve&walletAccount=${OWNER_INDEX}`,
    )
    await connectWallet(page, OWNER)
    const row = page
      .getByRole('table', { name: 'Your collections' })
      .getByRole('row')
      .filter({ hasText: 'Create Kit' })
    await expect(row).toContainText('Under review', { timeout: 30_000 })

    // The owner edits it: prefilled, signed again.
    await row.getByRole('link', { name: 'Details' }).click()
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Next: info' }).click()
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Create Kit',
    )
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Four pups, edited.')
    await page.getByRole('button', { name: 'Next: attributes' }).click()
    await expect(
      page.getByRole('textbox', { name: `Colour of ${f0.slice(0, 8)}…` }),
    ).toHaveValue('Blue')
    await page
      .getByRole('textbox', { name: `Colour of ${f1.slice(0, 8)}…` })
      .fill('Red')
    await page.getByRole('button', { name: 'Next: review' }).click()
    await page.getByRole('button', { name: 'Sign and save' }).click()
    await expect(page.getByTestId('collection-done')).toContainText(
      'The collection is updated.',
    )
    const edited = (await ownedCollections(request)).find(
      (c) => c.meta_id === metaId,
    )
    expect(edited?.description).toBe('Four pups, edited.')
    expect(edited?.name).toBe('Create Kit')
    expect((await storedItems(request, metaId)).get(f1)?.traits).toEqual([
      'Colour=Red',
      'Kind=Pup',
    ])
  } finally {
    await clearFaults(request)
  }
})

test('a collection is read-only to anyone but its owner', async ({
  page,
  request,
}) => {
  const kittens = (
    (
      await providerApi(request, 'v4/file/collections', {
        holder_address: OWNER,
        limit: 100,
      })
    ).data as Meta[]
  ).find((c) => c.name === 'Cart Kittens')
  await page.goto(
    `/collections/address/${OWNER}/${kittens?.meta_id}?wallet=auto-approve&walletAccount=18`,
  )
  await connectWallet(page, ACCOUNTS[18])
  await expect(
    page.getByText('Only the owner can change a collection.'),
  ).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('button', { name: 'Sign and save' })).toHaveCount(
    0,
  )
})

test('the wizard: every step axe-clean in both themes, at 390 px, in Japanese', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  // Account 17's files in no collection: read only here.
  for (const [colorScheme, locale, width] of [
    ['light', 'en-US', 1280],
    ['dark', 'ja-JP', 390],
  ] as const) {
    const context = await browser.newContext({
      colorScheme,
      viewport: { width, height: 900 },
    })
    const page = await context.newPage()
    try {
      await page.goto(
        '/collections/create?wallet=auto-approve&walletAccount=17',
      )
      await connectWallet(page, ACCOUNTS[17])
      if (locale !== 'en-US') {
        // The granted site reconnects by itself after the reload.
        await page.evaluate((l) => localStorage.setItem('LANG', l), locale)
        await page.reload()
      }
      const grid = page.getByRole('list', {
        name: locale === 'ja-JP' ? '追加できるファイル' : 'Files you can add',
      })
      await expect(grid.getByRole('listitem').first()).toBeVisible({
        timeout: 30_000,
      })
      expect(await axeViolations(page)).toEqual([])
      await expectNoSideScroll(page)
      const next = (en: string, ja: string) =>
        page.getByRole('button', { name: locale === 'ja-JP' ? ja : en }).click()
      await page
        .getByRole('button', {
          name: locale === 'ja-JP' ? 'すべて選択' : 'Select all',
        })
        .click()
      await next('Next: info', '次へ：情報')
      await next('Next: attributes', '次へ：属性')
      // The name is missing: the step says so, translated.
      await expect(
        page.getByText(
          locale === 'ja-JP'
            ? 'コレクション名を入力してください。'
            : 'Enter a name for the collection.',
        ),
      ).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      await expectNoSideScroll(page)
      await page.getByRole('textbox', { name: /^(Name|名前)/ }).fill('Kit')
      await next('Next: attributes', '次へ：属性')
      await page
        .getByRole('textbox', { name: locale === 'ja-JP' ? '特性' : 'Trait' })
        .fill('Kind')
      await next('Set on all', 'すべてに設定')
      expect(await axeViolations(page)).toEqual([])
      await expectNoSideScroll(page)
      await next('Next: review', '次へ：確認')
      expect(await axeViolations(page)).toEqual([])
      await expectNoSideScroll(page)
    } finally {
      await context.close()
    }
  }
})
