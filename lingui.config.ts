import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  // No fallback locale: every message id is its English text, so a missing Arabic translation
  // would show English anyway, and `lingui compile --strict` (npm run i18n:check) fails on it.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/generated/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
