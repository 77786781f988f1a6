// `pnpm lighthouse`: builds the devnet and the app, serves the built app
// against a fresh devnet (as `pnpm start` does), runs Lighthouse (mobile,
// simulated throttling) in the system Chromium several times per route and
// prints the median of each figure, with the page's TBT counted on its main
// thread's CPU time beside Lighthouse's (scripts/traceTasks.mjs).
//
//   pnpm lighthouse                      the five main routes, 5 runs each
//   pnpm lighthouse --all                every route of src/routes
//   pnpm lighthouse --runs 3 --min 90    fails when a route's best median
//                                        is < 90 (a route under it is
//                                        measured again, up to twice),
//                                        unless the host was too slow to
//                                        judge
//   … --min 85 --min-quiet 90            on a quiet host (CPU index of
//                                        1,800 or more) the gate is 90
//   pnpm lighthouse --no-build /swap     an already built app, one route
//   pnpm lighthouse --save reports       also writes each run's report (JSON)
//
// Environment: CHROMIUM_PATH (/usr/bin/chromium), LIGHTHOUSE_PORT (4175),
// LIGHTHOUSE_DEVNET_PORT (8790; its content origin on that + 1000),
// WEB_OUT_DIR (dist).
import { spawnSync } from 'node:child_process'
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import {
  afterBrowserStart,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
} from './chromium.mjs'
import { median, startAppServers } from './perfHarness.mjs'
import { cpuBlockingTime } from './traceTasks.mjs'

const web = fileURLToPath(new URL('..', import.meta.url))
const root = join(web, '../..')

/** The routes CI gates on (README, "Speed"). */
const MAIN_ROUTES = ['/', '/swap', '/pool', '/drc20', '/market']

/** Values for path params, so `--all` can visit every route of the app. */
const PARAM_SAMPLES = {
  tick: 'UNIX',
  tick0: 'UNIX',
  tick1: 'WDOGE(WRAPPED-DOGE)',
  op: 'add',
  address: 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd',
  holderAddress: 'DPBEgrVmorpgKjRcQdv5W7NNtgEt8uZVGd',
  maxSize: '400',
  // Pixel Pups (packages/devnet/src/seed/seedCollections.ts).
  metaId: '80b53cc4-cd5a-4571-a14e-b6159977bda7',
  fileId: '1',
  tickId: '1',
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    min: { type: 'string' },
    'min-quiet': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    save: { type: 'string' },
  },
})
const runs = Number(values.runs)
const minScore = values.min === undefined ? undefined : Number(values.min)
const minQuietScore =
  values['min-quiet'] === undefined ? minScore : Number(values['min-quiet'])
if (minScore === undefined && values['min-quiet'] !== undefined)
  fail('--min-quiet goes with --min')
if (!Number.isInteger(runs) || runs < 1) fail('--runs takes a whole number')

function fail(message) {
  console.error(message)
  process.exit(1)
}

/** Every route file as a URL, its `$params` filled from PARAM_SAMPLES. */
function allRoutes() {
  const dir = join(web, 'src/routes')
  const files = []
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (name.endsWith('.tsx') && !name.startsWith('__'))
        files.push(relative(dir, path))
    }
  }
  walk(dir)
  const urls = files.map((file) => {
    const parts = file
      .replace(/\.tsx$/, '')
      .split('/')
      .filter((p) => p !== 'index')
      .map((p) => {
        if (!p.startsWith('$')) return p
        const sample = PARAM_SAMPLES[p.slice(1)]
        if (sample === undefined)
          fail(`No sample value for ${p} (${file}): add it to PARAM_SAMPLES`)
        return encodeURIComponent(sample)
      })
    return `/${parts.join('/')}`
  })
  return [...new Set(urls)].sort()
}

const routes =
  positionals.length > 0 ? positionals : values.all ? allRoutes() : MAIN_ROUTES

