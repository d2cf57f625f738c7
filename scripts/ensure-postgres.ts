// Part of `npm run test:unit`: the backend's integration tests also run on a real PostgreSQL
// (a throw-away cluster the tests start), and its two-instance test once more through
// PgBouncer in transaction mode, so Debian's postgresql and pgbouncer packages are installed
// when they are missing. Where that cannot be done the run goes on without them, and says so.
import { ensurePgbouncer, ensurePostgres } from './postgres-cluster.ts'

if (process.env.TEST_POSTGRES !== '0') {
  const found = ensurePostgres()
  if ('missing' in found) {
    console.warn(
      `PostgreSQL is not available (${found.missing}): the backend's tests will run on PGlite only.`,
    )
  } else {
    const bouncer = ensurePgbouncer()
    if ('missing' in bouncer) {
      console.warn(
        `PgBouncer is not available (${bouncer.missing}): the two-instance test will not run through PgBouncer.`,
      )
    }
  }
}
