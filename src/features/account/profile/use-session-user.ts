import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { session } from '../../../api/session-store.ts'
import { toast } from '../../../ui/toasts/toasts.tsx'
import { useFailureText } from '../../../ui/failure/use-failure-text.ts'

// The signed-in person as stored, read again from the server when a screen opens (the spec:
// "the current user is loaded and stored"). A failure shows the server's message, or a
// translated one (offline, for one), and keeps what is stored.
export function useSessionUser() {
  const { t } = useLingui()
  const failure = useFailureText()
  const user = session.use((state) => state.user)
  useEffect(() => {
    const known = session.get().user
    let live = true
    void import('../../../api/session-user.ts').then(async ({ loadSessionUser }) => {
      const loaded = await loadSessionUser(
        known?.phone ? { mobile: known.phone, countryCode: known.countryCode } : null,
      )
      if (!live) return
      if (loaded.error) toast.error(failure(loaded.error, t`Something went wrong. Try again.`))
      else session.set((state) => (state.isLogin ? { ...state, user: loaded.user } : state))
    })
    return () => {
      live = false
    }
  }, [t, failure])
  return user
}
