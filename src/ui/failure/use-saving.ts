import { useCallback, useState } from 'react'
import { toRestError } from '../../api/rest.ts'
import { toast } from '../toasts/toasts.tsx'
import { useFailureText } from './use-failure-text.ts'

// A save behind a button: `saving` while it runs (the button's spinner), and a failure told in
// a toast with the common words. `save` resolves to whether the work went through.
export function useSaving(): {
  saving: boolean
  save: (work: () => Promise<void>) => Promise<boolean>
} {
  const failureText = useFailureText()
  const [saving, setSaving] = useState(false)
  const save = useCallback(
    async (work: () => Promise<void>) => {
      setSaving(true)
      try {
        await work()
        return true
      } catch (error) {
        toast.error(failureText(await toRestError(error)))
        return false
      } finally {
        setSaving(false)
      }
    },
    [failureText],
  )
  return { saving, save }
}
