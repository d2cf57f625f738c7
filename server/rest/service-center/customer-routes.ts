// load-customer-info/ and load-orders/: the customer a staff member serves.
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.ts'
import { couponGroups, couponLinesOf } from '../../service-center/coupon-orders.ts'
import {
  customerInfo,
  nameCustomer,
  recordLookup,
  requireCustomer,
} from '../../service-center/customers.ts'
import { createRouter, ok, say } from '../http.ts'
import { requireActiveStaff } from '../staff-guard.ts'
import { staffBody, staffQuery } from './validation.ts'
import { byRules, phoneField } from './rules.ts'

const lookup = z.object({ mobile_number: phoneField })
const naming = z.object({
  mobile_number: phoneField,
  first_name: z.string().trim().max(60).default(''),
  last_name: z.string().trim().max(60).default(''),
})

export function customerRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db } = deps

  router.get('/load-customer-info/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    const { mobile_number } = staffQuery(c, lookup)
    return byRules(c, async () => {
      const customer = await requireCustomer(db, mobile_number)
      await recordLookup(db, staff.centerId, customer.id)
      return ok(c, await customerInfo(db, customer, c.get('language')))
    })
  })

  router.post('/load-customer-info/', async (c) => {
    await requireActiveStaff(c, db)
    const body = await staffBody(c, naming)
    return byRules(c, async () => {
      const customer = await requireCustomer(db, body.mobile_number)
      const named = await nameCustomer(db, customer, {
        firstName: body.first_name,
        lastName: body.last_name,
      })
      return ok(
        c,
        await customerInfo(db, named, c.get('language')),
        say(c, 'The customer’s name was saved.', 'تم حفظ اسم العميل.'),
      )
    })
  })

  router.get('/load-orders/', async (c) => {
    await requireActiveStaff(c, db)
    const { mobile_number } = staffQuery(c, lookup)
    return byRules(c, async () => {
      const customer = await requireCustomer(db, mobile_number)
      const lines = await couponLinesOf(db, customer.id)
      return ok(c, await couponGroups(db, lines, c.get('language'), new Date()))
    })
  })

  return router
}
