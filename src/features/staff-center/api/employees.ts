import * as employees from '#shared/contracts/rest/service-center/employees.ts'
import { callRest } from '../../../api/call-rest.ts'
import { pageOf } from './page-of.ts'
import type { Employee, Page } from './types.ts'

const EMPLOYEES_PAGE_SIZE = employees.EMPLOYEES_PAGE_SIZE

export async function loadEmployees(
  q: string,
  page: number,
  signal: AbortSignal,
): Promise<Page<Employee>> {
  const answer = await callRest(employees.loadEmployees, {
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
  const answer = await callRest(employees.createEmployee, { body: person })
  return { employee: answer.data, message: answer.message ?? '' }
}

export async function setEmployeeActive(
  id: number,
  isActive: boolean,
): Promise<{ employee: Employee; message: string }> {
  const answer = await callRest(employees.setEmployeeActive, {
    params: { id },
    body: { is_active: isActive },
  })
  return { employee: answer.data, message: answer.message ?? '' }
}
