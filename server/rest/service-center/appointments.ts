// appointments/ and load-categories/: the center's appointments (filtered by category, date
// range, search; sorted by delivery date or expired first) and the categories to filter by.
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.ts'
import {
  centerAppointment,
  centerCategories,
  listAppointments,
} from '../../service-center/appointments.ts'
import { createRouter, ok } from '../http.ts'
import { requireActiveStaff } from '../staff-guard.ts'
import { staffQuery } from './validation.ts'
import { idParam, limitField, paged, pageField, searchField } from './list-query.ts'
import { byRules } from './rules.ts'

export const APPOINTMENTS_PAGE_SIZE = 20

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the YYYY-MM-DD form.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'This date does not exist.')

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value)

const listQuery = z
  .object({
    category: z.preprocess(emptyAsMissing, z.coerce.number().int().positive().optional()),
    start: z.preprocess(emptyAsMissing, day.optional()),
    end: z.preprocess(emptyAsMissing, day.optional()),
    q: searchField,
    sort: z.preprocess(emptyAsMissing, z.enum(['expired']).optional()),
    page: pageField,
    limit: limitField(APPOINTMENTS_PAGE_SIZE),
  })
  .refine((query) => !query.start || !query.end || query.start <= query.end, {
    message: 'The end date must be on or after the start date.',
    path: ['end'],
  })

const notFound = { en: 'This appointment was not found.', ar: 'لم يتم العثور على هذا الموعد.' }

export function appointmentRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db } = deps

  router.get('/appointments/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    const query = staffQuery(c, listQuery)
    const answer = await listAppointments(
      db,
      staff.centerId,
      {
        category: query.category ?? null,
        start: query.start ?? null,
        end: query.end ?? null,
        q: query.q,
        sort: query.sort ?? null,
      },
      { page: query.page, limit: query.limit },
      c.get('language'),
    )
    return paged(c, answer.data, answer.pagination)
  })

  router.get('/appointments/:id/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    const id = idParam(c, notFound)
    return byRules(c, async () =>
      ok(c, await centerAppointment(db, staff.centerId, id, c.get('language'))),
    )
  })

  router.get('/load-categories/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    return ok(c, await centerCategories(db, staff.centerId, c.get('language')))
  })

  return router
}
