// The customer's bills (service_center/user-bills/, bill-factor/) and rating one (rates/rate/).
import type * as z from 'zod/mini'
import { rate } from '#shared/contracts/rest/rates.ts'
import {
  billFactor,
  userBills,
  type bill,
} from '#shared/contracts/rest/service-center/customer-bills.ts'
import { callRest } from '../../../api/call-rest.ts'
import { readQuery } from '../../../api/warm-read.ts'

export type Bill = z.output<typeof bill>

export async function fetchBills(): Promise<Bill[]> {
  return (await callRest(userBills)).data
}

export async function fetchBill(token: string): Promise<Bill> {
  return (await callRest(billFactor, { query: { code: token } })).data
}

// What /factors and /p/$id read, started by their routes' loaders (decision 281).
export const billsRead = () => readQuery('account:bills', fetchBills)
export const billRead = (token: string) =>
  readQuery(`account:bill:${token}`, () => fetchBill(token))

export async function rateBill(rating: { token: string; rate: number; items: number[] }) {
  return callRest(rate, { body: rating })
}
