import { assert } from '../errors/assert.js'
import { compareVersions } from './compareVersions.js'
import { MIN_WALLET_VERSION, parseWalletVersion } from './parseWalletVersion.js'

/**
 * Whether a wallet reporting `version` may transact: its version parses
 * (see {@link parseWalletVersion}) and is at least `minimum`. A missing or
 * unparsable version is not supported (docs/wallet.md §7: show the
 * update modal). `minimum` is ours and must parse.
 *
 * @example isWalletVersionSupported('1.4.2') // false
 * @example isWalletVersionSupported('v1.5.0-rc1') // true
 */
export function isWalletVersionSupported(
  version: unknown,
  minimum: string = MIN_WALLET_VERSION,
): boolean {
  const min = parseWalletVersion(minimum)
  assert(min.isOk(), 'MIN_WALLET_VERSION_INVALID')
  return parseWalletVersion(version).match(
    (v) => compareVersions(v, min.value) >= 0,
    () => false,
  )
}
