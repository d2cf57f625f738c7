// content/faq: the support page's questions and answers, in the asking language.
import type { AppDeps } from '../app-deps.ts'
import { pick } from '../lib/language.ts'
import { createRouter, ok, type RestContext } from './http.ts'

export function contentFaqRoutes(deps: AppDeps) {
  const router = createRouter()
  const answer = async (c: RestContext) => {
    const rows = await deps.db.query<{
      id: number
      question_en: string
      question_ar: string
      answer_en: string
      answer_ar: string
    }>('select id, question_en, question_ar, answer_en, answer_ar from faqs order by sort, id')
    const language = c.get('language')
    return ok(
      c,
      rows.map((row) => ({
        id: row.id,
        question: pick(language, row.question_en, row.question_ar),
        answer: pick(language, row.answer_en, row.answer_ar),
      })),
    )
  }
  // The spec writes the path without its trailing slash.
  router.get('/faq', answer)
  router.get('/faq/', answer)
  return router
}
