// load-bills/: the center's services (list with totals, one service, deleting one still
// waiting for the customer's code). Staff of an active center only; another center's service
// answers 404.
import * as services from '#shared/contracts/rest/service-center/services.ts'
import type { AppDeps } from '../../app-deps.ts'
import { centerBill, deleteCenterBill, listCenterBills } from '../../service-center/center-bills.ts'
import { ok, say, type RestContext } from '../http.ts'
import { restRouter } from '../rest-router.ts'
import { pagedWith } from './list-query.ts'
import { byRules } from './rules.ts'
import { serviceCodeState } from '../../service-center/service-bills.ts'
import { msg } from '../../i18n/message.ts'

const notFound = msg('We could not find this service.')

export function billRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  on(services.loadServices, async (c, { query, who: staff }) => {
    const verified = query.is_verified
    const answer = await listCenterBills(
      db,
      staff.centerId,
      {
        isVerified:
          verified === '1' || verified === 'true'
            ? true
            : verified === '0' || verified === 'false'
              ? false
              : null,
        q: query.q,
      },
      { page: query.page, limit: query.limit },
      c.get('language'),
    )
    return pagedWith(answer.data, answer.pagination, answer.extra)
  })

  on(
    services.loadService,
    async (c, { params, who: staff }) =>
      byRules(c, async () => {
        const bill = await centerBill(db, staff.centerId, params.id, c.get('language'))
        const code = bill.is_verified
          ? null
          : await serviceCodeState(db, { id: bill.id, phone: bill.customer.mobile })
        return ok({ ...bill, code })
      }),
    { notFound },
  )

  const remove = (c: RestContext, centerId: number, id: number) =>
    byRules(c, async () => {
      await deleteCenterBill(db, centerId, id)
      return ok({ bill_id: id }, say(c, msg('The service was deleted.')))
    })

  on(services.deleteService, (c, { params, who: staff }) => remove(c, staff.centerId, params.id), {
    notFound,
  })

  // The spec's other form: the bill named in the body.
  on(services.deleteServiceNamed, (c, { body, who: staff }) =>
    remove(c, staff.centerId, body.bill_id),
  )

  return router
}
