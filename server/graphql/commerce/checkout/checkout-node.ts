// Saleor's Checkout from a checkout's state. Money comes from the rules' recomputation
// (server/checkout/checkout-money.ts), products and variants are the catalog's objects in the
// checkout's channel. Addresses are the checkout's own snapshots, with ids of their own so a
// normalized cache never mixes them with the address book.
import { pick } from '../../../lib/language.ts'
import { addressValuesOf, type AddressJson } from '../../../addresses/address-json.ts'
import type { CheckoutState, ShippingMethodRow } from '../../../checkout/checkout-state.ts'
import { shippingMethods } from '../../../checkout/checkout-state.ts'
import { paidByGateways } from '../../../checkout/checkout-payments.ts'
import { paymentGateways } from '../../../payments/index.ts'
import type { GraphQLContext } from '../../context.ts'
import { metadataItems, money, taxedMoney } from '../catalog/money.ts'
import { productNode, variantNode } from '../catalog/product-node.ts'
import { productsByIds } from '../../../catalog/products.ts'
import { toGlobalId } from '../global-id.ts'
import { contactAddressNode, countryNames, type CountryNames } from '../address-node.ts'
import { msg } from '../../../i18n/message.ts'
import { translate } from '../../../i18n/translate.ts'

const checkoutGlobalId = (id: string) => toGlobalId('Checkout', id)

function addressNode(
  ctx: GraphQLContext,
  json: AddressJson | null,
  id: string,
  countries: CountryNames,
) {
  if (!json) return null
  const values = addressValuesOf(json)
  const code = values.countryCode || 'OM'
  return contactAddressNode({ id, values, code, countries, language: ctx.language })
}

function shippingMethodNode(ctx: GraphQLContext, method: ShippingMethodRow, currency: string) {
  return {
    __typename: 'ShippingMethod',
    id: toGlobalId('ShippingMethod', method.id),
    name: pick(ctx.language, method.name_en, method.name_ar),
    active: method.is_working,
    message: method.is_working
      ? null
      : translate(ctx.language, msg('Not available at the moment.')),
    price: money(method.price, currency),
    metadata: metadataItems({
      ...method.metadata,
      ...(method.image_url ? { image: method.image_url } : {}),
      working: String(method.is_working),
    }),
  }
}

async function paymentGatewayNodes(ctx: GraphQLContext, currency: string) {
  const rows = await paymentGateways(ctx.db, { devGateway: ctx.config.devPaymentGateway })
  return rows.map((row) => ({
    __typename: 'PaymentGateway',
    id: row.id,
    name: pick(ctx.language, row.name, row.name_ar || row.name),
    currencies: [currency],
    config: [
      { __typename: 'GatewayConfigLine', field: 'logo', value: row.logo_url },
      {
        __typename: 'GatewayConfigLine',
        field: 'fee_percentage',
        value: String(row.fee_percentage),
      },
    ],
  }))
}

async function lineNodes(ctx: GraphQLContext, state: CheckoutState) {
  const { channel } = state
  const currency = channel.currency_code
  // The lines carry their variants' listings in the channel: only the products are read.
  const products = await productsByIds(ctx.db, [
    ...new Set(state.lines.map((line) => line.product_id)),
  ])
  const productOf = new Map(products.map((row) => [row.id, row]))
  let priced = 0
  return state.lines.map((line) => {
    const amounts = line.listing ? state.money.lines[priced++] : undefined
    const product = productOf.get(line.product_id)
    const unit = amounts?.unitPrice ?? 0
    const undiscounted = amounts?.undiscountedUnitPrice ?? 0
    return {
      __typename: 'CheckoutLine',
      id: toGlobalId('CheckoutLine', line.id),
      quantity: line.quantity,
      undiscountedUnitPrice: money(undiscounted, currency),
      undiscountedTotalPrice: money(undiscounted * line.quantity, currency),
      unitPrice: taxedMoney(unit, currency),
      totalPrice: taxedMoney(unit * line.quantity, currency),
      variant: {
        ...(line.listing
          ? variantNode(
              {
                variant_id: line.variant_id,
                product_id: line.product_id,
                sku: line.sku,
                name: line.name,
                ...line.listing,
              },
              channel,
            )
          : {
              __typename: 'ProductVariant',
              id: toGlobalId('ProductVariant', line.variant_id),
              name: '',
              sku: '',
              channel: channel.slug,
              quantityAvailable: 0,
            }),
        product: product ? productNode(ctx, product, channel) : null,
      },
    }
  })
}

export function checkoutNode(ctx: GraphQLContext, state: CheckoutState) {
  const { row, channel, money: totals } = state
  const currency = channel.currency_code
  const countries = () => countryNames(ctx.db)
  return {
    __typename: 'Checkout',
    id: checkoutGlobalId(row.id),
    quantity: state.lines.reduce((sum, line) => sum + line.quantity, 0),
    voucherCode: state.voucher?.code ?? null,
    discountName: state.voucher?.name ?? null,
    discount: money(totals.voucherDiscount, currency),
    subtotalPrice: taxedMoney(totals.subtotal, currency),
    shippingPrice: taxedMoney(totals.shipping, currency),
    totalPrice: taxedMoney(totals.total, currency),
    // Saleor's balance: what the gateways took minus the total (negative while something is
    // due). The wallet's part is an authorization until completion, so it is not in it.
    totalBalance: async () =>
      money((await paidByGateways(ctx.db, row.id)) - totals.total, currency),
    lines: () => lineNodes(ctx, state),
    shippingAddress: async () =>
      addressNode(ctx, row.shipping_address, `checkout-${row.id}-shipping`, await countries()),
    billingAddress: async () =>
      addressNode(ctx, row.billing_address, `checkout-${row.id}-billing`, await countries()),
    deliveryMethod: state.shippingMethod
      ? shippingMethodNode(ctx, state.shippingMethod, currency)
      : null,
    // Saleor lists shipping methods once the checkout has a shipping address.
    shippingMethods: async () =>
      row.shipping_address
        ? (await shippingMethods(ctx.db)).map((method) => shippingMethodNode(ctx, method, currency))
        : [],
    availablePaymentGateways: () => paymentGatewayNodes(ctx, currency),
    // The wallet part authorized for this checkout, shown the way an order shows what the
    // wallet paid: a gift card marked {"wallet":"wallet"}.
    giftCards:
      row.wallet_amount > 0
        ? [
            {
              __typename: 'GiftCard',
              id: toGlobalId('GiftCard', `checkout-${row.id}-wallet`),
              code: 'WALLET',
              currentBalance: money(row.wallet_amount, currency),
              metadata: metadataItems({ wallet: 'wallet' }),
            },
          ]
        : [],
  }
}
