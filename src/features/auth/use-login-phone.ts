import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { session } from '../../api/session-store.ts'
import { phoneProblem } from '#shared/domain/phone-rules.ts'
import { useLoginMessages } from './use-login-messages.ts'

// The mobile number of a login screen, starting from the last one used.
export function useLoginPhone() {
  const { t } = useLingui()
  const messages = useLoginMessages()
  const stored = session.get().otp
  const [countryCode, setCountryCode] = useState(stored.countryCode)
  const [mobile, setMobile] = useState(stored.phone)
  const [error, setError] = useState<string | null>(null)
  // Shows the number's problem, if any; true when it can be sent.
  const check = (): boolean => {
    const problem = phoneProblem(countryCode, mobile)
    setError(problem ? messages.phoneMessage(problem) : null)
    return problem === null
  }
  const field = {
    label: t`Mobile number`,
    dialCode: countryCode,
    mobile,
    onChange: (dialCode: string, number: string) => {
      setCountryCode(dialCode)
      setMobile(number)
      setError(null)
    },
    error,
  }
  // The server's word about the number, under it.
  const phoneFields = {
    mobile: setError,
    phone: setError,
    phone_number: setError,
    countryCode: setError,
  }
  return { countryCode, mobile, check, field, phoneFields }
}
