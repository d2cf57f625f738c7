// Saleor's Order from the reference backend's rows. Prices include VAT: a price's gross is what
// the row holds and its net is that minus the row's tax. The wallet's share of an order is a
// gift card whose metadata says {"wallet":"wallet"}; the app reads it from giftCards. Other
// areas returning orders (checkout completion) can build them here too.
import type { Language } from '../../../lib/language.ts'
import { pick } from '../../../lib/language.ts'
import { metadataItems, money } from '../catalog/money.ts'
import { toGlobalId } from '../global-id.ts'
import { addressNode, type CountryNames } from '../address-node.ts'
import { addressValuesOf, type AddressJson } from '../../../addresses/address-json.ts'
import type { GiftCardRecord, OrderLineRecord, OrderRecord } from './orders-data.ts'

export interface OrderParts {
  lines: readonly OrderLineRecord[]
  giftCards: readonly GiftCardRecord[]
  countries: CountryNames
  language: Language
}

function taxed(gross: number, tax: number, currency: string) {
  return {
    __typename: 'TaxedMoney',
    gross: money(gross, currency),
    net: money(gross - tax, currency),
    tax: money(tax, currency),
    currency,
  }
}

// Orders keep a snapshot, not an address-book entry: its own id, never an address's.
function snapshotNode(
  address: Partial<AddressJson> | null,
  id: string,
  countries: CountryNames,
  language: Language,
) {
  if (!address) return null
  const values = addressValuesOf(address)
  return addressNode({ id, values, code: values.countryCode || 'OM', countries, language })
}

function lineNode(line: OrderLineRecord, currency: string, language: Language) {
  const quantity = line.quantity
  return {
    __typename: 'OrderLine',
    id: toGlobalId('OrderLine', line.id),
    productName: line.product_name_en,
    // The reference backend keeps both names: the "translation" is the asking language's.
    translatedProductName: pick(language, line.product_name_en, line.product_name_ar),
    quantity,
    thumbnail: () =>
      line.thumbnail_url
        ? { __typename: 'Image', url: line.thumbnail_url, alt: line.product_name_en }
        : null,
    unitDiscount: money(line.unit_discount, currency),
    undiscountedUnitPrice: taxed(line.undiscounted_unit_price, line.tax, currency),
    undiscountedTotalPrice: taxed(
      line.undiscounted_unit_price * quantity,
      line.tax * quantity,
      currency,
    ),
    totalPrice: taxed(line.unit_price * quantity, line.tax * quantity, currency),
  }
}

function giftCardNode(card: GiftCardRecord, currency: string) {
  return {
    __typename: 'GiftCard',
    id: toGlobalId('GiftCard', card.id),
    initialBalance: money(card.initial_balance, currency),
    currentBalance: money(card.current_balance, currency),
    metadata: metadataItems(card.metadata),
  }
}

export function orderNode(order: OrderRecord, parts: OrderParts) {
  const { currency } = order
  const lineTax = parts.lines.reduce((sum, line) => sum + line.tax * line.quantity, 0)
  return {
    __typename: 'Order',
    id: toGlobalId('Order', order.id),
    number: String(order.number),
    created: new Date(order.created_at).toISOString(),
    status: order.status,
    paymentStatus: order.charge_status,
    displayGrossPrices: order.display_gross_prices,
    undiscountedTotal: taxed(order.undiscounted_total, lineTax, currency),
    subtotal: taxed(order.subtotal, lineTax, currency),
    shippingPrice: taxed(order.shipping_price, 0, currency),
    total: taxed(order.total, order.tax, currency),
    totalCharged: money(order.total_charged, currency),
    giftCards: parts.giftCards.map((card) => giftCardNode(card, currency)),
    shippingAddress: snapshotNode(
      order.shipping_address,
      `order-${order.id}-shipping`,
      parts.countries,
      parts.language,
    ),
    billingAddress: snapshotNode(
      order.billing_address,
      `order-${order.id}-billing`,
      parts.countries,
      parts.language,
    ),
    lines: parts.lines.map((line) => lineNode(line, currency, parts.language)),
  }
}
