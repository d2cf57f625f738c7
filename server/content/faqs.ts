// The help page's questions and answers, in their order.
import type { Db } from '../db/database.ts'
import type { Row } from '../db/tables.ts'

export type Faq = Pick<
  Row<'faqs'>,
  'id' | 'question_en' | 'question_ar' | 'answer_en' | 'answer_ar'
>

export async function allFaqs(db: Db): Promise<Faq[]> {
  return db.query<Faq>(
    'select id, question_en, question_ar, answer_en, answer_ar from faqs order by sort, id',
  )
}
