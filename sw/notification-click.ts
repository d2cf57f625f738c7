// A tap on a notification opens the app at /notifications?id=…: an open window of the app is
// focused and navigated there (an uncontrolled one, which cannot be navigated by the worker,
// is asked to route there itself), otherwise a new window opens there.
import { isAppPath, type OpenNotificationMessage } from '#shared/protocols/push-messages.ts'

declare const self: ServiceWorkerGlobalScope

export function targetOf(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url
  return isAppPath(url) ? url : '/notifications'
}

type WindowsOf = Pick<Clients, 'matchAll' | 'openWindow'>

export async function openFromNotification(
  data: unknown,
  clients: WindowsOf,
  origin: string,
): Promise<void> {
  const path = targetOf(data)
  const url = new URL(path, origin).href
  const windows = (await clients.matchAll({
    type: 'window',
    includeUncontrolled: true,
  })) as readonly WindowClient[]
  const ours = windows.filter((window) => new URL(window.url).origin === origin)
  const target =
    ours.find((window) => window.focused) ??
    ours.find((window) => window.visibilityState === 'visible') ??
    ours[0]
  if (!target) {
    await clients.openWindow(url)
    return
  }
  const focused = await target.focus().catch(() => target)
  const navigated = await focused.navigate(url).catch(() => null)
  if (!navigated) {
    const message: OpenNotificationMessage = { type: 'notification:open', url: path }
    focused.postMessage(message)
  }
}

export function setUpNotificationClick(): void {
  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    event.waitUntil(
      openFromNotification(event.notification.data, self.clients, self.location.origin),
    )
  })
}
