import { afterEach, describe, expect, it } from 'vitest'
import { createDb } from '#shared/protocols/app-database.ts'
import { APP_DATABASE_NAME } from '#shared/protocols/app-database-name.ts'
import type { CatalogProductRecord } from '#shared/protocols/catalog-record.ts'
import { openSavedRecords, savedRecord, savedRecordsWhere } from './saved-records.ts'

const exists = async () =>
  (await indexedDB.databases()).some((database) => database.name === APP_DATABASE_NAME)

const product = (id: string, channel: string, name: string): CatalogProductRecord => ({
  id,
  channel,
  categoryId: 'Q2F0ZWdvcnk6MQ==',
  name,
  rating: 0,
  price: 1,
  inStock: 1,
  node: { id, name },
})

afterEach(async () => {
  // Deleting must not wait on the reader's open connection.
  await createDb().delete()
  expect(await exists()).toBe(false)
})

describe('saved records, read without Dexie', () => {
  it('finds nothing, and creates no database, on a device that has none', async () => {
    await openSavedRecords()
    expect(await savedRecord('catalogueProducts', 'UHJvZHVjdDox')).toBeUndefined()
    expect(await savedRecordsWhere('catalogueProducts', 'channel', 'muscat')).toEqual([])
    expect(await exists()).toBe(false)
  })

  it('reads what Dexie wrote: one record by key, and a channel in its index order', async () => {
    const written = createDb()
    await written.catalogueProducts.bulkPut([
      product('b', 'muscat', 'castrol'),
      product('a', 'muscat', 'mobil'),
      product('c', 'sohar', 'shell'),
    ])
    await written.catalogueMeta.put({ key: 'muscat:home', value: { pages: 1 }, savedAt: 1 })
    written.close()

    expect(await savedRecord('catalogueMeta', 'muscat:home')).toMatchObject({ value: { pages: 1 } })
    expect(await savedRecord('catalogueProducts', 'c')).toMatchObject({ channel: 'sohar' })
    expect(await savedRecord('catalogueProducts', 'missing')).toBeUndefined()
    const muscat = await savedRecordsWhere<CatalogProductRecord>(
      'catalogueProducts',
      'channel',
      'muscat',
    )
    expect(muscat.map((record) => record.id)).toEqual(['a', 'b'])
    const byDexie = createDb()
    expect(muscat).toEqual(
      await byDexie.catalogueProducts.where('channel').equals('muscat').toArray(),
    )
    byDexie.close()
  })

  it('reads again after the database was deleted and made anew elsewhere', async () => {
    const first = createDb()
    await first.catalogueProducts.put(product('a', 'muscat', 'mobil'))
    expect(await savedRecord('catalogueProducts', 'a')).toBeDefined()
    await first.delete()
    const again = createDb()
    await again.catalogueProducts.put(product('z', 'muscat', 'total'))
    expect(await savedRecord('catalogueProducts', 'a')).toBeUndefined()
    expect(await savedRecord('catalogueProducts', 'z')).toBeDefined()
    again.close()
  })
})
