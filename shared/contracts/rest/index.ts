// Every REST route of the contract, in the groups of the spec (the first segment of the path).
import * as accounts from './accounts.ts'
import * as cars from './cars.ts'
import * as content from './content.ts'
import * as dev from './dev.ts'
import * as docs from './docs.ts'
import * as geocoding from './geocoding.ts'
import * as locations from './locations.ts'
import * as notification from './notification.ts'
import * as orders from './orders.ts'
import * as products from './products.ts'
import * as rates from './rates.ts'
import { isRoute, type RestRoute } from './route.ts'
import * as sellers from './sellers.ts'
import * as centerAppointments from './service-center/appointments.ts'
import * as centerCars from './service-center/cars.ts'
import * as customerBills from './service-center/customer-bills.ts'
import * as centerCustomers from './service-center/customers.ts'
import * as employees from './service-center/employees.ts'
import * as finder from './service-center/finder.ts'
import * as services from './service-center/services.ts'
import * as stock from './service-center/stock.ts'

const modules = [
  accounts,
  locations,
  geocoding,
  content,
  products,
  sellers,
  orders,
  rates,
  cars,
  notification,
  finder,
  customerBills,
  centerCustomers,
  centerCars,
  services,
  centerAppointments,
  stock,
  employees,
  docs,
  dev,
]

// A module's routes, and the routes of the sets it exports (the car catalog's lists).
const routesIn = (value: unknown): RestRoute[] =>
  isRoute(value)
    ? [value]
    : typeof value === 'object' && value
      ? Object.values(value).filter(isRoute)
      : []

export const restRoutes: readonly RestRoute[] = modules.flatMap((module) =>
  Object.values(module).flatMap(routesIn),
)

/** The spec's group of a route: accounts, locations, sellers, service_center… */
export function groupOf(route: RestRoute): string {
  const first = route.path.split('/')[0] ?? ''
  return first.endsWith('.json') ? 'docs' : first
}
