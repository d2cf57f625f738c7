// What the delivery and payment steps read, as their screens read it and their routes' loaders
// start it (decision 281): the checkout, the person's addresses (on payment, only for a billing
// address other than the shipping one), and the wallet balance the payment step offers.
import { CheckoutDetailsDocument, DeliveryAddressesDocument } from '../../api/generated/commerce.ts'
import { session } from '../../api/session-store.ts'
import { readQuery } from '../../api/warm-read.ts'
import { commerceQuery } from '../../api/warm-query.ts'
import { paymentWalletBalance } from './api/wallet-balance.ts'
import { billingSameAsShipping } from './payment/payment-choices.ts'

/** The person's checkout (none: nothing to read, the screens show the empty cart). */
export const checkoutDetailsQuery = (checkoutId = session.get().checkoutId) =>
  commerceQuery(CheckoutDetailsDocument, { id: checkoutId ?? '' }, { pause: !checkoutId })

export const deliveryAddressesQuery = (options: { pause?: boolean } = {}) =>
  commerceQuery(DeliveryAddressesDocument, {}, options)

/** The address book again, for a billing address other than the shipping one. */
export const billingAddressesQuery = (sameAsShipping = billingSameAsShipping()) =>
  deliveryAddressesQuery({ pause: sameAsShipping })

export const paymentWalletBalanceRead = () =>
  readQuery('checkout:wallet-balance', paymentWalletBalance)
