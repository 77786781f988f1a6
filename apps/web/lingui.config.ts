import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'zh-TW', 'ja-JP', 'ko-KR', 'vi', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en-US' },
  // No line numbers in the catalogs: a message keeps its entry when code
  // around it moves, so parallel branches rarely conflict on the catalogs.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
})
