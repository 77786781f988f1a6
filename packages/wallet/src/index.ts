export type {
  FoundProvider,
  ProviderGlobal,
  ProviderLike,
} from './provider/findProvider.js'
export { findProvider, PROVIDER_GLOBALS } from './provider/findProvider.js'
