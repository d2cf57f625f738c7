import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { failureText } from '../../api/failure-text.ts'

// The common translated texts around failureText, for screens that have no better words of
// their own for a failed call. The function changes with the language only.
export function useFailureText(): (error: unknown, other?: string) => string {
  const { t } = useLingui()
  return useCallback(
    (error: unknown, other?: string) =>
      failureText(error, {
        offline: t`You are offline. Check your connection and try again.`,
        other: other ?? t`Something went wrong. Try again.`,
      }),
    [t],
  )
}
