// Everything the seed writes, table by table, in an order that satisfies the foreign keys.
import type * as R from './rows.ts'

export interface SeedTables {
  countries: R.CountryRow[]
  channels: R.ChannelRow[]
  provinces: R.ProvinceRow[]
  cities: R.CityRow[]
  regions: R.RegionRow[]
  users: R.UserRow[]
  categories: R.CategoryRow[]
  attributes: R.AttributeRow[]
  attribute_values: R.AttributeValueRow[]
  category_attributes: R.CategoryAttributeRow[]
  products: R.ProductRow[]
  product_attribute_values: R.ProductAttributeValueRow[]
  product_variants: R.VariantRow[]
  variant_listings: R.ListingRow[]
  page_types: R.PageTypeRow[]
  pages: R.PageRow[]
  page_slots: R.PageSlotRow[]
  faqs: R.FaqRow[]
  addresses: R.AddressRow[]
  shipping_methods: R.ShippingMethodRow[]
  payment_gateways: R.PaymentGatewayRow[]
  vouchers: R.VoucherRow[]
  car_types: R.CarTypeRow[]
  car_brands: R.CarBrandRow[]
  car_models: R.CarModelRow[]
  user_cars: R.UserCarRow[]
  service_center_types: R.CenterTypeRow[]
  service_centers: R.CenterRow[]
  center_employees: R.CenterEmployeeRow[]
  orders: R.OrderRow[]
  order_lines: R.OrderLineRow[]
  gift_cards: R.GiftCardRow[]
  voucher_customers: R.VoucherCustomerRow[]
  poll_questions: R.PollQuestionRow[]
  returns: R.ReturnRow[]
  wallets: R.WalletRow[]
  wallet_transactions: R.WalletTransactionRow[]
  bills: R.BillRow[]
  bill_items: R.BillItemRow[]
  appointments: R.AppointmentRow[]
  center_stock: R.CenterStockRow[]
  notifications: R.NotificationRow[]
}

export type TableName = keyof SeedTables

export const tableOrder: readonly TableName[] = [
  'countries',
  'channels',
  'provinces',
  'cities',
  'regions',
  'users',
  'categories',
  'attributes',
  'attribute_values',
  'category_attributes',
  'products',
  'product_attribute_values',
  'product_variants',
  'variant_listings',
  'page_types',
  'pages',
  'page_slots',
  'faqs',
  'addresses',
  'shipping_methods',
  'payment_gateways',
  'vouchers',
  'car_types',
  'car_brands',
  'car_models',
  'user_cars',
  'service_center_types',
  'service_centers',
  'center_employees',
  'orders',
  'order_lines',
  'gift_cards',
  'voucher_customers',
  'poll_questions',
  'returns',
  'wallets',
  'wallet_transactions',
  'bills',
  'bill_items',
  'appointments',
  'center_stock',
  'notifications',
]

export function emptyTables(): SeedTables {
  const tables = {} as Record<TableName, unknown[]>
  for (const name of tableOrder) tables[name] = []
  return tables as unknown as SeedTables
}
