import { globSync, readFileSync } from 'node:fs'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { postgresBinaries } from './scripts/postgres-cluster.ts'

// Three projects: code that runs in Node (shared rules and contracts, backend, scripts, contract
// tests) on PGlite; the backend's integration tests again on a real PostgreSQL (a throw-away
// cluster, see tests/setup/postgres-global-setup.ts), with the tests only PostgreSQL can run
// (*.postgres.test.ts: several instances on one database); and code that runs in the browser
// (app and service worker, in jsdom with the app's Vite transforms).
const postgres = process.env.TEST_POSTGRES === '0' ? null : postgresBinaries()
if (!postgres) {
  console.warn(
    process.env.TEST_POSTGRES === '0'
      ? 'PostgreSQL tests not run: TEST_POSTGRES=0.'
      : "PostgreSQL tests not run: PostgreSQL is not installed (apt-get install postgresql; `npm test` installs it when it can). The backend's tests ran on PGlite only.",
  )
}
// The integration tests: those building the backend with server/test-support.ts.
const integrationTests = globSync('server/**/*.test.ts').filter((file) =>
  /from '(?:\.\.?\/)+test-support\.ts'/.test(readFileSync(file, 'utf8')),
)
// One copy of graphql for our code and @graphql-tools (they check instanceof).
const oneGraphql = { alias: { graphql: 'graphql/index.js' } }

export default defineConfig({
  test: {
    projects: [
      {
        resolve: oneGraphql,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/contract/**/*.test.ts',
          ],
          exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
          globalSetup: ['./tests/setup/database-images.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      ...(postgres
        ? [
            {
              resolve: oneGraphql,
              test: {
                name: 'postgres',
                environment: 'node',
                include: [...integrationTests, 'server/**/*.postgres.test.ts'],
                globalSetup: ['tests/setup/postgres-global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      mergeConfig(viteConfig, {
        test: {
          name: 'browser',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['./tests/setup/unit-setup.ts'],
          // Vitest's default 5 s only ends a stuck test; a first render (Mantine, Lingui, the
          // map) on a machine busy with other work takes longer than that.
          testTimeout: 30_000,
        },
      }),
    ],
  },
})
