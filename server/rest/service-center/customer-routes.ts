// load-customer-info/ and load-orders/: the customer a staff member serves.
import * as customers from '#shared/contracts/rest/service-center/customers.ts'
import type { AppDeps } from '../../app-deps.ts'
import { couponGroups, couponLinesOf } from '../../service-center/coupon-orders.ts'
import {
  customerInfo,
  nameCustomer,
  recordLookup,
  requireCustomer,
} from '../../service-center/customers.ts'
import { ok, say } from '../http.ts'
import { restRouter } from '../rest-router.ts'
import { byRules } from './rules.ts'
import { msg } from '../../i18n/message.ts'

export function customerRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  on(customers.loadCustomerInfo, async (c, { query, who }) =>
    byRules(c, async () => {
      const customer = await requireCustomer(db, query.mobile_number)
      await recordLookup(db, who.centerId, customer.id)
      return ok(await customerInfo(db, customer, c.get('language')))
    }),
  )

  on(customers.nameCustomer, async (c, { body }) =>
    byRules(c, async () => {
      const customer = await requireCustomer(db, body.mobile_number)
      const named = await nameCustomer(db, customer, {
        firstName: body.first_name,
        lastName: body.last_name,
      })
      return ok(
        await customerInfo(db, named, c.get('language')),
        say(c, msg('The customer’s name was saved.')),
      )
    }),
  )

  on(customers.loadOrders, async (c, { query }) =>
    byRules(c, async () => {
      const customer = await requireCustomer(db, query.mobile_number)
      const lines = await couponLinesOf(db, customer.id)
      return ok(await couponGroups(db, lines, c.get('language'), new Date()))
    }),
  )

  return router
}
