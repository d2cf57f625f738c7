// The answers of the staff list calls (spec 3, sections 3 and 7; shapes of the reference
// backend's service_center group).
export interface Appointment {
  id: number
  delivery_date: string // YYYY-MM-DD
  product_name: string
  quantity: number
  fullname: string
  mobile: string
  category_id: number | null
  expired_at: string | null
}

export interface Category {
  id: number
  name: string
}

export interface ServiceSummary {
  id: number
  customer: { fullname: string; mobile: string }
  created_at: string // YYYY-MM-DD, the center's day
  created_time: string // HH:mm
  car: string | null
  is_verified: boolean
  total_charge_price: number
}

export interface ServiceTotals {
  total_charge_price: number
  total_verified_count: number
  total_count: number
}

export interface ServiceDetail extends ServiceSummary {
  current_kilometer: number
  next_kilometer: number
  items: { product: string; quantity: number; charge_price: number }[]
}

export interface StockRow {
  id: number
  product__name: string
  delivered: number
  sc_share: number
  hig_share: number
  services: number
  remain_stock: number
}

export interface Employee {
  id: number
  first_name: string
  last_name: string
  mobile_number: string
  number_of_bills: number
  is_active: boolean
  is_manager: boolean
}

export interface CenterCustomer {
  id: number
  full_name: string
  mobile_number: string
  number_of_services: number
  last_visit: string // YYYY-MM-DD
}

// One page of a list: its rows, the next page (null at the end) and how many pages there are.
export interface Page<T, E = undefined> {
  items: T[]
  page: number
  pages: number
  count: number
  next: number | null
  extra: E
}
