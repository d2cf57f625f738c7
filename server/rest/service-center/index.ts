// service_center/*: the public center finder (finder.ts), and the staff area, where every call
// answers only to staff of an active center.
import type { AppDeps } from '../../app-deps.ts'
import { createRouter } from '../http.ts'
import { appointmentRoutes } from './appointments.ts'
import { billRoutes } from './bills.ts'
import { carRoutes } from './car-routes.ts'
import { centerCustomerRoutes } from './center-customers.ts'
import { customerBillRoutes } from './customer-bills.ts'
import { customerRoutes } from './customer-routes.ts'
import { employeeRoutes } from './employees.ts'
import { finderRoutes } from './finder.ts'
import { serviceRoutes } from './service-routes.ts'
import { stockRoutes } from './stock.ts'

export function serviceCenterRoutes(deps: AppDeps) {
  const router = createRouter()
  router.route('/', finderRoutes(deps))
  router.route('/', customerRoutes(deps))
  router.route('/', customerBillRoutes(deps))
  router.route('/', carRoutes(deps))
  router.route('/', serviceRoutes(deps))
  router.route('/', billRoutes(deps))
  router.route('/', appointmentRoutes(deps))
  router.route('/', stockRoutes(deps))
  router.route('/', employeeRoutes(deps))
  router.route('/', centerCustomerRoutes(deps))
  return router
}