const port = Number(process.env.LIGHTHOUSE_PORT ?? 4175)
const devnetPort = Number(process.env.LIGHTHOUSE_DEVNET_PORT ?? 8790)
const contentPort = devnetPort + 1000

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!values['no-build']) {
  console.info('Building the devnet and the app…')
  run('npx', ['-y', 'pnpm@10', '--filter', '@drc20/devnet...', 'build'])
  run('npx', ['-y', 'pnpm@10', '--filter', '@drc20/web', 'build'])
}

// On a signal too, so that the servers and Chromium do not outlive it.
process.on('SIGINT', () => process.exit(130))
process.on('SIGTERM', () => process.exit(143))

const servers = await startAppServers({
  name: 'lighthouse',
  port,
  devnetPort,
  contentPort,
})
process.on('exit', servers.stop)

let chrome
async function launchChrome() {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  await afterBrowserStart()
}
process.on('exit', () => chrome?.kill())
await launchChrome()

/**
 * A run takes 10–30 s here. One that has not ended after this long has
 * hung (it happened once, on the first page of a session): Chromium is
 * started afresh and the run done again, once.
 */
const RUN_TIMEOUT_MS = 120_000

async function runLighthouse(url) {
  for (let attempt = 1; ; attempt += 1) {
    let timer
    const timedOut = new Promise((resolve) => {
      timer = setTimeout(() => resolve(undefined), RUN_TIMEOUT_MS)
    })
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    })
    // A hung run's late failure, once Chromium is gone, is not this run's.
    run.catch(() => {})
    const result = await Promise.race([run, timedOut])
    clearTimeout(timer)
    if (result !== undefined) return result
    if (attempt === 2) fail(`${url}: Lighthouse hung twice`)
    console.warn(`${url}: Lighthouse hung; starting Chromium again`)
    chrome.kill()
    await launchChrome()
  }
}

