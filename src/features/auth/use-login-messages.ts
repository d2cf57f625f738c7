import { useLingui } from '@lingui/react/macro'
import { failureText } from '../../api/failure-text.ts'
import { showFieldErrors, type InlineFields } from '../../app/error-display.ts'
import { toast } from '../../app/toasts.tsx'
import type { PhoneProblem } from '#shared/domain/phone-rules.ts'
import type { Failure } from './api/login.ts'

// The spec's wording of the login family's messages, and how failures are shown.
export function useLoginMessages() {
  const { t } = useLingui()
  const phoneMessage = (problem: PhoneProblem): string =>
    problem === 'country_code_invalid'
      ? t`country code is not valid!`
      : problem === 'required'
        ? t`mobile is required`
        : t`mobile is not valid!`
  // Failures without a place of their own on the screen go to the common error display; a
  // field's error goes under the field when the screen has it (`inline`).
  const showFailure = (failure: Failure, inline: InlineFields = {}) => {
    if (failure.kind === 'offline')
      toast.error(t`No connection. Check your internet and try again.`)
    else if (failure.kind === 'wrong') toast.error(t`your submit code is not correct`)
    else if (failure.kind === 'error')
      showFieldErrors(
        failure.errors.length > 0 ? failure.errors : [{}],
        t`Sorry, something went wrong.`,
        inline,
      )
    else toast.error(failure.message || t`Sorry, something went wrong.`)
  }
  // `me` failed after the login: the server's message, else a text of ours.
  const showUserError = (userError: string | null) => {
    if (userError !== null) toast.error(userError || t`Sorry, something went wrong.`)
  }
  // The messaging services could not be read (they come from the one-time-code endpoint).
  const showServicesFailure = (failure: unknown) =>
    toast.error(
      failureText(failure, {
        offline: t`No connection. Check your internet and try again.`,
        other: t`Sorry, something went wrong.`,
      }),
    )
  return {
    phoneMessage,
    showFailure,
    showUserError,
    showServicesFailure,
    emptyCode: t`please enter your security code`,
    wrongCode: t`your submit code is not correct`,
    sentAgain: t`otp code sent again!`,
  }
}
