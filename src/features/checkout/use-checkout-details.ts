// The checkout the delivery and payment steps show, from the normalized cache at once and then
// the server. A checkout the server no longer has is forgotten (the saved cart too).
import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { session } from '../../api/session-store.ts'
import { useCommerceQuery } from '../../api/warm-query.ts'
import { toast } from '../../ui/toasts/toasts.tsx'
import { forgetCart } from '../../entities/cart/saved-cart.ts'
import { checkoutDetailsQuery } from './checkout-queries.ts'

export function useCheckoutDetails() {
  const { t } = useLingui()
  const checkoutId = session.use((state) => state.checkoutId)
  const [result, reload] = useCommerceQuery(checkoutDetailsQuery(checkoutId), 'cache-and-network')
  const gone =
    Boolean(checkoutId) && !result.fetching && !result.error && result.data?.checkout === null
  useEffect(() => {
    if (!gone) return
    void forgetCart({ keepNote: true })
    toast.info(t`Your cart was completed or emptied elsewhere, so it has been cleared.`)
  }, [gone, t])
  return {
    checkoutId,
    checkout: result.data?.checkout ?? null,
    loading: Boolean(checkoutId) && !result.data && !result.error,
    error: result.error && !result.data ? result.error : null,
    reload: () => reload({ requestPolicy: 'network-only' }),
  }
}
