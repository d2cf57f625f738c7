// Firebase Cloud Messaging, loaded only when the deployment configures it (and only when a
// token is needed): its token for this device, bound to the app's own service worker so a
// second worker never competes for pushes.
import type { firebaseConfig } from './push-support.ts'

type FirebaseConfig = NonNullable<ReturnType<typeof firebaseConfig>>

export async function firebaseToken(
  config: FirebaseConfig,
  registration: ServiceWorkerRegistration,
): Promise<string> {
  const [{ getApps, initializeApp }, { getMessaging, getToken, isSupported }] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ])
  if (!(await isSupported())) throw new Error('Firebase messaging is not supported here')
  const { vapidKey, ...options } = config
  const app = getApps()[0] ?? initializeApp(options)
  return getToken(getMessaging(app), {
    ...(vapidKey ? { vapidKey } : {}),
    serviceWorkerRegistration: registration,
  })
}
