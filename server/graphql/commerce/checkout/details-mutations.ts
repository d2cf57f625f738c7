// The delivery and payment steps' changes: promo code on and off, shipping and billing
// addresses, the delivery method.
import { updateCheckout } from '../../../checkout/checkout-data.ts'
import { failIn } from '../../../checkout/checkout-problems.ts'
import {
  findShippingMethod,
  findVoucher,
  loadCheckoutState,
} from '../../../checkout/checkout-state.ts'
import { normalizeCode } from '../../../checkout/voucher-rules.ts'
import { refuseVoucher, voucherRefusal } from '../../../checkout/voucher-usage.ts'
import type {
  AddressInput,
  MutationCheckoutAddPromoCodeArgs,
  MutationCheckoutDeliveryMethodUpdateArgs,
  MutationCheckoutRemovePromoCodeArgs,
  MutationCheckoutShippingAddressUpdateArgs,
} from '../../generated/commerce.ts'
import type { GraphQLContext } from '../../context.ts'
import { setAddress } from './address-rules.ts'
import { requireSignedIn } from '../../require-signed-in.ts'
import { changeOpenCheckout, pkFromGlobalId } from './checkout-access.ts'
import { msg } from '../../../i18n/message.ts'

/** The app's limit for a promo code; longer is never a code. */
const MAX_PROMO_CODE = 15

async function checkoutAddPromoCode(
  _: unknown,
  args: MutationCheckoutAddPromoCodeArgs,
  ctx: GraphQLContext,
) {
  return changeOpenCheckout(ctx, args.id, async (tx, row) => {
    const code = normalizeCode(args.promoCode)
    if (!code) {
      failIn(ctx.language, 'REQUIRED', 'promoCode', msg('Enter a promo code.'))
    }
    const voucher = code.length <= MAX_PROMO_CODE ? await findVoucher(tx, code) : undefined
    const state = await loadCheckoutState(tx, { ...row, voucher_code: null })
    const found = await voucherRefusal(tx, voucher, {
      subtotal: state.money.subtotal,
      userId: requireSignedIn(ctx).id,
      now: new Date(),
    })
    if (found) refuseVoucher(found, voucher, 'promoCode', ctx.language)
    await updateCheckout(tx, row.id, { voucher_code: voucher!.code })
  })
}

async function checkoutRemovePromoCode(
  _: unknown,
  args: MutationCheckoutRemovePromoCodeArgs,
  ctx: GraphQLContext,
) {
  return changeOpenCheckout(ctx, args.id, async (tx, row) => {
    const code = args.promoCode ? normalizeCode(args.promoCode) : null
    if (!row.voucher_code || (code !== null && normalizeCode(row.voucher_code) !== code)) {
      failIn(
        ctx.language,
        'INVALID',
        'promoCode',
        msg('This promo code is not applied to your cart.'),
      )
    }
    await updateCheckout(tx, row.id, { voucher_code: null })
  })
}

type AddressKind = 'shipping' | 'billing'
type AddressUpdateArgs<K extends AddressKind> = Record<`${K}Address`, AddressInput> &
  Pick<MutationCheckoutShippingAddressUpdateArgs, 'id' | 'validationRules'>

// The shipping and billing steps differ only in the address they set.
function addressUpdate<K extends AddressKind>(kind: K) {
  return (_: unknown, args: AddressUpdateArgs<K>, ctx: GraphQLContext) =>
    changeOpenCheckout(ctx, args.id, (tx, row) =>
      setAddress(tx, ctx, row, kind, args[`${kind}Address`], args.validationRules),
    )
}

async function checkoutDeliveryMethodUpdate(
  _: unknown,
  args: MutationCheckoutDeliveryMethodUpdateArgs,
  ctx: GraphQLContext,
) {
  return changeOpenCheckout(ctx, args.id, async (tx, row) => {
    if (!args.deliveryMethodId) {
      await updateCheckout(tx, row.id, { delivery_method_id: null })
      return
    }
    const pk = pkFromGlobalId(args.deliveryMethodId, 'ShippingMethod')
    const method = pk === null ? undefined : await findShippingMethod(tx, pk)
    if (!method) {
      failIn(
        ctx.language,
        'NOT_FOUND',
        'deliveryMethodId',
        msg('This shipping method does not exist.'),
      )
    }
    if (!row.shipping_address) {
      failIn(
        ctx.language,
        'SHIPPING_ADDRESS_NOT_SET',
        'shippingAddress',
        msg('Choose a delivery address first.'),
      )
    }
    if (!method.is_working) {
      failIn(
        ctx.language,
        'DELIVERY_METHOD_NOT_APPLICABLE',
        'deliveryMethodId',
        msg('This shipping method is not available at the moment.'),
      )
    }
    await updateCheckout(tx, row.id, { delivery_method_id: method.id })
  })
}

export const detailMutations = {
  checkoutAddPromoCode,
  checkoutRemovePromoCode,
  checkoutShippingAddressUpdate: addressUpdate('shipping'),
  checkoutBillingAddressUpdate: addressUpdate('billing'),
  checkoutDeliveryMethodUpdate,
}
