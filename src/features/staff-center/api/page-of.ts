import type * as z from 'zod/mini'
import type { pagination } from '#shared/contracts/rest/answers.ts'
import type { Page } from './types.ts'

// A REST answer {data, pagination} as a Page.
export function pageOf<T, E = undefined>(
  answer: { data: T[]; pagination: z.output<typeof pagination> },
  extra: E,
): Page<T, E> {
  const { page, pages, count, next } = answer.pagination
  return { items: answer.data, page, pages, count, next, extra }
}
