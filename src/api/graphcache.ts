// The normalized cache of the commerce endpoint. Types without an id are embedded in their
// parent (key null); entities with an id are shared, so a product fetched by a listing is the
// same record a product detail reads (see the Query.product resolver).
//
// Products and variants are keyed by id and channel: their prices and stock are the channel's
// (Saleor's `channel` field), so switching store location never shows another channel's
// price. Attributes are embedded: a category's filter offers only the values its products
// carry, so the same attribute differs from one category to the next.
import { cacheExchange, type CacheExchangeOpts, type Data } from '@urql/exchange-graphcache'
import { relayPagination } from '@urql/exchange-graphcache/extras'

const embedded = () => null

const embeddedTypes = [
  'Money',
  'TaxedMoney',
  'TaxedMoneyRange',
  'MoneyRange',
  'ProductPricingInfo',
  'VariantPricingInfo',
  'PageInfo',
  'Image',
  'ProductCountableConnection',
  'ProductCountableEdge',
  'CategoryCountableConnection',
  'CategoryCountableEdge',
  'AttributeCountableConnection',
  'AttributeCountableEdge',
  'AttributeValueCountableConnection',
  'AttributeValueCountableEdge',
  'PageCountableConnection',
  'PageCountableEdge',
  'PageTypeCountableConnection',
  'PageTypeCountableEdge',
  'OrderCountableConnection',
  'OrderCountableEdge',
  'SelectedAttribute',
  'AssignedVariantAttribute',
  'MetadataItem',
  'CountryDisplay',
  'File',
  'ProductTranslation',
  'CategoryTranslation',
  'AttributeTranslation',
  'AttributeValueTranslation',
  'PageTranslation',
  'CheckoutError',
  'AccountError',
  'AccountUpdate',
  'CreateToken',
  'RefreshToken',
  'Attribute',
  // Checkout: answers of its mutations, and parts without an id of their own (shipping methods
  // and gateways are named in the asking language, so they stay with the checkout that read them).
  'CheckoutCreate',
  'CheckoutLinesAdd',
  'CheckoutLinesUpdate',
  'CheckoutLinesDelete',
  'CheckoutAddPromoCode',
  'CheckoutRemovePromoCode',
  'CheckoutShippingAddressUpdate',
  'CheckoutBillingAddressUpdate',
  'CheckoutDeliveryMethodUpdate',
  'CheckoutComplete',
  'PaymentGatewayInitialize',
  'PaymentGatewayInitializeError',
  'PaymentGatewayConfig',
  'PaymentGatewayConfigError',
  'PaymentGateway',
  'GatewayConfigLine',
  'ShippingMethod',
  'TransactionInitialize',
  'TransactionInitializeError',
  'TransactionProcess',
  'TransactionProcessError',
  'TransactionEvent',
] as const

// `${id}@${channel}` when the object says which channel it was read in.
function keyInChannel(data: Data): string | null {
  const id = data.id
  if (typeof id !== 'string' && typeof id !== 'number') return null
  return typeof data.channel === 'string' && data.channel !== ''
    ? `${id}@${data.channel}`
    : String(id)
}

const cacheConfig: CacheExchangeOpts = {
  keys: {
    ...Object.fromEntries(embeddedTypes.map((type) => [type, embedded])),
    Product: keyInChannel,
    ProductVariant: keyInChannel,
  },
  resolvers: {
    Query: {
      // A product the cache already holds (from a listing, a slider, a search) renders at once;
      // otherwise the answer stored for this very field, if any (null: not in this channel).
      product: (_parent, args, cache) => {
        if (typeof args.id !== 'string') return null
        const key = cache.keyOfEntity({
          __typename: 'Product',
          id: args.id,
          ...(typeof args.channel === 'string' ? { channel: args.channel } : {}),
        })
        if (key && cache.resolve(key, 'id') !== undefined) return key
        return cache.resolve('Query', 'product', args) as string | null | undefined
      },
      // Pages of one listing (same channel, filter and sort) join into one list as the person
      // scrolls.
      products: relayPagination(),
    },
  },
  updates: {},
}

// The normalized cache's exchange, loaded when the first operation needs it
// (src/api/commerce-cache.ts).
export function normalizedCache() {
  return cacheExchange(cacheConfig)
}
