// Signing out: the server forgets the refresh token (and this device's push registration),
// the device forgets push state, the cart, cached data and the login, then home.
import { restCall } from '../api/rest.ts'
import { resetCommerceClient } from '../api/graphql.ts'
import { clearSignedInState, session } from '../api/session-store.ts'
import { clearPersonalData } from '../db/index.ts'

async function forgetPush(): Promise<string | null> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const subscription = await registration?.pushManager.getSubscription()
    const endpoint = subscription?.endpoint ?? null
    await subscription?.unsubscribe()
    await navigator.clearAppBadge?.()
    return endpoint
  } catch {
    return null
  }
}

export async function forgetSignedInPerson(): Promise<void> {
  clearSignedInState()
  resetCommerceClient()
  await clearPersonalData().catch(() => {})
}

export async function signOut(): Promise<void> {
  const { refreshToken } = session.get()
  const endpoint = await forgetPush()
  if (refreshToken) {
    // Best effort: signing out works offline too; the token then simply expires.
    await restCall('post', 'accounts/logout/', {
      json: { refresh_token: refreshToken, device_token: endpoint },
    }).catch(() => {})
  }
  await forgetSignedInPerson()
}
