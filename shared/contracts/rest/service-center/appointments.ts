// The center's appointments (filtered by category, date range and search; by delivery date or
// expired first) and the categories to filter by.
import * as z from 'zod/mini'
import { okAnswer, pagedAnswer } from '../answers.ts'
import { blankAsAbsent, day, id } from '../fields.ts'
import { routeGroup } from '../route-group.ts'
import { limit, page, search } from './staff-lists.ts'

const staff = routeGroup('service_center/', 'staff')

export const APPOINTMENTS_PAGE_SIZE = 20

export const appointment = z.object({
  id: z.number(),
  delivery_date: z.string(), // YYYY-MM-DD
  product_name: z.string(),
  quantity: z.number(),
  fullname: z.string(),
  mobile: z.string(),
  category_id: z.nullable(z.number()),
  expired_at: z.nullable(z.string()),
})

export const centerCategory = z.object({ id: z.number(), name: z.string() })

export const loadAppointments = staff.get('appointments/', {
  summary: 'The center’s appointments, by delivery date (sort=expired: expired first).',
  query: z
    .object({
      category: blankAsAbsent(id),
      start: blankAsAbsent(day),
      end: blankAsAbsent(day),
      q: search,
      sort: blankAsAbsent(z.enum(['expired'])),
      page,
      limit: limit(APPOINTMENTS_PAGE_SIZE),
    })
    .check(
      z.refine((query) => !query.start || !query.end || query.start <= query.end, {
        error: 'end_before_start',
        path: ['end'],
      }),
    ),
  answer: pagedAnswer(appointment),
})

export const loadAppointment = staff.get('appointments/:id/', {
  summary: 'One appointment of the center.',
  answer: okAnswer(appointment),
})

export const loadCategories = staff.get('load-categories/', {
  summary: 'The categories the center’s appointments can be filtered by.',
  answer: okAnswer(z.array(centerCategory)),
})
