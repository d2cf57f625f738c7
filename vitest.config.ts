import { globSync, readFileSync } from 'node:fs'
import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config.ts'
import { postgresBinaries } from './scripts/postgres-cluster.ts'

// Three projects: code that runs in Node (shared rules and contracts, backend, scripts, contract
// tests) on PGlite; the backend's integration tests again on a real PostgreSQL (a throw-away
// cluster, see tests/setup/postgres-global-setup.ts), with the tests only PostgreSQL can run
// (*.postgres.test.ts: several instances on one database); and code that runs in the browser
// (app and service worker, in jsdom with the app's Vite transforms), with the few of those that
// need a worker of their own in a project beside it.
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
const browserTests = ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts']
// Browser-side tests that need a worker of their own: one changes the process's time zone,
// which a VM context does not see; one builds a second jsdom, whose fetch wants the globals
// of a real Node context.
const ownProcessTests = [
  'src/entities/format/date-time.test.ts',
  'src/features/notifications/sanitize-html.test.ts',
]
// One copy of graphql for our code and @graphql-tools (they check instanceof).
const oneGraphql = { alias: { graphql: 'graphql/index.js' } }

export default defineConfig({
  test: {
    // Vitest's default leaves one of the machine's cores to itself: on two cores that is one
    // worker, and the backend's tests (much of their time waiting on PGlite and PostgreSQL) ran
    // one file at a time.
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
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
            'tests/properties/**/*.test.ts',
          ],
          exclude: ['**/*.postgres.test.ts', '**/node_modules/**'],
          globalSetup: ['./tests/setup/database-images.ts'],
          // Files share their worker's modules (decision 204): each builds its own database and
          // backend, the backend keeps its state per instance, and no test mocks a module.
          isolate: false,
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
                isolate: false,
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
          include: browserTests,
          exclude: [...ownProcessTests, '**/node_modules/**'],
          // Each file in a fresh VM context of a worker kept for the run, rather than a fresh
          // worker with a fresh jsdom: the same isolation, a fifth of the time (decision 204).
          pool: 'vmThreads',
          setupFiles: ['./tests/setup/unit-setup.ts'],
          // Vitest's default 5 s only ends a stuck test; a first render (Mantine, Lingui, the
          // map) on a machine busy with other work takes longer than that.
          testTimeout: 30_000,
        },
      }),
      mergeConfig(viteConfig, {
        test: {
          name: 'browser-own-process',
          environment: 'jsdom',
          include: ownProcessTests,
          setupFiles: ['./tests/setup/unit-setup.ts'],
          testTimeout: 30_000,
        },
      }),
    ],
  },
})
