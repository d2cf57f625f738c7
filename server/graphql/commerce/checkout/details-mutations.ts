// The delivery and payment steps' changes: promo code on and off, shipping and billing
// addresses, the delivery method.
import { pick } from '../../../lib/language.ts'
import { updateCheckout } from '../../../checkout/checkout-data.ts'
import { fail } from '../../../checkout/checkout-problems.ts'
import {
  findShippingMethod,
  findVoucher,
  loadCheckoutState,
} from '../../../checkout/checkout-state.ts'
import {
  normalizeCode,
  voucherProblem,
  voucherProblemMessage,
} from '../../../checkout/voucher-rules.ts'
import type {
  MutationCheckoutAddPromoCodeArgs,
  MutationCheckoutBillingAddressUpdateArgs,
  MutationCheckoutDeliveryMethodUpdateArgs,
  MutationCheckoutRemovePromoCodeArgs,
  MutationCheckoutShippingAddressUpdateArgs,
} from '../../generated/commerce.ts'
import type { GraphQLContext } from '../../context.ts'
import { setAddress } from './address-rules.ts'
import {
  changeCheckout,
  lockOpenCheckout,
  pkFromGlobalId,
  requireSignedIn,
} from './checkout-access.ts'

/** The app's limit for a promo code; longer is never a code. */
const MAX_PROMO_CODE = 15

async function checkoutAddPromoCode(
  _: unknown,
  args: MutationCheckoutAddPromoCodeArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  return changeCheckout(ctx, async (tx) => {
    const row = await lockOpenCheckout(tx, ctx, user, args.id)
    const code = normalizeCode(args.promoCode)
    if (!code) {
      fail('REQUIRED', 'promoCode', pick(ctx.language, 'Enter your promoCode', 'أدخل رمز الخصم'))
    }
    const voucher = code.length <= MAX_PROMO_CODE ? await findVoucher(tx, code) : undefined
    const state = await loadCheckoutState(tx, { ...row, voucher_code: null })
    const found = voucherProblem(voucher, state.money.subtotal, new Date())
    if (found) {
      fail(
        found === 'minimum' ? 'VOUCHER_NOT_APPLICABLE' : 'INVALID',
        'promoCode',
        voucherProblemMessage(found, voucher, ctx.language),
      )
    }
    await updateCheckout(tx, row.id, { voucher_code: voucher!.code })
    return row
  })
}

async function checkoutRemovePromoCode(
  _: unknown,
  args: MutationCheckoutRemovePromoCodeArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  return changeCheckout(ctx, async (tx) => {
    const row = await lockOpenCheckout(tx, ctx, user, args.id)
    const code = args.promoCode ? normalizeCode(args.promoCode) : null
    if (!row.voucher_code || (code !== null && normalizeCode(row.voucher_code) !== code)) {
      fail(
        'INVALID',
        'promoCode',
        pick(
          ctx.language,
          'This promo code is not applied to your cart.',
          'رمز الخصم هذا غير مطبق على سلتك.',
        ),
      )
    }
    await updateCheckout(tx, row.id, { voucher_code: null })
    return row
  })
}

async function checkoutShippingAddressUpdate(
  _: unknown,
  args: MutationCheckoutShippingAddressUpdateArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  return changeCheckout(ctx, async (tx) => {
    const row = await lockOpenCheckout(tx, ctx, user, args.id)
    await setAddress(tx, ctx, row, 'shipping', args.shippingAddress, args.validationRules)
    return row
  })
}

async function checkoutBillingAddressUpdate(
  _: unknown,
  args: MutationCheckoutBillingAddressUpdateArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  return changeCheckout(ctx, async (tx) => {
    const row = await lockOpenCheckout(tx, ctx, user, args.id)
    await setAddress(tx, ctx, row, 'billing', args.billingAddress, args.validationRules)
    return row
  })
}

async function checkoutDeliveryMethodUpdate(
  _: unknown,
  args: MutationCheckoutDeliveryMethodUpdateArgs,
  ctx: GraphQLContext,
) {
  const user = requireSignedIn(ctx)
  return changeCheckout(ctx, async (tx) => {
    const row = await lockOpenCheckout(tx, ctx, user, args.id)
    if (!args.deliveryMethodId) {
      await updateCheckout(tx, row.id, { delivery_method_id: null })
      return row
    }
    const pk = pkFromGlobalId(args.deliveryMethodId, 'ShippingMethod')
    const method = pk === null ? undefined : await findShippingMethod(tx, pk)
    if (!method) {
      fail(
        'NOT_FOUND',
        'deliveryMethodId',
        pick(ctx.language, 'This shipping method does not exist.', 'طريقة الشحن هذه غير موجودة.'),
      )
    }
    if (!row.shipping_address) {
      fail(
        'SHIPPING_ADDRESS_NOT_SET',
        'shippingAddress',
        pick(ctx.language, 'Choose a delivery address first.', 'اختر عنوان التوصيل أولًا.'),
      )
    }
    if (!method.is_working) {
      fail(
        'DELIVERY_METHOD_NOT_APPLICABLE',
        'deliveryMethodId',
        pick(
          ctx.language,
          'This shipping method is not available at the moment.',
          'طريقة الشحن هذه غير متاحة حاليًا.',
        ),
      )
    }
    await updateCheckout(tx, row.id, { delivery_method_id: method.id })
    return row
  })
}

export const detailMutations = {
  checkoutAddPromoCode,
  checkoutRemovePromoCode,
  checkoutShippingAddressUpdate,
  checkoutBillingAddressUpdate,
  checkoutDeliveryMethodUpdate,
}
