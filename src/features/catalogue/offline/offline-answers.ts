// The catalogue's offline answers: read the saved catalogue of the channel from IndexedDB
// (written by the service worker, sw/catalogue-sync.ts) and answer in the query's shape.
import type { OfflineAnswer } from '../../../api/offline-answers.ts'
import type { CategoriesQuery, HomeContentQuery } from '../../../api/generated/commerce.ts'
import { loadDb } from '../../../db/index.ts'
import { currentChannel } from '../../../entities/store-location/store-location.ts'
import { catalogueMetaKeys } from '#shared/protocols/catalogue-meta-keys.ts'
import {
  selectCategoryAttributes,
  selectProducts,
  type FlatCategory,
  type ProductsVariables,
} from './offline-catalogue.ts'

async function savedCategories(channel: unknown): Promise<FlatCategory[]> {
  const db = await loadDb()
  const meta = await db.catalogueMeta.get(catalogueMetaKeys.categories(String(channel)))
  const data = meta?.value as CategoriesQuery | undefined
  return data?.categories?.edges.map((edge) => edge.node) ?? []
}

async function savedProducts(channel: unknown) {
  const db = await loadDb()
  return db.catalogueProducts.where('channel').equals(String(channel)).toArray()
}

// The installed app started without a network (src/main.tsx): the database opens while the app
// starts, so the first query that fails finds it open.
export async function openSavedCatalogue(): Promise<void> {
  const database = await loadDb()
  await database.open()
}

export const answerProducts: OfflineAnswer = async (variables) => {
  const [records, categories] = await Promise.all([
    savedProducts(variables.channel),
    savedCategories(variables.channel),
  ])
  if (records.length === 0) return null
  return { products: selectProducts(records, categories, variables as ProductsVariables) }
}

export const answerProduct: OfflineAnswer = async (variables) => {
  const db = await loadDb()
  const record = await db.catalogueProducts.get(String(variables.id))
  if (!record || record.channel !== variables.channel) return null
  return { product: record.node }
}

export const answerCategories: OfflineAnswer = async (variables) => {
  const db = await loadDb()
  const meta = await db.catalogueMeta.get(catalogueMetaKeys.categories(String(variables.channel)))
  return (meta?.value as Record<string, unknown> | undefined) ?? null
}

export const answerCategoryAttributes: OfflineAnswer = async (variables) => {
  const [records, categories] = await Promise.all([
    savedProducts(variables.channel),
    savedCategories(variables.channel),
  ])
  if (records.length === 0) return null
  return {
    attributes: selectCategoryAttributes(
      records,
      categories,
      variables.channel,
      String(variables.category),
    ),
  }
}

// Home content is the same in every channel; the saved copy is the current channel's.
export const answerHomeContent: OfflineAnswer = async () => {
  const db = await loadDb()
  const meta = await db.catalogueMeta.get(catalogueMetaKeys.home(currentChannel()))
  return (meta?.value as HomeContentQuery | undefined) ?? null
}
