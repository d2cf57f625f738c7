// Standard Web Push: this browser's subscription under the backend's VAPID key. A
// subscription made under another key (a changed deployment) is replaced, since the server
// could never sign for it.
import { fetchWebPushKey } from '../api/notifications.ts'

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  return Uint8Array.from(raw, (char) => char.charCodeAt(0))
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false
  const bytes = new Uint8Array(a)
  return bytes.every((byte, index) => byte === b[index])
}

export async function webPushSubscription(
  registration: ServiceWorkerRegistration,
): Promise<PushSubscription> {
  const key = keyBytes(await fetchWebPushKey())
  const current = await registration.pushManager.getSubscription()
  if (current && sameKey(current.options.applicationServerKey, key)) return current
  await current?.unsubscribe()
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
}
