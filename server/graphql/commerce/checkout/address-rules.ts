// A checkout's shipping or billing address: the input merged into an empty address and checked
// like the address book's (server/addresses), except what the mutation's validationRules turn
// off (the app sends checkRequiredFields: false, as the spec says checkout updates do).
import type { Db } from '../../../db/database.ts'
import { checkAddress, emptyAddress, mergeAddressInput } from '../../../addresses/address-values.ts'
import { addressJsonOf } from '../../../addresses/address-json.ts'
import { updateCheckout, type CheckoutRow } from '../../../checkout/checkout-data.ts'
import { CheckoutFailure, problem } from '../../../checkout/checkout-problems.ts'
import type { AddressInput, CheckoutAddressValidationRules } from '../../generated/commerce.ts'
import type { GraphQLContext } from '../../context.ts'

export async function setAddress(
  db: Db,
  ctx: GraphQLContext,
  row: CheckoutRow,
  kind: 'shipping' | 'billing',
  input: AddressInput,
  rules: CheckoutAddressValidationRules | null | undefined,
): Promise<void> {
  const values = mergeAddressInput(emptyAddress, input)
  const checkRequired = rules?.checkRequiredFields ?? true
  const checkFormat = rules?.checkFieldsFormat ?? true
  const problems = checkAddress(values, ctx.language).filter((found) => {
    if (found.field === 'country') return true
    if (found.code === 'REQUIRED') return checkRequired
    return checkFormat
  })
  if (problems.length > 0) {
    throw new CheckoutFailure(
      problems.map((found) =>
        problem(found.code === 'REQUIRED' ? 'REQUIRED' : 'INVALID', found.field, found.message),
      ),
    )
  }
  const json = addressJsonOf(values)
  await updateCheckout(
    db,
    row.id,
    kind === 'shipping' ? { shipping_address: json } : { billing_address: json },
  )
  if (kind === 'shipping') row.shipping_address = json
  else row.billing_address = json
}
