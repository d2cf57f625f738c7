process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1'
import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa'

// One source of truth for the manifest: the top-level file, also served as is.
const manifest = JSON.parse(
  readFileSync('manifest.webmanifest', 'utf8'),
) as Partial<ManifestOptions>
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
const backend = process.env.BACKEND_URL ?? 'http://localhost:3001'

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
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
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
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
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
