// The normalized cache of the commerce endpoint. Types without an id are embedded in their
// parent (key null); entities with an id are shared, so a product fetched by a listing is the
// same record a product detail reads (see the Query.product resolver).
import { cacheExchange, type CacheExchangeOpts } from '@urql/exchange-graphcache'

const embedded = () => null

export const embeddedTypes = [
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
  'CreateToken',
  'RefreshToken',
] as const

export const cacheConfig: CacheExchangeOpts = {
  keys: Object.fromEntries(embeddedTypes.map((type) => [type, embedded])),
  resolvers: {},
  updates: {},
}

export function commerceCache() {
  return cacheExchange(cacheConfig)
}
