// Signing out: the server forgets the refresh token (and this device's push registration),
// the device forgets push state, the cart (with the changes not sent yet, which the side menu
// asks about first), cached data and the login, then home.
import { logout } from '#shared/contracts/rest/accounts.ts'
import { callRest } from '../api/call-rest.ts'
import { resetCommerceClient } from '../api/graphql.ts'
import { clearSignedInState, session } from '../api/session-store.ts'
import { clearPersonalData, forgetCartChanges } from '../db/index.ts'
import {
  isPersonalStorageKey,
  PUSH_DEVICE_KEY,
  PUSH_REGISTRATION_LOCK as PUSH_LOCK,
} from '#shared/protocols/storage-keys.ts'

function withPushLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks ? locks.request(PUSH_LOCK, work) : work()
}

function registeredPushToken(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(PUSH_DEVICE_KEY) ?? 'null') as {
      token?: string
    } | null
    localStorage.removeItem(PUSH_DEVICE_KEY)
    return stored?.token ?? null
  } catch {
    return null
  }
}

async function forgetPush(): Promise<string | null> {
  const token = registeredPushToken()
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const subscription = await registration?.pushManager.getSubscription()
    const endpoint = subscription?.endpoint ?? null
    await subscription?.unsubscribe()
    await navigator.clearAppBadge?.()
    return token ?? endpoint
  } catch {
    return token
  }
}

async function forget(): Promise<void> {
  // A session that ended on its own also stops this device's pushes (the server prunes the
  // dead subscription at the next send).
  await forgetPush()
  clearSignedInState()
  resetCommerceClient()
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index))
  for (const key of keys)
    if (key !== null && isPersonalStorageKey(key)) localStorage.removeItem(key)
  await clearPersonalData().catch(() => {})
}

export function forgetSignedInPerson(): Promise<void> {
  return withPushLock(forget)
}

export function signOut(): Promise<void> {
  return withPushLock(async () => {
    const { refreshToken, user } = session.get()
    if (user) await forgetCartChanges(user.id).catch(() => {})
    const endpoint = await forgetPush()
    if (refreshToken) {
      // Best effort: signing out works offline too; the token then simply expires.
      await callRest(logout, {
        body: { refresh_token: refreshToken, device_token: endpoint },
      }).catch(() => {})
    }
    await forget()
  })
}
