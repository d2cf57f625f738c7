// The person said yes in the app: now the browser asks, and on its yes the device registers.
import { ensurePushRegistration } from './push-registration.ts'
import { pushSupported } from './push-support.ts'

export type TurnOnOutcome = 'on' | 'denied' | 'dismissed' | 'failed' | 'unsupported'

export async function turnOnPush(): Promise<TurnOnOutcome> {
  if (!pushSupported()) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return 'denied'
  if (permission !== 'granted') return 'dismissed'
  try {
    // Without a worker (it failed to install, or a development server) the wait for one would
    // never end; with one, however slow its install, the registration follows it.
    if (!(await navigator.serviceWorker.getRegistration())) return 'failed'
    const outcome = await ensurePushRegistration()
    return outcome === 'registered' || outcome === 'unchanged' ? 'on' : 'failed'
  } catch {
    return 'failed'
  }
}
