// What the perf scripts share: a devnet and the built app (`vite preview`)
// on their own ports, the system Chromium, and the median.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'

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
 * Starts a fresh devnet (`devnetArgs` added to `start`) and the preview
 * server against it, then Chromium. `stop()` ends all three and removes
 * the devnet's data.
 */
export async function startPerfServers({
  name,
  port,
  devnetPort,
  devnetArgs = [],
  devnetTimeoutMs = 120_000,
}) {
  const dataDir = mkdtempSync(join(tmpdir(), `drc20-perf-${name}-`))
  const children = []
  let browser
  const start = (args, env = {}) => {
    const child = spawn(process.execPath, args, {
      cwd: appDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    })
    children.push(child)
  }
  const stop = async () => {
    await browser?.close()
    for (const child of children) if (child.exitCode === null) child.kill()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    start([
      '../../packages/devnet/dist/cli.js',
      'start',
      ...devnetArgs,
      '--port',
      String(devnetPort),
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
      { DEVNET_URL: `http://127.0.0.1:${devnetPort}` },
    )
    const base = `http://127.0.0.1:${port}`
    await waitFor(base, 60_000)
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    })
    return { base, browser, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
