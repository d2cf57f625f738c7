import { restCall } from '../../../api/rest.ts'
import { pageOf } from './page-of.ts'
import type { Appointment, Category, Page } from './types.ts'

export interface AppointmentQuery {
  category?: number
  start: string
  end: string
  q?: string
  sort?: 'expired'
}

export async function loadAppointments(
  query: AppointmentQuery,
  page: number,
  signal: AbortSignal,
): Promise<Page<Appointment>> {
  const answer = await restCall<Appointment[]>('get', 'service_center/appointments/', {
    query: { ...query, page },
    signal,
  })
  return pageOf(answer, undefined)
}

export async function loadAppointment(id: string, signal: AbortSignal): Promise<Appointment> {
  const answer = await restCall<Appointment>(
    'get',
    `service_center/appointments/${encodeURIComponent(id)}/`,
    { signal },
  )
  return answer.data
}

export async function loadCategories(signal: AbortSignal): Promise<Category[]> {
  return (await restCall<Category[]>('get', 'service_center/load-categories/', { signal })).data
}
