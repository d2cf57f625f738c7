// The answer {code, data, pagination, message} of the staff lists (spec 3 section 7), with
// their totals in `extra` where a list has them.
import type { PageInfo } from '../../service-center/staff-query.ts'
import { reply } from '../http.ts'

type Pagination = PageInfo & { next_url?: string | null; previous_url?: string | null }

export function paged<T>(data: T, pagination: Pagination) {
  return reply({ success: true, code: 200, message: '', data, pagination })
}

export function pagedWith<T, E>(data: T, pagination: Pagination, extra: E) {
  return reply({ success: true, code: 200, message: '', data, pagination, extra })
}
