// appointments/ and load-categories/: the center's appointments (filtered by category, date
// range, search; sorted by delivery date or expired first) and the categories to filter by.
import * as appointments from '#shared/contracts/rest/service-center/appointments.ts'
import type { AppDeps } from '../../app-deps.ts'
import {
  centerAppointment,
  centerCategories,
  listAppointments,
} from '../../service-center/appointments.ts'
import { ok } from '../http.ts'
import { restRouter } from '../rest-router.ts'
import { paged } from './list-query.ts'
import { byRules } from './rules.ts'
import { msg } from '../../i18n/message.ts'

const notFound = msg('We could not find this appointment.')

export function appointmentRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  on(appointments.loadAppointments, async (c, { query, who: staff }) => {
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
    return paged(answer.data, answer.pagination)
  })

  on(
    appointments.loadAppointment,
    async (c, { params, who: staff }) =>
      byRules(c, async () =>
        ok(await centerAppointment(db, staff.centerId, params.id, c.get('language'))),
      ),
    { notFound },
  )

  on(appointments.loadCategories, async (c, { who: staff }) =>
    ok(await centerCategories(db, staff.centerId, c.get('language'))),
  )

  return router
}
