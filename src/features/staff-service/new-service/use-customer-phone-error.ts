import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { phoneCountryOf, phoneProblem } from '#shared/domain/phone-rules.ts'

// What is wrong with the customer's number, said once the staff member has left the field (or
// when a number is already there).
export function useCustomerPhoneError(dialCode: string, mobile: string) {
  const { t } = useLingui()
  const [touched, setTouched] = useState(mobile !== '')
  const problem = phoneProblem(dialCode, mobile)
  const digits = phoneCountryOf(dialCode)?.digits ?? 8
  const error = !touched
    ? null
    : problem === 'country_code_invalid'
      ? t`Choose the country code`
      : problem === 'required'
        ? t`Enter the customer's mobile number`
        : problem === 'mobile_invalid'
          ? t`Phone number must be ${digits} digits`
          : null
  return { error, onBlur: () => setTouched(true) }
}
