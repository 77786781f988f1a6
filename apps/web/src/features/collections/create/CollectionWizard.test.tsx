import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { flushStoredAtoms } from '../../../lib/storage/atomWithStoredJson'
import { COLLECTION_DRAFT_STORAGE_KEY } from '../../../lib/storage/storageKeys'
import {
  createTestContext,
  createTestWallet,
} from '../../../test/createTestContext'
import { renderWithRouter } from '../../../test/renderWithRouter'
import { CollectionWizard, EMPTY_INITIAL } from './CollectionWizard'

const HOLDER = 'DEm5jczGyyfrb8AbufR893FLxkWBwY8tAk'
const FILES = ['a', 'b', 'c', 'd', 'e'].map((c) => ({
  fileId: c.repeat(64),
  filePath: `https://content.test/content/${c.repeat(64)}`,
  fixed: false,
}))

/**
 * The two upload routes of docs/api.md §8.11, recording what arrives;
 * `failItemsAt` makes that items request (1-based) answer `500/str`.
 */
let requests: { path: string; body: Record<string, unknown> }[] = []
let failItemsAt = 0
let server: Server
let baseUrl = ''

function reply(
  res: import('node:http').ServerResponse,
  status: number,
  body: unknown,
) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
  })
  res.end(JSON.stringify(body))
}

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'POST',
      })
      res.end()
      return
    }
    let text = ''
    req.on('data', (chunk) => {
      text += chunk
    })
    req.on('end', () => {
      const path = req.url ?? ''
      const body = JSON.parse(text || '{}') as Record<string, unknown>
      requests.push({ path, body })
      if (path.endsWith('/v4/file/upload/meta')) {
        reply(res, 200, {
          code: 200,
          msg: 'success',
          total: 0,
          data: {
            meta_id: 'm-1',
            name: body.name,
            description: body.description,
            slug: body.slug,
            icon: body.icon,
            discord_link: body.discord_link,
            twitter_link: body.twitter_link,
            website_link: body.website_link,
            holder_address: HOLDER,
            is_check: 0,
            update_date: 1,
            create_date: 1,
          },
        })
        return
      }
      if (path.endsWith('/v4/file/upload/inscriptions/meta')) {
        const n = requests.filter((r) => r.path === path).length
        if (n === failItemsAt) reply(res, 500, 'database is locked')
        else
          reply(res, 200, { code: 200, msg: 'success', data: null, total: 0 })
        return
      }
      reply(res, 404, '404 page not found')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())
beforeEach(() => {
  sessionStorage.clear()
  requests = []
  failItemsAt = 0
})

async function renderWizard({ persist = false } = {}) {
  const sim = createTestWallet({ connected: true })
  await waitFor(() => expect(sim.wallet.getSnapshot().status).toBe('connected'))
  renderWithRouter({
    path: '/collections/create',
    url: '/collections/create',
    component: () => (
      <CollectionWizard
        holder={HOLDER}
        files={FILES}
        initial={EMPTY_INITIAL}
        itemsPerRequest={2}
        persist={persist}
      />
    ),
    context: createTestContext({ apiBaseUrl: baseUrl, wallet: sim.wallet }),
  })
  // The router renders its first route after a tick.
  await screen.findByRole('button', { name: /^Next: (info|attributes)$/ })
  return { user: userEvent.setup(), sim }
}

const items = (r: { body: Record<string, unknown> }) =>
  (r.body.metas as { id: string }[]).map((m) => m.id[0])

describe('CollectionWizard', () => {
  it('behavior: validation messages, CSV errors by line, a retry that sends only the rest', async () => {
    const { user, sim } = await renderWizard()
    await user.click(screen.getByRole('button', { name: 'Next: info' }))
    expect(screen.getByText('Select at least one file.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Select all' }))
    expect(screen.getByText('5 of 5 files selected')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next: info' }))

    await user.type(screen.getByRole('textbox', { name: 'Slug' }), 'No Good')
    await user.type(
      screen.getByRole('textbox', { name: 'Website' }),
      'javascript:alert(1)',
    )
    await user.click(screen.getByRole('button', { name: 'Next: attributes' }))
    expect(
      screen.getByText('Enter a name for the collection.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'Use lower-case letters and digits, words joined by single hyphens (pixel-pups).',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Enter a full link starting with https:// or http://.'),
    ).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Kit')
    await user.clear(screen.getByRole('textbox', { name: 'Slug' }))
    await user.type(screen.getByRole('textbox', { name: 'Slug' }), 'kit')
    await user.clear(screen.getByRole('textbox', { name: 'Website' }))
    await user.click(screen.getByRole('button', { name: 'Next: attributes' }))

    await user.click(screen.getByRole('button', { name: /^Name them Kit/ }))
    const csv = screen.getByRole('textbox', { name: 'Paste CSV' })
    await user.click(csv)
    await user.paste(`file_name,Coat\nKit #2,Gold\nKit #9,Red\nKit #2,Blue`)
    await user.click(screen.getByRole('button', { name: 'Apply CSV' }))
    const result = screen.getByTestId('collection-csv-result')
    expect(result).toHaveTextContent('1 lines applied')
    expect(result).toHaveTextContent(
      'Line 3: No selected file has this id or name.',
    )
    expect(result).toHaveTextContent(
      'Line 4: An earlier line already set this file.',
    )
    expect(
      screen.getByRole('textbox', { name: `Coat of ${'b'.repeat(8)}…` }),
    ).toHaveValue('Gold')

    // The second items request fails: items 1–2 are saved, 3–5 not.
    failItemsAt = 2
    await user.click(screen.getByRole('button', { name: 'Next: review' }))
    await user.click(screen.getByRole('button', { name: 'Sign and save' }))
    expect(
      await screen.findByTestId(
        'collection-saved-count',
        {},
        { timeout: 10_000 },
      ),
    ).toHaveTextContent(
      'The collection is saved; 2 of 5 items are saved. Retry sends only the 3 not saved yet.',
    )
    const unsaved = screen.getByRole('list', { name: 'Items not saved yet' })
    expect(
      within(unsaved)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Kit #3', 'Kit #4', 'Kit #5'])
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(
      await screen.findByTestId('collection-done', {}, { timeout: 10_000 }),
    ).toHaveTextContent('awaits the operator')
    // One signature, one collection, and each item sent until saved once.
    expect(sim.control.calls('signMessage')).toHaveLength(1)
    const meta = requests.filter((r) => r.path.endsWith('/upload/meta'))
    expect(meta).toHaveLength(1)
    expect(meta[0]?.body).toMatchObject({
      name: 'Kit',
      slug: 'kit',
      website_link: '',
      icon: FILES[0]?.filePath,
    })
    const sent = requests.filter((r) => r.path.endsWith('/inscriptions/meta'))
    expect(sent.map(items)).toEqual([['a', 'b'], ['c', 'd'], ['c', 'd'], ['e']])
    expect(sent[2]?.body.metas).toContainEqual({
      id: 'c'.repeat(64),
      meta: { name: 'Kit #3', attributes: [] },
    })
    expect(sent[0]?.body.metas).toContainEqual({
      id: 'b'.repeat(64),
      meta: {
        name: 'Kit #2',
        attributes: [{ trait_type: 'Coat', value: 'Gold' }],
      },
    })
  }, 60_000)

  it('behavior: the progress survives a reload; a bad stored draft is dropped', async () => {
    const first = await renderWizard({ persist: true })
    await first.user.click(screen.getByRole('button', { name: 'Select all' }))
    await first.user.click(screen.getByRole('button', { name: 'Next: info' }))
    await first.user.type(
      screen.getByRole('textbox', { name: /^Name/ }),
      'Kept Kit',
    )
    flushStoredAtoms()
    cleanup()

    // A reload: a new store reads the tab's session storage.
    await renderWizard({ persist: true })
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(
      'Kept Kit',
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /Files/ }))
    expect(screen.getByText('5 of 5 files selected')).toBeInTheDocument()
    cleanup()

    // Tampered or foreign data reads as no draft: a fresh wizard.
    for (const bad of [
      '{"v":1,"holder":"x","active":2,"selected":["<script>"]}',
      'not json',
      JSON.stringify({ v: 1, holder: 'DOther', active: 1, selected: [] }),
    ]) {
      flushStoredAtoms()
      sessionStorage.setItem(COLLECTION_DRAFT_STORAGE_KEY, bad)
      await renderWizard({ persist: true })
      expect(screen.getByText('0 of 5 files selected')).toBeInTheDocument()
      cleanup()
    }
  }, 30_000)
})
