import { useLingui } from '@lingui/react/macro'
import { failureText } from '../../api/failure-text.ts'

// The common translated texts around failureText, for screens that have no better words of
// their own for a failed call.
export function useFailureText(): (error: unknown, other?: string) => string {
  const { t } = useLingui()
  return (error, other) =>
    failureText(error, {
      offline: t`No connection. Check your internet and try again.`,
      other: other ?? t`Your Request Failed!`,
    })
}
