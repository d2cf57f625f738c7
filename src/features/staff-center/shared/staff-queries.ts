// What each staff page reads, in one place: its screen reads it and its route's loader starts it
// while the page's code is on its way (decision 281). Each answer is kept on the device as
// before (kept-answers.ts, decision 175): the keys of the kept answers are unchanged.
import { pagesQuery, readQuery } from '../../../api/warm-read.ts'
import { loadAppointment, loadAppointments, loadCategories } from '../api/appointments.ts'
import { loadCustomers } from '../api/customers.ts'
import { loadEmployees } from '../api/employees.ts'
import { loadService, loadServices } from '../api/services.ts'
import { loadStock } from '../api/stock.ts'
import type { Page } from '../../../api/use-pages.ts'
import { rangeOf, type AppointmentSearch } from '../appointments/appointment-search.ts'
import type { StockSearch } from '../stocks/stock-search.ts'
import { keptPage, keptRecord } from './kept-answers.ts'

function keptList<T, E>(
  list: string,
  key: string,
  loadPage: (at: number, signal: AbortSignal) => Promise<Page<T, E>>,
) {
  return pagesQuery({ key: `staff:${list}:${key}`, loadPage: keptPage(list, key, loadPage) })
}

function kept<T>(record: string, key: string, load: (signal: AbortSignal) => Promise<T>) {
  return readQuery(`staff:${record}:${key}`, keptRecord(record, key, load))
}

export const customersList = (q: string) =>
  keptList('customers', q, (page, signal) => loadCustomers(q, page, signal))

export const employeesList = (q: string) =>
  keptList('employees', q, (page, signal) => loadEmployees(q, page, signal))

export function stockRead(search: StockSearch) {
  const { q, page = 1 } = search
  const key = JSON.stringify({ q, page })
  return kept('stock', key, (signal) => loadStock({ q, page }, signal))
}

export const serviceRead = (id: string) => kept('service', id, (signal) => loadService(id, signal))

export const appointmentRead = (id: string) =>
  kept('appointment', id, (signal) => loadAppointment(id, signal))

export const categoriesRead = () => kept('categories', '', loadCategories)

export function appointmentsList(search: AppointmentSearch) {
  const range = rangeOf(search)
  const query = {
    category: search.category,
    start: range.start,
    end: range.end,
    q: search.q,
    sort: search.sort,
  }
  return keptList('appointments', JSON.stringify(query), (page, signal) =>
    loadAppointments(query, page, signal),
  )
}

export function servicesList(search: AppointmentSearch) {
  const verified = search.is_verified
  const query = {
    q: search.q,
    is_verified:
      verified === undefined ? undefined : verified === 1 ? ('1' as const) : ('0' as const),
  }
  return keptList('services', JSON.stringify(query), (page, signal) =>
    loadServices(query, page, signal),
  )
}

/** /appointment's tab, as its screen chooses it: its loader starts what that tab reads. */
export const appointmentTab = (search: AppointmentSearch) => search.tab ?? 'APPOINTMENT'
