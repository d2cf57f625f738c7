// The customer's bills (service_center/user-bills/, bill-factor/) and rating one (rates/rate/).
import { restCall } from '../../../api/rest.ts'

export interface BillItem {
  name: string
  quantity: number
  suggest_usage_limit: { usage_limit_type: string; usage_limit: number }
}

export interface Bill {
  id: number
  token: string
  is_rated: boolean
  rate: number | null
  rate_items: number[]
  service_center_name: string
  date: string
  time: string
  current_killometer: number
  car_name: string | null
  items: BillItem[]
}

export async function fetchBills(): Promise<Bill[]> {
  return (await restCall<Bill[]>('get', 'service_center/user-bills/')).data
}

export async function fetchBill(token: string): Promise<Bill> {
  return (await restCall<Bill>('get', 'service_center/bill-factor/', { query: { code: token } }))
    .data
}

export async function rateBill(rating: { token: string; rate: number; items: number[] }) {
  return restCall<Bill>('post', 'rates/rate/', { json: rating })
}
