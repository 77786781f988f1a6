import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 4173)
const devnetPort = Number(process.env.E2E_DEVNET_PORT ?? 8788)
/** The devnet's content origin (inscribed files), its own port. */
const contentPort = Number(process.env.E2E_CONTENT_PORT ?? devnetPort + 1000)
const devnetDataDir = join(tmpdir(), `drc20-e2e-devnet-${devnetPort}`)

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS],
  },
}

/** `faults:` titles and `@exclusive` tags: no other test may run meanwhile. */
const EXCLUSIVE = /faults:|@exclusive/

export default defineConfig({
  testDir: './e2e',
  // Parallel runs on one machine each keep their own traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  // Each page is prerendered: its HTML is there before the app has loaded
  // and rendered it, and an assertion's wait starts from that first paint.
  expect: { timeout: 10_000 },
  // A flow signs, mines and reads balances back; on a busy two-core machine
  // a page's first load alone can take several seconds.
  timeout: 60_000,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace's screencast costs the browser more than most tests do: on
    // this 2-core machine it nearly doubles the suite (a 3.5-minute sample
    // ran in 2 without it). CI traces the retry of a failed test in full;
    // a local run keeps a failed test's trace without the screencast (its
    // DOM snapshots and network remain), and every failure its last
    // screenshot.
    trace: process.env.CI
      ? 'on-first-retry'
      : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', grepInvert: EXCLUSIVE, use: chromium },
    {
      // Tests that change the shared devnet (lag, faults) or need its blocks
      // to themselves run after the rest, one at a time (`pnpm test:e2e`
      // runs this project with one worker).
      name: 'faults',
      grep: EXCLUSIVE,
      dependencies: ['chromium'],
      use: chromium,
    },
  ],
  webServer: [
    {
      // A fresh devnet per run; blocks are mined by the tests (admin API).
      command: `node ../../packages/devnet/dist/cli.js start --port ${devnetPort} --content-port ${contentPort} --data-dir ${devnetDataDir} --reset --block-time 0`,
      port: devnetPort,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}`,
      env: {
        DEVNET_URL: `http://127.0.0.1:${devnetPort}`,
        // The served config.json names it (vite/hosting.ts).
        DEVNET_CONTENT_URL: `http://127.0.0.1:${contentPort}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
