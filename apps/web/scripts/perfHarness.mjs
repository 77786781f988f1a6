// What the perf scripts and `pnpm lighthouse` share: a devnet and the built
// app (`vite preview`) on their own ports, the system Chromium, the median.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import {
  afterBrowserStart,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
} from './chromium.mjs'

const appDir = fileURLToPath(new URL('..', import.meta.url))

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * Starts a fresh devnet (`devnetArgs` added to `start`; its content origin
 * on `contentPort` when given) and the preview server against it. `stop()`
 * ends both and removes the devnet's data.
 */
export async function startAppServers({
  name,
  port,
  devnetPort,
  contentPort,
  devnetArgs = [],
  devnetTimeoutMs = 120_000,
}) {
  const dataDir = mkdtempSync(join(tmpdir(), `drc20-${name}-`))
  const children = []
  const start = (args, env = {}) => {
    const child = spawn(process.execPath, args, {
      cwd: appDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    })
    children.push(child)
  }
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill()
    rmSync(dataDir, { recursive: true, force: true })
  }
  const content =
    contentPort === undefined ? [] : ['--content-port', String(contentPort)]
  try {
    start([
      '../../packages/devnet/dist/cli.js',
      'start',
      ...devnetArgs,
      '--port',
      String(devnetPort),
      ...content,
      '--data-dir',
      dataDir,
      '--reset',
      '--block-time',
      '0',
    ])
    // A public route: the admin API answers POSTs only.
    await waitFor(`http://127.0.0.1:${devnetPort}/fee/gas`, devnetTimeoutMs)
    start(
      [
        'node_modules/vite/bin/vite.js',
        'preview',
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--strictPort',
      ],
      {
        DEVNET_URL: `http://127.0.0.1:${devnetPort}`,
        ...(contentPort === undefined
          ? {}
          : { DEVNET_CONTENT_URL: `http://127.0.0.1:${contentPort}` }),
      },
    )
    const base = `http://127.0.0.1:${port}`
    await waitFor(base, 60_000)
    return { base, stop }
  } catch (error) {
    stop()
    throw error
  }
}

/**
 * The app's servers (startAppServers) and Chromium through Playwright.
 * `stop()` ends all three.
 */
export async function startPerfServers(options) {
  const servers = await startAppServers({
    ...options,
    name: `perf-${options.name}`,
  })
  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    })
    await afterBrowserStart()
    const stop = async () => {
      await browser.close()
      servers.stop()
    }
    return { base: servers.base, browser, stop }
  } catch (error) {
    servers.stop()
    throw error
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
