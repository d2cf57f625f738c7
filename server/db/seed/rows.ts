// The rows the seed writes, one type per table (server/db/tables.ts). Ids are set
// by the seed (and the sequences moved past them afterwards) so rows can point at each other
// before anything reaches the database. Timestamps are ISO strings, money is baisa.
import type { AddressJson } from '../../addresses/address-json.ts'
import type { Row, TableName } from '../tables.ts'

export type { AddressRow } from '../../addresses/address-book.ts'

type Iso<V> = [V] extends [Date] ? string : [V] extends [Date | null] ? string | null : V

/**
 * A table's row as the seed writes it: timestamps as ISO strings, `Narrow` the columns the seed
 * knows more precisely, `Omitted` those it leaves to their defaults.
 */
type Seeded<
  T extends TableName,
  Narrow extends object = object,
  Omitted extends keyof Row<T> = never,
> = Omit<{ [K in keyof Row<T>]: Iso<Row<T>[K]> }, keyof Narrow | Omitted> & Narrow

export type CountryRow = Seeded<'countries'>
export type ChannelRow = Seeded<'channels'>
export type ProvinceRow = Seeded<'provinces', { channel_id: number }>
export type CityRow = Seeded<'cities'>
export type RegionRow = Seeded<'regions', { latitude: number; longitude: number }>
export type UserRow = Seeded<
  'users',
  { city_id: number },
  | 'nid'
  | 'credit_card'
  | 'default_shipping_address_id'
  | 'default_billing_address_id'
  | 'search_norm'
>
export type CategoryRow = Seeded<'categories'>
export type AttributeRow = Seeded<'attributes'>
export type AttributeValueRow = Seeded<
  'attribute_values',
  { rich_text: Record<string, unknown> | null },
  'rich_text_ar'
>
export type CategoryAttributeRow = Seeded<'category_attributes'>
export type ProductRow = Seeded<
  'products',
  { visible_discount_type: 'fixed' | 'percentage' },
  'search_norm'
>
export type ProductAttributeValueRow = Seeded<'product_attribute_values'>
export type VariantRow = Seeded<'product_variants'>
export type ListingRow = Seeded<
  'variant_listings',
  { discount_kind: 'none' | 'fixed' | 'percentage' },
  'payable'
>
export type PageTypeRow = Seeded<'page_types'>
export type PageRow = Seeded<'pages'>
export type PageSlotRow = Seeded<'page_slots'>
export type FaqRow = Seeded<'faqs'>
export type ShippingMethodRow = Seeded<'shipping_methods', { image_url: string }>
export type PaymentGatewayRow = Seeded<'payment_gateways', { logo_url: string }>
export type VoucherRow = Seeded<'vouchers', { kind: 'percentage' | 'fixed' }>
export type VoucherCustomerRow = Seeded<'voucher_customers'>
export type OrderRow = Seeded<
  'orders',
  { shipping_address: AddressJson | null; billing_address: AddressJson | null },
  'checkout_id' | 'shipping_method_id'
>
export type OrderLineRow = Seeded<'order_lines'>
export type GiftCardRow = Seeded<'gift_cards', { order_id: number }>
export type PollQuestionRow = Seeded<'poll_questions'>
export type ReturnRow = Seeded<'returns', { status: 'requested' | 'verified' }>
export type WalletRow = Seeded<'wallets'>
export type WalletTransactionRow = Seeded<
  'wallet_transactions',
  { type: 'CHARGE' | 'PAYMENT' | 'REFUND' }
>
export type CarTypeRow = Seeded<'car_types'>
export type CarBrandRow = Seeded<'car_brands'>
export type CarModelRow = Seeded<'car_models'>
export type UserCarRow = Seeded<'user_cars'>
export type CenterTypeRow = Seeded<'service_center_types'>
export type CenterRow = Seeded<'service_centers', { manager_user_id: number; rate_value: number }>
export type CenterEmployeeRow = Seeded<'center_employees'>
export type BillRow = Seeded<'bills', { employee_user_id: number }>
export type BillItemRow = Seeded<'bill_items', { usage_limit_type: 'km' | 'day' }>
export type AppointmentRow = Seeded<
  'appointments',
  { customer_id: number; order_line_id: number; category_id: number },
  'search_norm'
>
export type CenterStockRow = Seeded<'center_stock'>
export type NotificationRow = Seeded<'notifications'>
