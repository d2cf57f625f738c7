// The server's catalogs (decision 282): the app's languages and format, its own catalog, and its
// messages found as `msg('English')` calls by server/i18n/extract-messages.ts, since the server
// runs without Lingui's macros.
import { defineConfig } from '@lingui/conf'
import app from './lingui.config.ts'
import { messagesIn } from './server/i18n/extract-messages.ts'

export default defineConfig({
  sourceLocale: app.sourceLocale,
  locales: app.locales,
  format: app.format,
  catalogs: [
    {
      path: '<rootDir>/server/locales/{locale}/messages',
      include: ['<rootDir>/server'],
      exclude: ['**/*.test.*', '**/generated/**'],
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
})
