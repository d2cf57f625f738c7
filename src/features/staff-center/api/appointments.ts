import * as appointments from '#shared/contracts/rest/service-center/appointments.ts'
import { callRest } from '../../../api/call-rest.ts'
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
  const answer = await callRest(appointments.loadAppointments, {
    query: { ...query, page },
    signal,
  })
  return pageOf(answer, undefined)
}

// The id as the page's address gives it: one that is not a number names no appointment (404).
export async function loadAppointment(id: string, signal: AbortSignal): Promise<Appointment> {
  const answer = await callRest(appointments.loadAppointment, {
    params: { id: Number(id) },
    signal,
  })
  return answer.data
}

export async function loadCategories(signal: AbortSignal): Promise<Category[]> {
  return (await callRest(appointments.loadCategories, { signal })).data
}
