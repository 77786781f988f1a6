import { defineConfig } from '@lingui/conf'

export default defineConfig({
  sourceLocale: 'en-US',
  locales: ['en-US', 'zh-TW', 'ja-JP', 'ko-KR', 'vi', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en-US' },
  format: 'po',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
})
