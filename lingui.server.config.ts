// The server's catalogs (decision 282): its messages are `msg('English')` calls, found by
// server/i18n/extract-messages.ts since the server runs without Lingui's macros.
import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-po'
import { messagesIn } from './server/i18n/extract-messages.ts'

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  catalogs: [
    {
      path: '<rootDir>/server/locales/{locale}/messages',
      include: ['<rootDir>/server'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/generated/**'],
    },
  ],
  extractors: [
    {
      match: (filename) => filename.endsWith('.ts') && !filename.endsWith('.d.ts'),
      extract(filename, code, onMessageExtracted) {
        for (const { id, message, context, line } of messagesIn(filename, code))
          onMessageExtracted({ id, message, context, origin: [filename, line] })
      },
    },
  ],
  format: formatter({ lineNumbers: false }),
})
