import { serviceWorkerAvailable } from '../../../lib/service-worker-available.ts'

// Can this browser receive push, and may it? Push needs a service worker, the Push API and
// the Notifications API (Safari on iPhone has them only once the app is on the home screen).
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    serviceWorkerAvailable() &&
    'PushManager' in window &&
    'Notification' in window
  )
}

export type PushPermission = NotificationPermission | 'unsupported'

export function pushPermission(): PushPermission {
  return pushSupported() ? Notification.permission : 'unsupported'
}

export function firebaseConfig() {
  const env = import.meta.env
  const config = {
    apiKey: env.APP_FIREBASE_API_KEY,
    authDomain: env.APP_FIREBASE_AUTH_DOMAIN,
    projectId: env.APP_FIREBASE_PROJECT_ID,
    messagingSenderId: env.APP_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.APP_FIREBASE_APP_ID,
    vapidKey: env.APP_FIREBASE_VAPID_KEY,
  }
  return config.apiKey && config.projectId && config.messagingSenderId && config.appId
    ? config
    : null
}

// The device, as the registration names it.
export function operatingSystem(userAgent = navigator.userAgent): string {
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } })
    .userAgentData?.platform
  if (platform) return platform
  if (/android/i.test(userAgent)) return 'Android'
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS'
  if (/windows/i.test(userAgent)) return 'Windows'
  if (/mac os x/i.test(userAgent)) return 'macOS'
  if (/cros/i.test(userAgent)) return 'ChromeOS'
  if (/linux/i.test(userAgent)) return 'Linux'
  return 'Other'
}
