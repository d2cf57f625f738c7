// service-center-employees/: the center's team, ten a page and searchable; adding someone by an
// Omani phone (+968 and eight digits); switching a member on or off.
import * as z from 'zod/mini'
import { okAnswer, pagedAnswer } from '../answers.ts'
import { filled, text } from '../fields.ts'
import { normalizePhone } from '../../../domain/phone-rules.ts'
import { routeGroup } from '../route-group.ts'
import { limit, page, search } from './staff-lists.ts'

const staff = routeGroup('service_center/', 'staff')

export const EMPLOYEES_PAGE_SIZE = 10

export const employee = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  mobile_number: z.string(),
  number_of_bills: z.number(),
  is_active: z.boolean(),
  is_manager: z.boolean(),
})

export const loadEmployees = staff.get('service-center-employees/', {
  summary: 'The center’s team, ten a page, searchable by name or phone.',
  query: z.object({ q: search, page, limit: limit(EMPLOYEES_PAGE_SIZE) }),
  answer: pagedAnswer(employee),
})

export const createEmployee = staff.post('service-center-employees/', {
  summary: 'Adds someone to the team by an Omani phone (+968 and eight digits).',
  body: z.object({
    first_name: filled(60),
    last_name: filled(60),
    phone_number: z.pipe(
      z.pipe(text(30), z.transform(normalizePhone)),
      z.string().check(z.regex(/^968\d{8}$/, { error: 'oman_mobile' })),
    ),
  }),
  answer: okAnswer(employee),
})

export const setEmployeeActive = staff.patch('service-center-employees/:id/', {
  summary: 'Switches a member of the team on or off.',
  body: z.object({ is_active: z.boolean() }),
  answer: okAnswer(employee),
})
