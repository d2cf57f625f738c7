// The reasons a person can give when returning an item. Questions are kept per root
// category; a line's category may be any level, so its root is looked up first.
import type * as z from 'zod/mini'
import type { pollQuestion } from '#shared/contracts/rest/rates.ts'
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { pick } from '../lib/language.ts'

export async function rootCategoryOf(db: Db, categoryId: number): Promise<number | null> {
  const row = await db.one<{ id: number }>(
    `with recursive up as (
       select id, parent_id from categories where id = $1
       union all
       select c.id, c.parent_id from categories c join up on c.id = up.parent_id
     ) select id from up where parent_id is null limit 1`,
    [categoryId],
  )
  return row?.id ?? null
}

export type PollQuestion = z.output<typeof pollQuestion>

// Questions of the category's root, else the ones kept for every category.
export async function pollQuestions(
  db: Db,
  request: { categoryId: number | null; type: string },
  language: Language,
): Promise<PollQuestion[]> {
  const root = request.categoryId === null ? null : await rootCategoryOf(db, request.categoryId)
  const rows = await db.query<{
    id: number
    category_id: number | null
    type: string
    text_en: string
    text_ar: string
  }>(
    `select id, category_id, type, text_en, text_ar from poll_questions
      where type = $1 and (category_id = $2 or (category_id is null and not exists (
        select 1 from poll_questions where type = $1 and category_id = $2)))
      order by id`,
    [request.type, root],
  )
  return rows.map((row) => ({
    id: row.id,
    title: pick(language, row.text_en, row.text_ar),
    category_id: row.category_id,
    type: row.type,
  }))
}
