// The shared error display (decision 262). A server's field errors: each field's first error
// under its field when the screen shows that field, else in a toast as '{message} - {field}'
// with the field's name in the person's language (never the API's name: 'promoCode'); any
// other failure as its message, in an error toast.
import { t } from '@lingui/core/macro'
import { failureText } from '../api/failure-text.ts'
import { GraphqlFailure } from '../api/graphql-failure.ts'
import { RestError } from '../api/rest.ts'
import { toast } from './toasts.tsx'

export interface FieldError {
  field?: string | null
  message?: string | null
  code?: string | null
}

// What people call the fields the commerce and REST APIs name in their errors. A field not
// listed is left unnamed: the message alone is better than an API's word.
function humanFieldName(field: string): string | null {
  switch (field) {
    case 'promoCode':
    case 'voucherCode':
      return t`Promo code`
    case 'firstName':
    case 'first_name':
      return t`First name`
    case 'lastName':
    case 'last_name':
      return t`Last name`
    case 'companyName':
      return t`Address name`
    case 'streetAddress1':
      return t`Street address`
    case 'streetAddress2':
    case 'countryArea':
      return t`Province`
    case 'city':
    case 'cityArea':
      return t`City`
    case 'postalCode':
      return t`Postal code`
    case 'country':
      return t`Country`
    case 'phone':
    case 'phone_number':
    case 'mobile':
    case 'mobile_number':
      return t`Mobile number`
    case 'email':
      return t`Email`
    case 'quantity':
    case 'lines':
      return t`Quantity`
    case 'shippingAddress':
      return t`Delivery address`
    case 'billingAddress':
      return t`Billing address`
    case 'deliveryMethodId':
    case 'shippingMethodId':
    case 'shippingMethod':
      return t`Shipping method`
    case 'amount':
      return t`Amount`
    case 'gateway':
    case 'gatewayId':
    case 'paymentGateway':
      return t`Payment method`
    default:
      return null
  }
}

export function fieldErrorText(error: FieldError, fallback: string): string {
  const message = error.message?.trim() || fallback
  const name = error.field ? humanFieldName(error.field) : null
  return name ? `${message} - ${name}` : message
}

/** A screen's fields that show their own error: API field name → show it under the field. */
export type InlineFields = Partial<Record<string, (message: string) => void>>

/**
 * Each field's first error, under the field when `inline` has it, else the first of the rest in
 * a toast (one toast at a time: a second would replace it before it is read).
 */
export function showFieldErrors(
  errors: readonly FieldError[],
  fallback: string,
  inline: InlineFields = {},
): void {
  const told = new Set<string>()
  let toastFor: FieldError | null = null
  for (const error of errors) {
    const field = error.field ?? ''
    if (told.has(field)) continue
    told.add(field)
    const underField = field ? inline[field] : undefined
    if (underField) underField(error.message?.trim() || fallback)
    else toastFor ??= error
  }
  if (toastFor) toast.error(fieldErrorText(toastFor, fallback))
}

export function showError(error: unknown, fallback: string): void {
  // A failed call: its server's words or ours, never the client's English (decision 007).
  if (error instanceof RestError || error instanceof GraphqlFailure) {
    const offline = t`No connection. Check your internet and try again.`
    toast.error(failureText(error, { offline, other: fallback }))
    return
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  toast.error(message.trim() || fallback)
}
