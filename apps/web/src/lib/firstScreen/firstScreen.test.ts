import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  BUILD_META_NAME,
  currentLayout,
  FIRST_SCREEN_PAINTED_ATTRIBUTE,
  type FirstScreenRecord,
  firstScreenMatches,
  firstScreenStorageKey,
  paintFirstScreen,
  readFirstScreen,
  sanitize,
} from './firstScreen'

const KEY = firstScreenStorageKey('/drc20')

const html = (fragment: DocumentFragment) => {
  const div = document.createElement('div')
  div.append(fragment)
  return div.innerHTML
}

function record(over: Partial<FirstScreenRecord> = {}): FirstScreenRecord {
  return {
    version: 1,
    build: 'b1',
    url: '/drc20',
    language: 'en-US',
    layout: currentLayout(window),
    depends: { favs: '["DOGI"]' },
    parts: {
      table:
        '<div data-first-screen="table"><table><tbody><tr aria-rowindex="2"><td>DOGI</td></tr></tbody></table></div>',
    },
    ...over,
  }
}

describe('readFirstScreen', () => {
  beforeEach(() => localStorage.clear())

  it('reads a well-formed record back', () => {
    localStorage.setItem(KEY, JSON.stringify(record()))
    expect(readFirstScreen(localStorage, '/drc20')).toEqual(record())
  })

  it('reads nothing at another page: each page has its own copy', () => {
    localStorage.setItem(KEY, JSON.stringify(record()))
    expect(readFirstScreen(localStorage, '/swap')).toBeUndefined()
  })

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ ...record(), version: 2 })],
    [
      'a part that is not text',
      JSON.stringify(record({ parts: { a: 1 } as never })),
    ],
    [
      'a bad part name',
      JSON.stringify(record({ parts: { 'x"]': '<p></p>' } })),
    ],
    [
      'a dependency that is a number',
      JSON.stringify(record({ depends: { a: 1 } as never })),
    ],
    ['an array', '[]'],
    ['null', 'null'],
  ])('returns nothing for %s', (_, raw) => {
    localStorage.setItem(KEY, raw)
    expect(readFirstScreen(localStorage, '/drc20')).toBeUndefined()
  })
})

describe('firstScreenMatches', () => {
  beforeEach(() => {
    localStorage.clear()
    localStorage.setItem('favs', '["DOGI"]')
  })
  const now = {
    build: 'b1',
    url: '/drc20',
    language: 'en-US',
    layout: currentLayout(window),
  }

  it('matches the visit it was saved for', () => {
    expect(firstScreenMatches(record(), now, localStorage)).toBe(true)
  })

  it.each([
    ['another build', { build: 'b2' }],
    ['another URL', { url: '/drc20?tab=favorite' }],
    ['another language', { language: 'ja-JP' }],
    ['another layout', { layout: 'narrow:1' }],
  ])('does not match %s', (_, change) => {
    expect(
      firstScreenMatches(record(), { ...now, ...change }, localStorage),
    ).toBe(false)
  })

  it('does not match once a value it shows has changed in storage', () => {
    localStorage.setItem('favs', '[]')
    expect(firstScreenMatches(record(), now, localStorage)).toBe(false)
    localStorage.removeItem('favs')
    expect(firstScreenMatches(record(), now, localStorage)).toBe(false)
  })
})

