// Bundle report: gzip size of the initial JS and CSS of `/`, of what its
// first render also awaits (the default catalog, the start-up script), of the shell
// parts every page loads right after its first paint, and of every lazy route
// chunk beyond those, from Vite's manifest. Exits non-zero when a budget is
// exceeded.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = new URL(
  `../${process.env.WEB_OUT_DIR ?? 'dist'}/`,
  import.meta.url,
).pathname
const BUDGET_KB = { initialJs: 170, initialCss: 40, routeJs: 60 }

let manifest
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
} catch {
  console.error('No build found: run `pnpm build` first.')
  process.exit(1)
}

const gzipKb = (file) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024

/** Files loaded by a chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen)
  return seen
}

const files = (keys, kind) => {
  const out = new Set()
  for (const key of keys) {
    const chunk = manifest[key]
    if (kind === 'js' && chunk.file.endsWith('.js')) out.add(chunk.file)
    if (kind === 'css') for (const css of chunk.css ?? []) out.add(css)
  }
  return out
}
const sum = (set) => [...set].reduce((total, f) => total + gzipKb(f), 0)

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
const isRoute = (k) => k.startsWith('src/routes/') && manifest[k].isDynamicEntry
const homeKeys = Object.keys(manifest).filter(
  (k) => isRoute(k) && /^src\/routes\/index\.tsx/.test(k),
)
// The first render also waits for the language's catalog (the default
// one counted here) and `config.json`; the start-up script runs before it.
const CATALOG = 'src/locales/en-US/messages.po'
if (!manifest[CATALOG]) {
  console.error(`${CATALOG} is not a chunk of its own any more.`)
  process.exit(1)
}
const initial = new Set()
for (const key of [entryKey, ...homeKeys]) closure(key, initial)
const awaited = [...closure(CATALOG)].filter((k) => !initial.has(k))
const bootFile = /<script src="\/(assets\/boot-[^"]+\.js)"/.exec(
  readFileSync(join(dist, 'index.html'), 'utf8'),
)?.[1]

// Rendered by the header on every page once it is idle after its first render.
const SHELL_AFTER_PAINT = [
  'src/features/wallet/WalletButton.tsx',
  'src/features/blocks/BlockIndicator.tsx',
  'src/features/activity/ActivityMenu.tsx',
  'src/features/shell/headerPopups.ts',
  'src/features/og/startOgList.ts',
]
const shell = new Set()
for (const key of SHELL_AFTER_PAINT) {
  if (!manifest[key]) {
    console.error(`${key} is not a chunk of its own any more.`)
    process.exit(1)
  }
  closure(key, shell)
}
const shellOnly = [...shell].filter((k) => !initial.has(k))
const loadedEverywhere = new Set([...initial, ...shell, ...awaited])

const rows = [
  ['/ (initial)', sum(files(initial, 'js')), sum(files(initial, 'css'))],
  [
    '/ (also awaited: catalog, start-up script)',
    sum(files(awaited, 'js')) + (bootFile ? gzipKb(bootFile) : 0),
    0,
  ],
  [
    '/ (shell, once idle)',
    sum(files(shellOnly, 'js')),
    sum(files(shellOnly, 'css')),
  ],
]
const over = []
if (rows[0][1] > BUDGET_KB.initialJs)
  over.push(`initial JS > ${BUDGET_KB.initialJs} KB`)
if (rows[0][2] > BUDGET_KB.initialCss)
  over.push(`initial CSS > ${BUDGET_KB.initialCss} KB`)

for (const key of Object.keys(manifest).filter(isRoute).sort()) {
  const own = [...closure(key)].filter((k) => !loadedEverywhere.has(k))
  const js = sum(files(own, 'js'))
  rows.push([key.replace(/^src\/routes\//, ''), js, sum(files(own, 'css'))])
  if (js > BUDGET_KB.routeJs) over.push(`${key} > ${BUDGET_KB.routeJs} KB`)
}

const width = Math.max(...rows.map((r) => r[0].length), 5)
console.info(`${'chunk'.padEnd(width)}  JS gzip KB  CSS gzip KB`)
for (const [name, js, css] of rows) {
  console.info(
    `${name.padEnd(width)}  ${js.toFixed(1).padStart(10)}  ${css.toFixed(1).padStart(11)}`,
  )
}
console.info(
  `budgets: initial JS ${BUDGET_KB.initialJs} KB, initial CSS ${BUDGET_KB.initialCss} KB, route JS ${BUDGET_KB.routeJs} KB`,
)
if (over.length > 0) {
  console.error(`Over budget: ${over.join('; ')}`)
  process.exit(1)
}
