export { AssertionError, assert } from './errors/assert.js'
export { compareVersions } from './identifiers/compareVersions.js'
export { deriveReserveAddress } from './identifiers/deriveReserveAddress.js'
export type {
  DogecoinAddressKind,
  DogecoinNetwork,
} from './identifiers/dogecoinNetwork.js'
export { ADDRESS_VERSIONS } from './identifiers/dogecoinNetwork.js'
export { encodeDogecoinAddress } from './identifiers/encodeDogecoinAddress.js'
export { isTxHash } from './identifiers/isTxHash.js'
export { isWalletVersionSupported } from './identifiers/isWalletVersionSupported.js'
export type {
  ParseWalletVersionError,
  WalletVersion,
} from './identifiers/parseWalletVersion.js'
export {
  MIN_WALLET_VERSION,
  parseWalletVersion,
} from './identifiers/parseWalletVersion.js'
export type { ShortenAddressOptions } from './identifiers/shortenAddress.js'
export { shortenAddress } from './identifiers/shortenAddress.js'
export type {
  AddressError,
  ValidDogecoinAddress,
} from './identifiers/validateDogecoinAddress.js'
export {
  isValidDogecoinAddress,
  validateDogecoinAddress,
} from './identifiers/validateDogecoinAddress.js'
export type {
  Language,
  ResolveLanguageParameters,
} from './preferences/resolveLanguage.js'
export {
  DEFAULT_LANGUAGE,
  isLanguage,
  matchLanguage,
  resolveLanguage,
  SUPPORTED_LANGUAGES,
} from './preferences/resolveLanguage.js'
