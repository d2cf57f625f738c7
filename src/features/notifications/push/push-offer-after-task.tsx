import { useState } from 'react'
import { useIsLoggedIn } from '../../../api/session-store.ts'
import { PushOfferCard } from './push-offer-card.tsx'
import { shouldOfferPush } from './push-offer.ts'

// Under the result of a finished task (an order paid, a service verified): the moment a
// person has just done something they will want to hear back about, and nothing left on the
// screen for the offer to get in the way of. Decided once when the result shows.
export function PushOfferAfterTask() {
  const loggedIn = useIsLoggedIn()
  const [open, setOpen] = useState(shouldOfferPush)
  if (!loggedIn || !open) return null
  return <PushOfferCard onDone={() => setOpen(false)} />
}
