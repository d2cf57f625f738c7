// Vite plugin: index.html asks for the first screen's answer while the app's code is still
// downloading, and shows the page's largest picture in the boot frame as soon as it is known
// (src/features/catalog/early-queries.ts). That module is compiled here on its own, with what
// it imports, and written into the page as an inline script, with its settings: the commerce
// address and the app's own HomeContent and Product documents, formatted exactly as urql sends
// them, so the app's caches read the answers as if they had asked themselves.
import { resolve } from 'node:path'
import { formatDocument, stringifyDocument } from '@urql/core'
import { rolldown } from 'rolldown'
import type { Plugin } from 'vite'
import { HomeContentDocument } from '../../src/api/generated/commerce/HomeContentDocument.ts'
import { ProductDocument } from '../../src/api/generated/commerce/ProductDocument.ts'
import { DEFAULT_CHANNEL } from '../../src/entities/store-location/store-location.ts'
import type { EarlyQuerySettings } from '../../src/features/catalog/early-queries.ts'
import { SESSION_KEY } from '#shared/protocols/first-screen-keys.ts'

// From the project's root, where Vite and Vitest run.
const earlyQueriesModule = resolve('src/features/catalog/early-queries.ts')
const ENTRY = '\0early-queries-entry'

export function earlyQuerySettings(commerceUrl: string): EarlyQuerySettings {
  return {
    commerceUrl,
    homeBody: JSON.stringify({
      query: stringifyDocument(formatDocument(HomeContentDocument)),
      operationName: 'HomeContent',
      variables: {},
    }),
    productQuery: stringifyDocument(formatDocument(ProductDocument)),
    defaultChannel: DEFAULT_CHANNEL,
    sessionKey: SESSION_KEY,
  }
}

/** The inline script: the module and what it imports, in one function that runs at once. */
export async function earlyQueriesScript(settings: EarlyQuerySettings): Promise<string> {
  const bundle = await rolldown({
    input: ENTRY,
    plugins: [
      {
        name: 'early-queries-entry',
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY
            ? `import { askEarly } from ${JSON.stringify(earlyQueriesModule)}\naskEarly(${JSON.stringify(settings)})\n`
            : null,
      },
    ],
  })
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true })
    return output[0].code.trim()
  } finally {
    await bundle.close()
  }
}

// The app's stylesheet stops blocking the first paint: the boot frame has its own inline styles,
// and the app waits for the sheet, then switches it on, before it renders (src/start/boot-frame.ts;
// no onload attribute, which the Content-Security-Policy would block).
function nonBlockingStyles(html: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/,
    '<link rel="stylesheet" crossorigin href="$1" media="print" data-app-styles>',
  )
}

export function earlyQueries(commerceUrl: string): Plugin {
  let script: Promise<string> | null = null
  return {
    name: 'early-queries',
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => ({
        html: nonBlockingStyles(html),
        tags: [
          {
            tag: 'script' as const,
            children: await (script ??= earlyQueriesScript(earlyQuerySettings(commerceUrl))),
            injectTo: 'head' as const,
          },
        ],
      }),
    },
  }
}
