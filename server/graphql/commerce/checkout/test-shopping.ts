// The steps of the commerce checkout tests, through the app's own documents: a person (with a
// wallet when asked), a checkout of some products, ready to pay (address, delivery, billing),
// the wallet's authorization and completion, and what the database then holds.
import { expect } from 'vitest'
import { fixtureProducts } from '../../../db/seed/demo.ts'
import { createUser, tokenFor, type TestApp } from '../../../test-support.ts'
import { toGlobalId } from '../global-id.ts'
import { homeAddressInput } from '../test-address-input.ts'
import { appDocument } from './test-documents.ts'

export type Money = { amount: number }
export interface CheckoutAnswer {
  id: string
  quantity: number
  voucherCode: string | null
  discount: Money | null
  subtotalPrice: { gross: Money }
  totalPrice: { gross: Money; tax: Money }
  shippingPrice?: { gross: Money }
  lines: {
    id: string
    quantity: number
    undiscountedUnitPrice: Money
    unitPrice: { gross: Money }
    variant: { id: string; quantityAvailable: number; product: { id: string; name: string } }
  }[]
  shippingMethods?: { id: string; name: string; active: boolean; price: Money }[]
  availablePaymentGateways?: { id: string; config: { field: string; value: string | null }[] }[]
  giftCards?: { currentBalance: Money }[]
}
export interface Problem {
  field: string | null
  message: string
  code: string
}
export type Payload = { checkout: CheckoutAnswer | null; errors: Problem[] }

export const variant = (productId: number) => toGlobalId('ProductVariant', productId)

export const address = {
  firstName: 'Test',
  lastName: 'Person',
  ...homeAddressInput('58.405, 23.588'),
}

/** The steps against `app()` (a getter: the app is made in a beforeAll); phones start so. */
export function shoppingSteps(app: () => TestApp, phonePrefix: string) {
  let phoneSeq = 0

  async function person(walletBaisa = 0) {
    phoneSeq += 1
    const id = await createUser(app().deps, `${phonePrefix}${String(phoneSeq).padStart(4, '0')}`)
    if (walletBaisa > 0) {
      await app().deps.db.query('insert into wallets (user_id, balance) values ($1, $2)', [
        id,
        walletBaisa,
      ])
    }
    return { id, token: await tokenFor(app().deps, id) }
  }

  async function call<T>(name: string, variables: Record<string, unknown>, token: string) {
    const { body } = await app().graphql<T>('/graphql/', appDocument(name), variables, token)
    expect(body.errors).toBeUndefined()
    return body.data
  }

  async function create(token: string, lines: { productId: number; quantity: number }[]) {
    const data = await call<{ checkoutCreate: Payload }>(
      'CheckoutCreate',
      {
        input: {
          channel: 'muscat',
          lines: lines.map((line) => ({
            variantId: variant(line.productId),
            quantity: line.quantity,
          })),
        },
      },
      token,
    )
    expect(data.checkoutCreate.errors).toEqual([])
    return data.checkoutCreate.checkout!
  }

  async function readyToPay(token: string, id: string) {
    const shipped = await call<{ checkoutShippingAddressUpdate: Payload }>(
      'CheckoutShippingAddressUpdate',
      { id, shippingAddress: address, validationRules: { checkRequiredFields: false } },
      token,
    )
    expect(shipped.checkoutShippingAddressUpdate.errors).toEqual([])
    const methods = shipped.checkoutShippingAddressUpdate.checkout!.shippingMethods!
    const delivered = await call<{ checkoutDeliveryMethodUpdate: Payload }>(
      'CheckoutDeliveryMethodUpdate',
      { id, deliveryMethodId: methods[0]!.id },
      token,
    )
    expect(delivered.checkoutDeliveryMethodUpdate.errors).toEqual([])
    const billed = await call<{ checkoutBillingAddressUpdate: Payload }>(
      'CheckoutBillingAddressUpdate',
      { id, billingAddress: address, validationRules: { checkRequiredFields: false } },
      token,
    )
    expect(billed.checkoutBillingAddressUpdate.errors).toEqual([])
    return billed.checkoutBillingAddressUpdate.checkout!
  }

  /** A customer with `walletBaisa` in the wallet and a checkout of one plain product, ready to pay. */
  async function readyCheckout(walletBaisa = 0) {
    const customer = await person(walletBaisa)
    const created = await create(customer.token, [
      { productId: fixtureProducts.plain.id, quantity: 1 },
    ])
    await readyToPay(customer.token, created.id)
    return { customer, created }
  }

  async function walletAuthorize(token: string, id: string, amount: number) {
    return call<{
      transactionInitialize: {
        transaction: { id: string } | null
        transactionEvent: { type: string } | null
        data: { success: boolean; url: string | null; message: string }
        errors: Problem[]
      }
    }>(
      'TransactionInitialize',
      { id, amount, paymentGateway: { id: 'WALLET', data: { gateway_id: 'WALLET' } } },
      token,
    )
  }

  async function complete(token: string, id: string, note = '') {
    const data = await call<{
      checkoutComplete: { order: { id: string; number: string } | null; errors: Problem[] }
    }>('CheckoutComplete', { id, metadata: note ? [{ key: 'Note', value: note }] : [] }, token)
    return data.checkoutComplete
  }

  const stockOf = async (productId: number) =>
    (await app().deps.db.one<{ quantity: number }>(
      `select l.quantity from variant_listings l join product_variants v on v.id = l.variant_id
        where v.product_id = $1 and l.channel_id = 1`,
      [productId],
    ))!.quantity

  const balanceOf = async (userId: number) =>
    (
      await app().deps.db.one<{ balance: number }>(
        'select balance from wallets where user_id = $1',
        [userId],
      )
    )?.balance ?? 0

  return {
    person,
    call,
    create,
    readyToPay,
    readyCheckout,
    walletAuthorize,
    complete,
    stockOf,
    balanceOf,
  }
}
