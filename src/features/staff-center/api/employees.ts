import { restCall } from '../../../api/rest.ts'
import { pageOf } from './page-of.ts'
import type { Employee, Page } from './types.ts'

export const EMPLOYEES_PAGE_SIZE = 10

export async function loadEmployees(
  q: string,
  page: number,
  signal: AbortSignal,
): Promise<Page<Employee>> {
  const answer = await restCall<Employee[]>('get', 'service_center/service-center-employees/', {
    query: { q, page, limit: EMPLOYEES_PAGE_SIZE },
    signal,
  })
  return pageOf(answer, undefined)
}

export async function createEmployee(person: {
  first_name: string
  last_name: string
  phone_number: string
}): Promise<{ employee: Employee; message: string }> {
  const answer = await restCall<Employee>('post', 'service_center/service-center-employees/', {
    json: person,
  })
  return { employee: answer.data, message: answer.message ?? '' }
}

export async function setEmployeeActive(
  id: number,
  isActive: boolean,
): Promise<{ employee: Employee; message: string }> {
  const answer = await restCall<Employee>(
    'patch',
    `service_center/service-center-employees/${id}/`,
    { json: { is_active: isActive } },
  )
  return { employee: answer.data, message: answer.message ?? '' }
}
