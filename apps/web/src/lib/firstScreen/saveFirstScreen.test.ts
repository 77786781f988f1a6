import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  BUILD_META_NAME,
  firstScreenStorageKey,
  paintFirstScreen,
  readFirstScreen,
} from './firstScreen'
import { saveFirstScreen } from './saveFirstScreen'

const KEY = firstScreenStorageKey('/drc20')

const PAGE = `
  <div data-first-screen="status"><p>As of block 7, updated <time data-absolute="Nov 25, 2026, 1:24 AM">now</time></p></div>
  <div data-first-screen="table">
    <input type="search" value=""><input type="radio" name="mantine-t" value="all"><input type="radio" name="mantine-t" value="completed">
    <select><option value="">Default</option><option value="holders">Holders</option></select>
    <section><table><tbody><tr aria-rowindex="2"><td>DOGI</td></tr></tbody></table></section>
  </div>`

describe('saveFirstScreen', () => {
  beforeEach(() => {
    localStorage.clear()
    localStorage.setItem('favs', '["DOGI"]')
    document.head.innerHTML = `<meta name="${BUILD_META_NAME}" content="b1">`
    document.documentElement.lang = 'en-US'
    document.body.innerHTML = `<div id="root">${PAGE}</div>`
    window.history.replaceState(null, '', '/drc20?q=do')
  })
  afterEach(() => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })

  it('saves each part as it reads now, for this URL and language', () => {
    const [search, , completed] = document.querySelectorAll('input')
    if (search) search.value = 'do'
    if (completed) completed.checked = true
    const select = document.querySelector('select')
    if (select) select.value = 'holders'

    expect(saveFirstScreen(['favs', 'missing'])).toBe('saved')
    const record = readFirstScreen(localStorage, '/drc20')
    expect(record).toMatchObject({
      build: 'b1',
      url: '/drc20?q=do',
      language: 'en-US',
      depends: { favs: '["DOGI"]', missing: null },
    })
    expect(record?.parts.status).toContain(
      'updated <time data-absolute="Nov 25, 2026, 1:24 AM">Nov 25, 2026, 1:24 AM</time>',
    )
    const table = record?.parts.table ?? ''
    expect(table).toContain('<input type="search" value="do">')
    expect(table).toMatch(/value="completed" checked=""/)
    expect(table).toMatch(/<option value="holders" selected="">/)
    // The live page is as it was.
    expect(document.querySelector('time')?.textContent).toBe('now')
  })

  it('round-trips: the next visit paints what was saved', () => {
    saveFirstScreen(['favs'])
    document.body.innerHTML =
      '<div id="root"><div data-first-screen="status">…</div><div data-first-screen="table">…</div></div>'
    paintFirstScreen(document, window)
    expect(
      document.querySelector('[data-first-screen="table"] td')?.textContent,
    ).toBe('DOGI')
    expect(
      document.querySelector('[data-first-screen="status"]')?.textContent,
    ).toBe('As of block 7, updated Nov 25, 2026, 1:24 AM')
  })

  it('saves nothing while a list is scrolled away from its first rows', () => {
    const section = document.querySelector('section')
    if (section) Object.defineProperty(section, 'scrollTop', { value: 120 })
    expect(saveFirstScreen(['favs'])).toBe('skipped')
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('saves nothing without a build id (a dev server)', () => {
    document.head.innerHTML = ''
    expect(saveFirstScreen(['favs'])).toBe('skipped')
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('saves nothing from a part that is itself a painted copy', () => {
    for (const part of document.querySelectorAll('[data-first-screen]'))
      part.setAttribute('data-first-screen-painted', '')
    expect(saveFirstScreen(['favs'])).toBe('skipped')
  })

  it('drops the old copy rather than keep one too large to store', () => {
    localStorage.setItem(KEY, '{"old":1}')
    const table = document.querySelector('td')
    if (table) table.textContent = 'x'.repeat(400_001)
    expect(saveFirstScreen(['favs'])).toBe('skipped')
    expect(localStorage.getItem(KEY)).toBeNull()
  })
})
