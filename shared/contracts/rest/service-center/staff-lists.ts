// The query fields every paged, searchable staff list shares (spec 3 section 7).
import * as z from 'zod/mini'
import { page, pageSize, trimmed } from '../fields.ts'

const STAFF_PAGE_LIMIT = 50

export const search = z._default(trimmed(100), '')
export { page }
export const limit = (fallback: number) => pageSize(STAFF_PAGE_LIMIT, fallback)
