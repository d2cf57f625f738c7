// Vitest global setup of the backend tests: the files of a migrated database, and of a migrated
// and seeded one, made once per run. Every test's database starts as a copy of one of them
// (server/test-support.ts), instead of running initdb, the migrations and the seed again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { memoryDatabaseImage } from '../../server/db/database.ts'
import { migrate } from '../../server/db/migrate.ts'
import { seed } from '../../server/db/seed/index.ts'

export interface DatabaseImages {
  migrated: string
  seeded: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseImages: DatabaseImages
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'hig-db-images-'))
  const images: DatabaseImages = {
    migrated: join(folder, 'migrated.tar'),
    seeded: join(folder, 'seeded.tar'),
  }
  const write = async (path: string, image: Blob) =>
    writeFileSync(path, new Uint8Array(await image.arrayBuffer()))
  await write(images.migrated, await memoryDatabaseImage((db) => migrate(db).then(() => {})))
  await write(
    images.seeded,
    await memoryDatabaseImage(async (db) => {
      await migrate(db)
      await seed(db)
    }),
  )
  project.provide('databaseImages', images)
  return () => rmSync(folder, { recursive: true, force: true })
}