async function measure(route) {
  const url = `http://127.0.0.1:${port}${route}`
  const samples = []
  for (let i = 0; i < runs; i += 1) {
    const result = await runLighthouse(url)
    if (values.save) {
      mkdirSync(values.save, { recursive: true })
      const name = route.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home'
      writeFileSync(join(values.save, `${name}-${i + 1}.json`), result.report)
    }
    const { categories, audits, runtimeError } = result.lhr
    if (runtimeError) fail(`${route}: ${runtimeError.message}`)
    samples.push({
      performance: Math.round(categories.performance.score * 100),
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      // Lighthouse's measure of this machine's speed during the run: TBT
      // scales with it (a busy host halves it and doubles the TBT).
      cpu: result.lhr.environment.benchmarkIndex,
      // TBT from the page's own work, without its waits for a core.
      cpuTbt:
        cpuBlockingTime(
          result.artifacts.Trace?.traceEvents ?? [],
          result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
        ) ?? Number.NaN,
    })
  }
  const m = (key) => median(samples.map((s) => s[key]))
  return {
    route,
    performance: m('performance'),
    scores: samples.map((s) => s.performance),
    lcp: m('lcp'),
    fcp: m('fcp'),
    tbt: m('tbt'),
    cpuTbt: m('cpuTbt'),
    cls: m('cls'),
    cpu: m('cpu'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
  }
}

// One run first, not counted: the servers, the devnet and Chromium start
// cold (one session's first run of `/` scored 89, its next four 96–99).
await runLighthouse(`http://127.0.0.1:${port}${routes[0]}`)

/** Measures `route` and prints its median and single scores. */
async function measureAndReport(route) {
  const row = await measure(route)
  console.info(
    `${route}: performance ${row.performance} (${row.scores.join(', ')})`,
  )
  return row
}

/**
 * How many medians a route under the gate gets in all. A slow pass of a
 * shared host moves a median by 10–20 points (README, "Speed"): a route
 * under the gate is measured again, up to twice, and the gate judges its
 * best median. A regression stays under in all three; in the clean-clone CI
 * run at `18d8f80`, `/market` measured 65, 82, 97 and then 84, 81, 91, on
 * a host at CPU indexes of 749 and 1,114.
 */
const MEDIANS = 3

/**
 * Lighthouse's CPU index from which the host counts as quiet, and a
 * route's median is held to `--min-quiet`: this machine measured
 * 1,950–2,740 on a quiet morning, where the five main routes scored 99–100
 * (README, "Speed"), and a busy pass of 1,100–1,600 scored them 85–96.
 */
const QUIET_HOST_INDEX = 1800

/** The performance a row is held to, at its host's speed (undefined: none). */
const gateOf = (row) =>
  minScore === undefined
    ? undefined
    : row.cpu >= QUIET_HOST_INDEX
      ? minQuietScore
      : minScore

const rows = []
for (const route of routes) {
  let row = await measureAndReport(route)
  for (
    let measured = 1;
    gateOf(row) !== undefined &&
    row.performance < gateOf(row) &&
    measured < MEDIANS;
    measured += 1
  ) {
    console.warn(
      `${route}: under ${gateOf(row)} (CPU index ${Math.round(row.cpu)}); measuring it again`,
    )
    const again = await measureAndReport(route)
    if (again.performance >= row.performance) row = again
  }
  rows.push(row)
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`
const table = [
  [
    'route',
    'performance',
    'FCP',
    'LCP',
    'TBT',
    'TBT (CPU)',
    'CLS',
    'a11y',
    'best pr.',
    'CPU index',
  ],
  ...rows.map((r) => [
    `\`${r.route}\``,
    String(r.performance),
    s(r.fcp),
    s(r.lcp),
    `${Math.round(r.tbt)} ms`,
    `${Math.round(r.cpuTbt)} ms`,
    r.cls.toFixed(3),
    String(r.accessibility),
    String(r.bestPractices),
    String(Math.round(r.cpu)),
  ]),
]
const widths = table[0].map((_, i) =>
  Math.max(...table.map((r) => r[i].length)),
)
const line = (cells) =>
  `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
console.info(
  `\nLighthouse 12, mobile, median of ${runs} run${runs === 1 ? '' : 's'}:\n`,
)
console.info(line(table[0]))
console.info(line(widths.map((w) => '-'.repeat(w))))
for (const row of table.slice(1)) console.info(line(row))

/**
 * Lighthouse's CPU index under which the host is too slow for the
 * performance gate: this machine measures 1,550–2,000 when quiet. A CI run
 * on a busy host measured 826–1,024 for the same build, with medians of
 * 87–99; two runs at 1,054 and 1,154 gave `/pool` best medians of 82 and
 * 84, for a build that alternating runs against the previous one (which
 * CI had passed) could not tell apart (medians 82 and 83 at 1,090–1,300).
 * Accessibility and best practices are judged at any speed.
 */
const SLOW_HOST_INDEX = 1200

if (minScore !== undefined) {
  const under = rows.filter((r) => r.performance < gateOf(r))
  const unjudged = under.filter((r) => r.cpu < SLOW_HOST_INDEX)
  for (const r of unjudged)
    console.warn(
      `${r.route}: performance ${r.performance} < ${gateOf(r)}, not judged: the host ran at a CPU index of ${Math.round(r.cpu)} (< ${SLOW_HOST_INDEX})`,
    )
  const low = under.filter((r) => r.cpu >= SLOW_HOST_INDEX)
  const imperfect = rows.filter(
    (r) => r.accessibility < 100 || r.bestPractices < 100,
  )
  if (low.length > 0 || imperfect.length > 0) {
    for (const r of low)
      console.error(
        `${r.route}: performance ${r.performance} < ${gateOf(r)} (CPU index ${Math.round(r.cpu)})`,
      )
    for (const r of imperfect)
      console.error(
        `${r.route}: accessibility ${r.accessibility}, best practices ${r.bestPractices} (both must be 100)`,
      )
    process.exit(1)
  }
}
process.exit(0)
