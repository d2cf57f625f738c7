// The shared error display: a server's field errors one by one as '{message} - {field}', any
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

function fieldErrorText(error: FieldError, fallback: string): string {
  const message = error.message?.trim() || fallback
  return error.field ? `${message} - ${error.field}` : message
}

export function showFieldErrors(errors: readonly FieldError[], fallback: string): void {
  for (const error of errors) toast.error(fieldErrorText(error, fallback))
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
