// service-center-employees/: the center's team, ten a page and searchable; adding someone by
// an Omani phone (+968 and eight digits); switching a member on or off. Another center's
// member answers 404.
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.ts'
import {
  addEmployee,
  EMPLOYEE_PAGE_SIZE,
  listEmployees,
  setEmployeeActive,
} from '../../service-center/employees.ts'
import { normalisePhone } from '../../service-center/phone.ts'
import { createRouter, ok, say } from '../http.ts'
import { requireActiveStaff } from '../staff-guard.ts'
import { staffBody, staffQuery } from './validation.ts'
import { idParam, limitField, paged, pageField, searchField } from './list-query.ts'
import { byRules } from './rules.ts'

const listQuery = z.object({
  q: searchField,
  page: pageField,
  limit: limitField(EMPLOYEE_PAGE_SIZE),
})

const name = z.string().trim().min(1, 'This field is required.').max(60)

const newEmployee = z.object({
  first_name: name,
  last_name: name,
  phone_number: z
    .string()
    .transform(normalisePhone)
    .refine((value) => /^968\d{8}$/.test(value), 'Enter +968 and the 8-digit mobile number.'),
})

const change = z.object({ is_active: z.boolean() })

const notFound = { en: 'This employee was not found.', ar: 'لم يتم العثور على هذا الموظف.' }

export function employeeRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db } = deps

  router.get('/service-center-employees/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    const query = staffQuery(c, listQuery)
    const answer = await listEmployees(db, staff.centerId, query.q, {
      page: query.page,
      limit: query.limit,
    })
    return paged(c, answer.data, answer.pagination)
  })

  router.post('/service-center-employees/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    const body = await staffBody(c, newEmployee)
    return byRules(c, async () => {
      const employee = await addEmployee(db, staff.centerId, {
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone_number,
      })
      return ok(c, employee, say(c, 'employee created successfully', 'تمت إضافة الموظف بنجاح'))
    })
  })

  router.patch('/service-center-employees/:id/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    const id = idParam(c, notFound)
    const body = await staffBody(c, change)
    return byRules(c, async () => {
      const employee = await setEmployeeActive(
        db,
        { centerId: staff.centerId, userId: staff.user.id },
        id,
        body.is_active,
      )
      return ok(c, employee, say(c, 'employee updated successfully', 'تم تحديث الموظف بنجاح'))
    })
  })

  return router
}
