process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1'
import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'
import { earlyQueries } from './scripts/vite/early-queries.ts'
import { codeAfterBootPicture } from './scripts/vite/code-after-boot-picture.ts'
import { contentSecurityPolicy } from './scripts/vite/content-security-policy.ts'
import { bundleReport } from './scripts/vite/bundle-report.ts'
import { compileHintForStart } from './scripts/vite/compile-hint.ts'
import { englishInCode } from './scripts/vite/english-in-code.ts'

// One source of truth for the manifest: the top-level file, also served as is.
const manifest = JSON.parse(
  readFileSync('manifest.webmanifest', 'utf8'),
) as Partial<ManifestOptions>
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
const backend = process.env.BACKEND_URL ?? 'http://localhost:3001'

// Lingui's macro keeps each message's English, compiled into the code by englishInCode: English
// has no catalog to download (docs/decisions/182-english-in-the-code.md).
function linguiWithEnglishInCode() {
  const lingui = linguiTransformerBabelPreset({ descriptorFields: 'message' })
  const preset = lingui.preset as { plugins: unknown[] }
  return {
    ...lingui,
    preset: { plugins: [...preset.plugins, englishInCode('locales/en/messages.po')] },
  }
}

// The files src/main.tsx asks for on a first screen (a chunk is named after its first module).
const firstScreens = /\/(home-screen|prefetch-home|product-screen|prefetch-product)-[\w-]+\.js$/

export default defineConfig({
  envPrefix: 'APP_',
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      routeFileIgnorePrefix: '-',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    earlyQueries(process.env.APP_COMMERCE_GRAPHQL_URL || '/graphql/'),
    codeAfterBootPicture(),
    lingui(),
    babel({ presets: [linguiWithEnglishInCode()] }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['icons/*.png', 'icons/*.svg'],
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
        // The invoice PDF maker (~1 MB with its font tooling) is fetched when someone exports,
        // not downloaded by every installed app in the background.
        globIgnores: ['**/invoices-pdf-*.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    compileHintForStart(),
    contentSecurityPolicy(process.env),
    bundleReport(),
  ],
  build: {
    target: 'es2022',
    // The first screens' code (the home page's, a product page's) is asked for with every file
    // it imports at once, not one import after the other, each a round trip on a phone's network.
    // Other lazy code gets no list: the lists of all ~60 routes would add 5.5 KB gzip to every
    // first load; routes are preloaded on intent instead (decision 274).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, dependencies) => (firstScreens.test(file) ? dependencies : []),
    },
    rolldownOptions: {
      output: {
        // Everything the first screen needs in one file instead of dozens of small shared chunks
        // (each route's module is shared with its lazy screen, which would split them apart).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/graphql', '/media', '/gateway'].map((path) => [
        path,
        { target: backend, changeOrigin: false },
      ]),
    ),
  },
})
