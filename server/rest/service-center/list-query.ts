// Shared by the staff list routes: the query fields of a paged, searchable list, the answer
// {code, data, pagination, message} of spec 3 section 7, and the id of a record in the path.
import { z } from 'zod'
import type { PageInfo } from '../../service-center/staff-query.ts'
import { failWith, say, type RestContext } from '../http.ts'

export const searchField = z.string().max(100).optional().default('')
export const pageField = z.coerce.number().int().min(1).max(100_000).optional().default(1)
export const limitField = (fallback: number) =>
  z.coerce.number().int().min(1).max(50).optional().default(fallback)

export function paged<T>(
  c: RestContext,
  data: T,
  pagination: PageInfo & { next_url?: string | null; previous_url?: string | null },
  extra?: Record<string, unknown>,
) {
  return c.json({
    success: true,
    code: 200,
    message: '',
    data,
    pagination,
    ...(extra ? { extra } : {}),
  })
}

// A path id that is not a positive integer names nothing: 404, like another center's record.
export function idParam(c: RestContext, notFound: { en: string; ar: string }): number {
  const parsed = z.coerce.number().int().positive().max(2_147_483_647).safeParse(c.req.param('id'))
  return parsed.success ? parsed.data : failWith(404, say(c, notFound.en, notFound.ar))
}
