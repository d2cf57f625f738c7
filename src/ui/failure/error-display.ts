// The shared error display (decision 262). A server's field errors: each field's first error
// under its field when the screen shows that field, else in a toast as '{message} - {field}'
// with the field's name in the person's language (never the API's name: 'promoCode'); any
// other failure as its message, in an error toast.
import { t } from '@lingui/core/macro'
import { failureText } from '../../api/failure-text.ts'
import { GraphqlFailure } from '../../api/graphql-failure.ts'
import { RestError } from '../../api/rest.ts'
import { toast } from '../toasts/toasts.tsx'

export interface FieldError {
  field?: string | null
  message?: string | null
  code?: string | null
}

// What people call the fields the commerce and REST APIs name in their errors. A field not
// listed is left unnamed: the message alone is better than an API's word.
const fieldNames: [fields: readonly string[], name: () => string][] = [
  [['promoCode', 'voucherCode'], () => t`Promo code`],
  [['firstName', 'first_name'], () => t`First name`],
  [['lastName', 'last_name'], () => t`Last name`],
  [['companyName'], () => t`Address name`],
  [['streetAddress1'], () => t`Street address`],
  [['streetAddress2', 'countryArea'], () => t`Province`],
  [['city', 'cityArea'], () => t`City`],
  [['postalCode'], () => t`Postal code`],
  [['country'], () => t`Country`],
  [['phone', 'phone_number', 'mobile', 'mobile_number'], () => t`Mobile number`],
  [['email'], () => t`Email`],
  [['quantity', 'lines'], () => t`Quantity`],
  [['shippingAddress'], () => t`Delivery address`],
  [['billingAddress'], () => t`Billing address`],
  [['deliveryMethodId', 'shippingMethodId', 'shippingMethod'], () => t`Shipping method`],
  [['amount'], () => t`Amount`],
  [['gateway', 'gatewayId', 'paymentGateway'], () => t`Payment method`],
]

function humanFieldName(field: string): string | null {
  return fieldNames.find(([fields]) => fields.includes(field))?.[1]() ?? null
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
    const offline = t`You are offline. Check your connection and try again.`
    toast.error(failureText(error, { offline, other: fallback }))
    return
  }
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  toast.error(message.trim() || fallback)
}
