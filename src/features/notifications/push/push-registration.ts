// Registering this device for the signed-in person's pushes (`notification/firebase/`):
// Firebase's token where the deployment configures Firebase, else the Web Push subscription.
// What was last sent is remembered on the device (sign-out reads it to remove the device),
// so the call goes again only when the token, the person or the store location changed,
// or a week went by.
import { session } from '../../../api/session-store.ts'
import { registerDevice, removeDevice, type DeviceRegistration } from '../api/notifications.ts'
import { firebaseConfig, operatingSystem, pushSupported } from './push-support.ts'
import {
  PUSH_DEVICE_KEY,
  PUSH_REGISTRATION_LOCK as PUSH_LOCK,
} from '#shared/protocols/storage-keys.ts'

// Read by src/shell/sign-out.ts as well (with the lock below): keep the two in step.
const REFRESH_AFTER_MS = 7 * 24 * 3600_000

interface StoredDevice {
  token: string
  userId: string
  cityId: number | null
  savedAt: number
}

function stored(): StoredDevice | null {
  try {
    return JSON.parse(localStorage.getItem(PUSH_DEVICE_KEY) ?? 'null') as StoredDevice | null
  } catch {
    return null
  }
}

function remember(device: StoredDevice) {
  try {
    localStorage.setItem(PUSH_DEVICE_KEY, JSON.stringify(device))
  } catch {
    // Private mode: the registration is simply sent again next time.
  }
}

// No time limit: a first install precaches the whole app, which takes a slow phone (or a busy
// machine) well over a minute, and a registration given up on then would never be retried.
// turn-on-push.ts checks that a worker is registered at all before a person waits on this.
const workerRegistration = (): Promise<ServiceWorkerRegistration> => navigator.serviceWorker.ready

async function currentDevice(
  registration: ServiceWorkerRegistration,
): Promise<Pick<DeviceRegistration, 'device_token' | 'subscription'>> {
  const firebase = firebaseConfig()
  if (firebase) {
    const { firebaseToken } = await import('./firebase-token.ts')
    return { device_token: await firebaseToken(firebase, registration) }
  }
  const { webPushSubscription } = await import('./web-push-subscription.ts')
  const { endpoint = '', keys = {} } = (await webPushSubscription(registration)).toJSON()
  return {
    device_token: endpoint,
    subscription: { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } },
  }
}

export type RegistrationOutcome = 'registered' | 'unchanged' | 'not-allowed' | 'unsupported'

// Only with permission already granted: asking is the prompt's job.
export async function ensurePushRegistration(now = Date.now()): Promise<RegistrationOutcome> {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission !== 'granted') return 'not-allowed'
  const state = session.get()
  const userId = state.user?.id ?? ''
  if (!state.token) return 'not-allowed'
  const device = await currentDevice(await workerRegistration())
  const cityId = state.location?.cityId ?? null
  return withPushLock(async () => {
    // Sign-out holds the same lock until the login is gone: whoever comes second sees the
    // other's work (a registration to remove, or no login to register for).
    const current = session.get()
    if (!current.token || (current.user?.id ?? '') !== userId) return 'not-allowed'
    const last = stored()
    if (
      last &&
      last.token === device.device_token &&
      last.userId === userId &&
      last.cityId === cityId &&
      now - last.savedAt < REFRESH_AFTER_MS
    ) {
      return 'unchanged'
    }
    await registerDevice({
      ...device,
      operating_system: operatingSystem(),
      user_agent: navigator.userAgent,
      city_id: cityId,
    })
    // The token changed: the old one must not keep receiving this person's pushes.
    if (last && last.token !== device.device_token) await removeDevice(last.token).catch(() => {})
    remember({ token: device.device_token, userId, cityId, savedAt: now })
    return 'registered'
  })
}

// Shared with src/shell/sign-out.ts.

function withPushLock<T>(work: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request(PUSH_LOCK, work) : work()
}
