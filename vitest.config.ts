import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'

// Two projects: code that runs in Node (shared rules and contracts, backend, scripts, contract
// tests) and code that runs in the browser (app and service worker, in jsdom with the app's Vite
// transforms).
export default defineConfig({
  test: {
    projects: [
      {
        // One copy of graphql for our code and @graphql-tools (they check instanceof).
        resolve: { alias: { graphql: 'graphql/index.js' } },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/contract/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      mergeConfig(viteConfig, {
        test: {
          name: 'browser',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['./tests/setup/unit-setup.ts'],
        },
      }),
    ],
  },
})
