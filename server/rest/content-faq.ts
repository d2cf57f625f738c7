// content/faq: the support page's questions and answers, in the asking language.
import { faq } from '#shared/contracts/rest/content.ts'
import type { AppDeps } from '../app-deps.ts'
import { allFaqs } from '../content/faqs.ts'
import { pick } from '../lib/language.ts'
import { ok } from './http.ts'
import { restRouter } from './rest-router.ts'

export function contentFaqRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  // The spec writes the path without its trailing slash; both are served.
  on(faq, async (c) => {
    const rows = await allFaqs(deps.db)
    const language = c.get('language')
    return ok(
      rows.map((row) => ({
        id: row.id,
        question: pick(language, row.question_en, row.question_ar),
        answer: pick(language, row.answer_en, row.answer_ar),
      })),
    )
  })
  return router
}
