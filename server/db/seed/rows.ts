// The rows the seed writes, one interface per table of migrations/0001-core.sql. Ids are set
// by the seed (and the sequences moved past them afterwards) so rows can point at each other
// before anything reaches the database. Timestamps are ISO strings, money is baisa.

import type { AddressJson } from '../../addresses/address-json.ts'

export type { AddressRow } from '../../addresses/address-book.ts'

type Json = Record<string, unknown>

export interface CountryRow {
  id: number
  code: string
  name_en: string
  name_ar: string
  phone_code: string
  phone_digits: number
}
export interface ChannelRow {
  id: number
  slug: string
  name: string
  currency_code: string
  country_code: string
  is_active: boolean
}
export interface ProvinceRow {
  id: number
  country_id: number
  slug: string
  name_en: string
  name_ar: string
  channel_id: number
}
export interface CityRow {
  id: number
  province_id: number
  slug: string
  name_en: string
  name_ar: string
  latitude: number
  longitude: number
}
export interface RegionRow {
  id: number
  city_id: number
  name_en: string
  name_ar: string
  latitude: number
  longitude: number
}
export interface UserRow {
  id: number
  phone: string
  country_code: string
  first_name: string
  last_name: string
  email: string
  city_id: number
  is_active: boolean
  is_admin: boolean
  created_at: string
}
export interface CategoryRow {
  id: number
  parent_id: number | null
  slug: string
  name_en: string
  name_ar: string
  level: number
  priority: number
  background_color: string
  metadata: Json
}
export interface AttributeRow {
  id: number
  slug: string
  name_en: string
  name_ar: string
  input_type: string
  metadata: Json
}
export interface AttributeValueRow {
  id: number
  attribute_id: number
  slug: string
  name_en: string
  name_ar: string
  rich_text: Json | null
}
export interface CategoryAttributeRow {
  category_id: number
  attribute_id: number
}
export interface ProductRow {
  id: number
  slug: string
  category_id: number
  name_en: string
  name_ar: string
  description_en: string
  description_ar: string
  rating: number
  visible_discount_type: 'fixed' | 'percentage'
  image_hue: number
  metadata: Json
  created_at: string
  search_text: string
}
export interface ProductAttributeValueRow {
  product_id: number
  value_id: number
}
export interface VariantRow {
  id: number
  product_id: number
  sku: string
  name: string
}
export interface ListingRow {
  variant_id: number
  channel_id: number
  price: number
  discount_kind: 'none' | 'fixed' | 'percentage'
  discount_value: number
  quantity: number
}
export interface PageTypeRow {
  id: number
  slug: string
  name: string
}
export interface PageRow {
  id: number
  page_type_id: number
  slug: string
  title_en: string
  title_ar: string
  content_en: Json | null
  content_ar: Json | null
  is_published: boolean
  metadata: Json
}
export interface PageSlotRow {
  id: number
  page_id: number
  slot: string
  sort: number
  label_en: string
  label_ar: string
  image_url: string | null
  product_id: number | null
  external_url: string | null
  product_ids: number[]
}
export interface FaqRow {
  id: number
  sort: number
  question_en: string
  question_ar: string
  answer_en: string
  answer_ar: string
}
export interface ShippingMethodRow {
  id: number
  name_en: string
  name_ar: string
  price: number
  image_url: string
  is_working: boolean
  metadata: Json
}
export interface PaymentGatewayRow {
  id: string
  name: string
  name_ar: string
  logo_url: string
  fee_percentage: number
  wallet_chargeable: boolean
  sort: number
}
export interface VoucherRow {
  code: string
  name: string
  kind: 'percentage' | 'fixed'
  value: number
  min_amount: number
  valid_until: string | null
  is_active: boolean
}
export interface OrderRow {
  id: number
  number: number
  user_id: number
  channel_id: number
  status: string
  charge_status: string
  display_gross_prices: boolean
  undiscounted_total: number
  subtotal: number
  shipping_price: number
  tax: number
  total: number
  total_charged: number
  voucher_code: string | null
  shipping_address: AddressJson | null
  billing_address: AddressJson | null
  metadata: Json
  created_at: string
}
export interface OrderLineRow {
  id: number
  order_id: number
  variant_id: number | null
  product_id: number | null
  category_id: number | null
  product_name_en: string
  product_name_ar: string
  quantity: number
  quantity_used: number
  quantity_returned: number
  undiscounted_unit_price: number
  unit_price: number
  unit_discount: number
  tax: number
  thumbnail_url: string | null
  is_service: boolean
  delivery_type: string
  expired_at: string | null
}
export interface GiftCardRow {
  id: number
  code: string
  order_id: number
  initial_balance: number
  current_balance: number
  metadata: Json
}
export interface PollQuestionRow {
  id: number
  category_id: number | null
  type: string
  text_en: string
  text_ar: string
}
export interface ReturnRow {
  id: number
  order_line_id: number
  user_id: number
  quantity: number
  poll_id: number | null
  status: 'requested' | 'verified'
  created_at: string
  verified_at: string | null
}
export interface WalletRow {
  id: number
  user_id: number
  balance: number
}
export interface WalletTransactionRow {
  id: number
  wallet_id: number
  changed_amount: number
  balance: number
  type: 'CHARGE' | 'PAYMENT' | 'REFUND'
  reason: string
  description_en: string
  description_ar: string
  gateway_id: string | null
  created_at: string
}
export interface CarTypeRow {
  id: number
  slug: string
  name_en: string
  name_ar: string
}
export interface CarBrandRow {
  id: number
  type_id: number
  name_en: string
  name_ar: string
}
export interface CarModelRow {
  id: number
  brand_id: number
  name_en: string
  name_ar: string
}
export interface UserCarRow {
  id: number
  user_id: number
  model_id: number
  year: number
  created_at: string
}
export interface CenterTypeRow {
  id: number
  name_en: string
  name_ar: string
}
export interface CenterRow {
  id: number
  type_id: number
  city_id: number
  name_en: string
  name_ar: string
  region: string
  region_ar: string
  address: string
  address_ar: string
  latitude: number
  longitude: number
  manager_user_id: number
  is_active: boolean
  rate_value: number
  rate_count: number
}
export interface CenterEmployeeRow {
  id: number
  center_id: number
  user_id: number
  is_active: boolean
  is_manager: boolean
  created_at: string
}
export interface BillRow {
  id: number
  center_id: number
  customer_id: number
  user_car_id: number | null
  employee_user_id: number
  current_kilometer: number
  next_kilometer: number
  is_coupon: boolean
  is_verified: boolean
  verified_at: string | null
  token: string
  rate: number | null
  rate_items: number[] | null
  rated_at: string | null
  messaging_service: string
  created_at: string
}
export interface BillItemRow {
  id: number
  bill_id: number
  order_line_id: number | null
  product_name_en: string
  product_name_ar: string
  quantity: number
  charge_price: number
  usage_limit_type: 'km' | 'day'
  usage_limit: number
}
export interface AppointmentRow {
  id: number
  center_id: number
  customer_id: number
  order_line_id: number
  category_id: number
  product_name_en: string
  product_name_ar: string
  quantity: number
  customer_name: string
  customer_phone: string
  delivery_date: string
  expired_at: string | null
  created_at: string
}
export interface CenterStockRow {
  id: number
  center_id: number
  product_id: number
  delivered: number
  sc_share: number
  hig_share: number
  services: number
}
export interface NotificationRow {
  id: number
  user_id: number
  subject: string
  message: string
  image: string | null
  link: string | null
  site: string
  send_time: string
  expires_at: string | null
  seen: boolean
}
