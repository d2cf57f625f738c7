// The pieces every staff list shares: a WHERE clause built from optional filters with
// numbered parameters, the search (every word of `q` somewhere in text folded by search_fold,
// see migrations/0300-staff-lists.sql), pages, and Oman's local date and time.
import { searchWords } from '#shared/domain/search-text.ts'
import type { Db } from '../db/database.ts'

export interface Paging {
  page: number
  limit: number
}

export interface PageInfo {
  page: number
  pages: number
  count: number
  next: number | null
  previous: number | null
}

export function pageInfo(count: number, paging: Paging): PageInfo {
  const pages = Math.max(1, Math.ceil(count / paging.limit))
  return {
    page: paging.page,
    pages,
    count,
    next: paging.page < pages ? paging.page + 1 : null,
    previous: paging.page > 1 ? Math.min(paging.page - 1, pages) : null,
  }
}

export const offsetOf = (paging: Paging): number => (paging.page - 1) * paging.limit

// LIKE patterns, one per word; a phone typed with its plus, or in Arabic-Indic digits
// (searchWords reads them as Western ones), still matches the stored digits.
export function searchPatterns(q: string): string[] {
  return searchWords(q)
    .map((word) => word.replace(/^\+/, ''))
    .filter((word) => word !== '')
    .map((word) => `%${word.replace(/[\\%_]/g, (special) => `\\${special}`)}%`)
}

export interface SqlFilter {
  readonly params: unknown[]
  param(value: unknown): string
  and(clause: string): void
  /** `folded`: an SQL expression of text already folded (a search_norm column). */
  search(folded: string, q: string): void
  sql(): string
}

export function sqlFilter(): SqlFilter {
  const params: unknown[] = []
  const clauses: string[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  return {
    params,
    param,
    and: (clause) => void clauses.push(clause),
    search(folded, q) {
      const patterns = searchPatterns(q)
      if (patterns.length === 0) return
      clauses.push(
        `${folded} like all (select jsonb_array_elements_text(${param(patterns)}::jsonb))`,
      )
    },
    sql: () => (clauses.length > 0 ? clauses.join(' and ') : 'true'),
  }
}

/** The filter of a staff list: a center sees only its own rows (`column` holds their center). */
export function centerFilter(column: string, centerId: number): SqlFilter {
  const where = sqlFilter()
  where.and(`${column} = ${where.param(centerId)}`)
  return where
}

/** A page of a staff list as the REST answer carries it. */
export interface Page<T> {
  data: T[]
  pagination: PageInfo
}

/**
 * One page of a staff list and the pagination of all `where` keeps: `count` is the counting
 * query up to its WHERE (`select count(*)::int as count from …`), `select` the page's query
 * given its LIMIT and OFFSET clause.
 */
export async function pagedRows<R>(
  db: Db,
  where: SqlFilter,
  paging: Paging,
  count: string,
  select: (page: string) => string,
): Promise<{ rows: R[]; pagination: PageInfo }> {
  const total = await db.one<{ count: number }>(`${count} where ${where.sql()}`, where.params)
  const page = `limit ${where.param(paging.limit)} offset ${where.param(offsetOf(paging))}`
  const rows = await db.query<R>(select(page), where.params)
  return { rows, pagination: pageInfo(total?.count ?? 0, paging) }
}

// Oman keeps UTC+4 all year: dates and times shown to staff are the center's.
export function omanDateTime(at: Date | string): { date: string; time: string } {
  const local = new Date(new Date(at).getTime() + 4 * 3600_000).toISOString()
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}
