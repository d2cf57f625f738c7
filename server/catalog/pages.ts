// Content pages (the header carousel and the home page's blocks) and their banner slots.
import type { Db } from '../db/database.ts'
import { intsIn, textsIn } from '../db/sql.ts'
import type { PageRow, PageTypeRow, SlotRow } from './rows.ts'

export async function pageTypes(db: Db, slugs: readonly string[] | null): Promise<PageTypeRow[]> {
  return slugs
    ? db.query<PageTypeRow>(
        `select id, slug, name from page_types where slug in ${textsIn('$1')} order by id`,
        [[...slugs]],
      )
    : db.query<PageTypeRow>('select id, slug, name from page_types order by id')
}

export async function publishedPages(
  db: Db,
  filter: { pageTypeIds?: number[] | null; slugs?: string[] | null; ids?: number[] | null },
): Promise<PageRow[]> {
  const where = ['is_published']
  const params: unknown[] = []
  if (filter.pageTypeIds) {
    params.push(filter.pageTypeIds)
    where.push(`page_type_id in ${intsIn(`$${params.length}`)}`)
  }
  if (filter.slugs) {
    params.push(filter.slugs)
    where.push(`slug in ${textsIn(`$${params.length}`)}`)
  }
  if (filter.ids) {
    params.push(filter.ids)
    where.push(`id in ${intsIn(`$${params.length}`)}`)
  }
  return db.query<PageRow>(
    `select id, page_type_id, slug, title_en, title_ar, content_en, content_ar, metadata
       from pages where ${where.join(' and ')} order by id`,
    params,
  )
}

export async function slotsOfPages(db: Db, pageIds: readonly number[]): Promise<SlotRow[]> {
  if (pageIds.length === 0) return []
  return db.query<SlotRow>(
    `select id, page_id, slot, sort, label_en, label_ar, image_url, product_id, external_url,
            product_ids
       from page_slots where page_id in ${intsIn('$1')} order by page_id, sort, id`,
    [[...pageIds]],
  )
}
