// The cart's Next (the spec's three outcomes: an empty cart home, a signed-in person to
// delivery, a visitor to login), which never takes unconfirmed lines to delivery and payment
// (decision 290): offline it says paying needs a connection and keeps the cart; with changes
// waiting it sends them first and goes on once the server has them; with notices unconfirmed
// it asks the person to check them.
import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { session } from '../../api/session-store.ts'
import { loadDb } from '../../db/index.ts'
import { useOnline } from '../../lib/use-online.ts'
import type { ShownCart } from '../../entities/cart/shown-cart.ts'
import { cartNext } from './cart-next.ts'
import { startCartSync } from './cart-sync.ts'
import { readCart } from './read-cart.ts'

export type NextHeldBy = 'offline' | 'unsent' | 'notices'

async function heldBy(): Promise<NextHeldBy | null> {
  const [, changes, notices] = await readCart(await loadDb(), session.get().user?.id ?? null)
  if (changes.length > 0) return 'unsent'
  return notices.length > 0 ? 'notices' : null
}

export function useCartNext(cart: ShownCart | null, loggedIn: boolean) {
  const navigate = useNavigate()
  const online = useOnline()
  const [held, setHeld] = useState<NextHeldBy | null>(null)
  const [checking, setChecking] = useState(false)

  const go = async () => {
    const count = cart?.lines.length ?? 0
    const to = cartNext(count, loggedIn)
    if (to === '/login/') return void navigate({ to, search: { redirect: '/cart/' } })
    if (to === '/') return void navigate({ to })
    if (!navigator.onLine) return setHeld('offline')
    setChecking(true)
    try {
      if ((cart?.waiting ?? 0) > 0) await startCartSync()
      const reason = await heldBy()
      setHeld(reason)
      if (!reason) void navigate({ to })
    } finally {
      setChecking(false)
    }
  }

  // Said until its reason is gone.
  const still =
    (held === 'offline' && !online) ||
    (held === 'unsent' && (cart?.waiting ?? 0) > 0) ||
    (held === 'notices' && (cart?.notices ?? 0) > 0)
  return { go, held: still ? held : null, checking }
}
