// The answers of the service_center calls this flow makes (spec 3, sections 3 and 7).
export interface CustomerCar {
  user_car_id: number
  car_name: string
  year: number
  model_id?: number
  brand_id?: number
  type_id?: number
}

export interface CustomerInfo {
  username: string
  mobile_number?: string
  first_name?: string
  last_name?: string
  full_name: string
  cars: CustomerCar[]
  is_coupon: boolean
}

export interface CouponLine {
  order_line_id: number
  order_name: string
  delivery_type: string
  quantity: number
  expired_at: string | null
}

export interface CouponGroup {
  category: { id: number; name: string; image: string }
  service_count: number
  orders: CouponLine[]
}

// What is sent to submit-service/ (one line id or several).
export type ServicePayload = {
  mobile_number: string
  order_line_id: number[]
  current_kilometer: number
  next_kilometer: number
  user_car_id: number
  is_coupon: boolean
  messaging_service: string | null
}
