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
