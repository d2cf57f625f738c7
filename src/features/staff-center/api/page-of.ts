import type { RestAnswer } from '../../../api/rest.ts'
import type { Page } from './types.ts'

// A REST answer {data, pagination} as a Page; a missing pagination means everything came.
export function pageOf<T, E = undefined>(answer: RestAnswer<T[]>, extra: E): Page<T, E> {
  const pagination = answer.pagination ?? {}
  const page = pagination.page ?? 1
  const next = typeof pagination.next === 'number' ? pagination.next : null
  return {
    items: answer.data,
    page,
    pages: pagination.pages ?? page,
    count: pagination.count ?? answer.data.length,
    next,
    extra,
  }
}
