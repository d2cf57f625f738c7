// Vitest global setup of the `postgres` project: a throw-away PostgreSQL cluster for the run,
// with two template databases (migrated; migrated and seeded) that each test's database is
// cloned from in a blink (server/test-support.ts), and PgBouncer in transaction mode in front
// of it when installed; stopped and deleted when the run ends.
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../server/db/database.ts'
import { migrate } from '../../server/db/migrate.ts'
import { seed } from '../../server/db/seed/index.ts'
import {
  pgbouncerBinary,
  postgresBinaries,
  startCluster,
  startPgbouncer,
  type Bouncer,
} from '../../scripts/postgres-cluster.ts'

export interface PostgresForTests {
  url: string
  // postgres://…/{database}: the cluster's address with a database name to fill in
  urlPattern: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresForTests | null
    // The same cluster through PgBouncer in transaction mode (postgres://…/{database}), or
    // why there is none.
    pgbouncer: { urlPattern: string } | { missing: string }
  }
}

export default async function setup(project: TestProject) {
  const postgresBin = postgresBinaries()
  if (!postgresBin)
    throw new Error('PostgreSQL binaries disappeared after the configuration found them')
  const started = performance.now()
  const cluster = await startCluster(postgresBin)
  try {
    const admin = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 1 })
    await admin.exec('create database tpl_migrated')
    await admin.exec('create database tpl_seeded')
    await admin.close()
    for (const [name, seeded] of [
      ['tpl_migrated', false],
      ['tpl_seeded', true],
    ] as const) {
      const db = await openDatabase({ kind: 'postgres', url: cluster.urlOf(name), poolSize: 2 })
      await migrate(db)
      if (seeded) await seed(db)
      await db.close()
    }
  } catch (error) {
    cluster.stop()
    throw error
  }
  console.log(
    `PostgreSQL: throw-away cluster ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${cluster.url})`,
  )
  project.provide('postgres', { url: cluster.url, urlPattern: cluster.urlOf('{database}') })
  const bin = pgbouncerBinary()
  let bouncer: Bouncer | null = null
  if (bin) {
    bouncer = await startPgbouncer(bin, cluster)
    project.provide('pgbouncer', { urlPattern: bouncer.urlOf('{database}') })
  } else {
    const missing =
      'PgBouncer is not installed (apt-get install pgbouncer; `npm test` installs it when it can)'
    console.warn(`${missing}: the two-instance test did not run through PgBouncer.`)
    project.provide('pgbouncer', { missing })
  }
  return () => {
    bouncer?.stop()
    cluster.stop()
  }
}