describe('sanitize', () => {
  it('keeps the markup a saved table is made of', () => {
    const markup =
      '<div class="m_1" data-x="1" aria-label="Tokens" style="--w: 10px"><table><tbody><tr aria-rowindex="2"><td><a href="/drc20/DOGI">DOGI</a><img src="https://logos.example/d.png" alt=""><svg viewBox="0 0 24 24"><path d="M1 1"></path></svg><time datetime="2026-11-25T00:00:00.000Z">Nov 25</time></td></tr></tbody></table></div>'
    expect(html(sanitize(markup, document))).toBe(markup)
  })

  it('drops scripts, event handlers and foreign elements', () => {
    const out = html(
      sanitize(
        '<p onclick="x()">a<script>x()</script><iframe src="/x"></iframe><img src="/x.png" onerror="x()"><svg><foreignObject><b>b</b></foreignObject></svg><object data="/x"></object></p>',
        document,
      ),
    )
    expect(out).toBe('<p>a<img src="/x.png"><svg></svg></p>')
  })

  it('keeps links to this site only and images over http(s) only', () => {
    const out = html(
      sanitize(
        '<a href="javascript:x()">1</a><a href="//evil.example/">2</a><a href="/\\evil.example">3</a><a href="https://evil.example/">4</a><a href="/ok">5</a><img src="data:image/png;base64,AA"><img src="javascript:x()"><img src="http://ok.example/a.png">',
        document,
      ),
    )
    expect(out).toBe(
      '<a>1</a><a>2</a><a>3</a><a>4</a><a href="/ok">5</a><img><img><img src="http://ok.example/a.png">',
    )
  })

  it('drops ids and names that could shadow a global, and styles that fetch', () => {
    const out = html(
      sanitize(
        '<div id="__drc20EarlyCacheReads"></div><input name="cookie" id="mantine-_r_1_"><span style="background: url(https://evil.example/)">x</span><span style="color: red">y</span>',
        document,
      ),
    )
    expect(out).toBe(
      '<div></div><input id="mantine-_r_1_"><span>x</span><span style="color: red">y</span>',
    )
  })

  it("keeps Mantine's responsive-prop styles and no other style element", () => {
    const inline =
      '<style>.__m__-_r_28_{width:100%;}@media(min-width: 36em){.__m__-_r_28_{width:calc(20rem * var(--mantine-scale));}}</style>'
    expect(html(sanitize(inline, document))).toBe(inline)
    for (const css of [
      '<style>body{display:none}</style>',
      '<style>.__m__-a{background:url(https://evil.example/)}</style>',
      '<style>.__m__-a{color:red}@import "https://evil.example/x.css";</style>',
      '<style media="print">.__m__-a{color:red}</style>',
    ])
      expect(html(sanitize(css, document))).toBe('')
  })
})

describe('paintFirstScreen', () => {
  beforeEach(() => {
    localStorage.clear()
    localStorage.setItem('favs', '["DOGI"]')
    document.head.innerHTML = `<meta name="${BUILD_META_NAME}" content="b1">`
    document.documentElement.lang = 'en-US'
    document.body.innerHTML =
      '<div id="root"><div data-first-screen="table"><p>skeleton</p></div></div>'
    window.history.replaceState(null, '', '/drc20')
  })
  afterEach(() => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })

  it('paints the saved part over the prerendered one and marks it', () => {
    localStorage.setItem(KEY, JSON.stringify(record()))
    paintFirstScreen(document, window)
    const part = document.querySelector('[data-first-screen="table"]')
    expect(part?.hasAttribute(FIRST_SCREEN_PAINTED_ATTRIBUTE)).toBe(true)
    expect(part?.textContent).toBe('DOGI')
  })

  it('leaves the prerendered page when the copy is for another visit', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify(record({ url: '/drc20?tab=completed' })),
    )
    paintFirstScreen(document, window)
    expect(document.body.textContent).toBe('skeleton')
  })

  it('leaves the prerendered page without a build id (a dev server)', () => {
    document.head.innerHTML = ''
    localStorage.setItem(KEY, JSON.stringify(record()))
    paintFirstScreen(document, window)
    expect(document.body.textContent).toBe('skeleton')
  })

  it('paints only a part that is one element of the same name', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify(
        record({
          parts: { table: '<div data-first-screen="other">x</div><p>y</p>' },
        }),
      ),
    )
    paintFirstScreen(document, window)
    expect(document.body.textContent).toBe('skeleton')
  })
})
