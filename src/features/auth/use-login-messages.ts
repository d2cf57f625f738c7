import { useLingui } from '@lingui/react/macro'
import { failureText } from '../../api/failure-text.ts'
import { showFieldErrors, type InlineFields } from '../../ui/failure/error-display.ts'
import { toast } from '../../ui/toasts/toasts.tsx'
import type { PhoneProblem } from '#shared/domain/phone-rules.ts'
import type { Failure } from './api/login.ts'

// The spec's wording of the login family's messages, and how failures are shown.
export function useLoginMessages() {
  const { t } = useLingui()
  const phoneMessage = (problem: PhoneProblem): string =>
    problem === 'country_code_invalid'
      ? t`Choose your country code.`
      : problem === 'required'
        ? t`Enter your mobile number.`
        : t`Enter your full mobile number.`
  // Failures without a place of their own on the screen go to the common error display; a
  // field's error goes under the field when the screen has it (`inline`).
  const showFailure = (failure: Failure, inline: InlineFields = {}) => {
    if (failure.kind === 'offline')
      toast.error(t`You are offline. Check your connection and try again.`)
    else if (failure.kind === 'wrong')
      toast.error(t`That code is not right. Check it and try again.`)
    else if (failure.kind === 'error')
      showFieldErrors(
        failure.errors.length > 0 ? failure.errors : [{}],
        t`Something went wrong. Try again.`,
        inline,
      )
    else toast.error(failure.message || t`Something went wrong. Try again.`)
  }
  // `me` failed after the login: the server's message, else a text of ours.
  const showUserError = (userError: string | null) => {
    if (userError !== null) toast.error(userError || t`Something went wrong. Try again.`)
  }
  // The messaging services could not be read (they come from the one-time-code endpoint).
  const showServicesFailure = (failure: unknown) =>
    toast.error(
      failureText(failure, {
        offline: t`You are offline. Check your connection and try again.`,
        other: t`Something went wrong. Try again.`,
      }),
    )
  return {
    phoneMessage,
    showFailure,
    showUserError,
    showServicesFailure,
    emptyCode: t`Enter the security code.`,
    wrongCode: t`That code is not right. Check it and try again.`,
    sentAgain: t`A new code was sent.`,
  }
}
