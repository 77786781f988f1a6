// The system Chromium and the flags every headless run here uses: the
// browser tests (playwright.config.ts), the perf scripts and Lighthouse.

/** Debian's Chromium by default; CHROMIUM_PATH points the runs at another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** No sandbox (containers), no GPU, and no background traffic to measure. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
