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

/**
 * Waits out Chromium's own start-up work: even headless it renders its
 * omnibox popup as it starts (about 0.8 s of CPU in the first second on the
 * 2-core machine), which would fall on the first page a measurement loads.
 */
export function afterBrowserStart() {
  return new Promise((resolve) => setTimeout(resolve, 3000))
}
