// Part of `npm run test:unit`: the backend's integration tests also run on a real PostgreSQL
// (a throw-away cluster the tests start), so Debian's postgresql package is installed when it
// is missing. Where that cannot be done the run goes on, on PGlite only, and says so.
import { ensurePostgres } from './postgres-cluster.ts'

if (process.env.TEST_POSTGRES !== '0') {
  const found = ensurePostgres()
  if ('missing' in found) {
    console.warn(
      `PostgreSQL is not available (${found.missing}): the backend's tests will run on PGlite only.`,
    )
  }
}
