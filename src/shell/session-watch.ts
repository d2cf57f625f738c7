// A sign-out in another tab (or a session that ended there) reaches this tab through the
// session store's storage event: this tab then drops its cached commerce data too and goes
// home, so the next person to sign in never sees the previous one's data here.
import { resetCommerceClient } from '../api/graphql.ts'
import { isLoggedIn, session } from '../api/session-store.ts'

export function onSignedOut(listener: () => void): () => void {
  let wasLoggedIn = isLoggedIn()
  return session.subscribe(() => {
    const loggedIn = isLoggedIn()
    if (wasLoggedIn && !loggedIn) {
      resetCommerceClient()
      listener()
    }
    wasLoggedIn = loggedIn
  })
}
