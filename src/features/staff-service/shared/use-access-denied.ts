// True once the server has said this person may not record services (decision 102's
// access-denied view, on the new-service screens too).
import { useEffect, useState } from 'react'
import { failureStatus, type Failure } from '../../../api/failure-text.ts'
import { staffAccessDenied } from '../api/staff-access.ts'

export function useAccessDenied(...answers: (Failure | null | undefined)[]): boolean {
  const [denied, setDenied] = useState(false)
  useEffect(() => {
    const abort = new AbortController()
    staffAccessDenied(abort.signal)
      .then((answer) => !abort.signal.aborted && answer && setDenied(true))
      .catch(() => {})
    return () => abort.abort()
  }, [])
  return denied || answers.some((answer) => failureStatus(answer) === 403)
}
