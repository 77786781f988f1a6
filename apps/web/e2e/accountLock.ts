import { mkdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A lock older than this was left by a crashed run. */
const STALE_AFTER_MS = 180_000

/**
 * Runs `run` while holding the lock of one wallet account, so that spec
 * files sharing an account (and checking its balances to the unit) take
 * turns. A directory is the lock: `mkdir` is atomic across workers.
 */
export async function withAccountLock<T>(
  accountIndex: number,
  run: () => Promise<T>,
): Promise<T> {
  const lock = join(
    tmpdir(),
    `drc20-e2e-account-${accountIndex}-${process.env.E2E_DEVNET_PORT ?? 8788}.lock`,
  )
  for (;;) {
    try {
      await mkdir(lock)
      break
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error
      const info = await stat(lock).catch(() => undefined)
      if (info && Date.now() - info.mtimeMs > STALE_AFTER_MS) {
        await rm(lock, { recursive: true, force: true })
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    return await run()
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}
