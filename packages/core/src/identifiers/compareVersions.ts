import type { WalletVersion } from './parseWalletVersion.js'

/**
 * Compares two versions segment by segment: `-1` when `a < b`, `0` when
 * equal, `1` when `a > b`.
 *
 * @example compareVersions([1, 4, 10], [1, 4, 3]) // 1
 */
export function compareVersions(
  a: WalletVersion,
  b: WalletVersion,
): -1 | 0 | 1 {
  for (let i = 0; i < 3; i++) {
    const x = a[i] as number
    const y = b[i] as number
    if (x < y) return -1
    if (x > y) return 1
  }
  return 0
}
