// service-center-employees/: the center's team, ten a page and searchable; adding someone by
// an Omani phone (+968 and eight digits); switching a member on or off. Another center's
// member answers 404.
import * as employees from '#shared/contracts/rest/service-center/employees.ts'
import type { AppDeps } from '../../app-deps.ts'
import { addEmployee, listEmployees, setEmployeeActive } from '../../service-center/employees.ts'
import { ok, say } from '../http.ts'
import { restRouter } from '../rest-router.ts'
import { paged } from './list-query.ts'
import { byRules } from './rules.ts'
import { msg } from '../../i18n/message.ts'

const notFound = msg('We could not find this employee.')

export function employeeRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  on(employees.loadEmployees, async (_c, { query, who: staff }) => {
    const answer = await listEmployees(db, staff.centerId, query.q, {
      page: query.page,
      limit: query.limit,
    })
    return paged(answer.data, answer.pagination)
  })

  on(employees.createEmployee, async (c, { body, who: staff }) =>
    byRules(c, async () => {
      const employee = await addEmployee(db, staff.centerId, {
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone_number,
      })
      return ok(employee, say(c, msg('Employee added.')))
    }),
  )

  on(
    employees.setEmployeeActive,
    async (c, { params, body, who: staff }) =>
      byRules(c, async () => {
        const employee = await setEmployeeActive(
          db,
          { centerId: staff.centerId, userId: staff.user.id },
          params.id,
          body.is_active,
        )
        return ok(employee, say(c, msg('Employee updated.')))
      }),
    { notFound },
  )

  return router
}
