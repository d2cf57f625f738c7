// The catalog's offline answers: read the saved catalog of the channel from IndexedDB
// (written by the service worker, sw/catalog-sync.ts) and answer in the query's shape. They
// read without Dexie (src/db/saved-records.ts): a screen opened offline waits on them.
import type { OfflineAnswer } from '../../../api/offline-answers.ts'
import type { CategoriesQuery, HomeContentQuery } from '../../../api/generated/commerce.ts'
import { openSavedRecords, savedRecord, savedRecordsWhere } from '../../../db/saved-records.ts'
import { currentChannel } from '../../../entities/store-location/store-location.ts'
import { catalogMetaKeys } from '#shared/protocols/catalog-meta-keys.ts'
import type { CatalogMetaRecord, CatalogProductRecord } from '#shared/protocols/catalog-record.ts'
import {
  selectCategoryAttributes,
  selectProducts,
  type FlatCategory,
  type ProductsVariables,
} from './offline-catalog.ts'

const savedMeta = (key: string) => savedRecord<CatalogMetaRecord>('catalogueMeta', key)

async function savedCategories(channel: unknown): Promise<FlatCategory[]> {
  const meta = await savedMeta(catalogMetaKeys.categories(String(channel)))
  const data = meta?.value as CategoriesQuery | undefined
  return data?.categories?.edges.map((edge) => edge.node) ?? []
}

function savedProducts(channel: unknown) {
  return savedRecordsWhere<CatalogProductRecord>('catalogueProducts', 'channel', String(channel))
}

// The installed app started without a network (src/main.tsx): the database opens while the app
// starts, so the first query finds it open.
export async function openSavedCatalog(): Promise<void> {
  await openSavedRecords()
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
  const record = await savedRecord<CatalogProductRecord>('catalogueProducts', String(variables.id))
  if (!record || record.channel !== variables.channel) return null
  return { product: record.node }
}

export const answerCategories: OfflineAnswer = async (variables) => {
  const meta = await savedMeta(catalogMetaKeys.categories(String(variables.channel)))
  return (meta?.value as Record<string, unknown> | undefined) ?? null
}

// The roots alone, from the saved tree (the home page's bar).
export const answerRootCategories: OfflineAnswer = async (variables) => {
  const categories = ((await answerCategories(variables)) as CategoriesQuery | null)?.categories
  if (!categories) return null
  return {
    categories: { ...categories, edges: categories.edges.filter((edge) => edge.node.level === 0) },
  }
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
  const meta = await savedMeta(catalogMetaKeys.home(currentChannel()))
  return (meta?.value as HomeContentQuery | undefined) ?? null
}
