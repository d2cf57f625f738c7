// Registers the service worker after the page has loaded (so it never competes with the first
// paint) and offers a reload when a new version is waiting, instead of swapping the app under
// the person's hands.
import { useEffect, useState } from 'react'
import { Button, Group, Paper, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { afterLoadAndIdle } from '../lib/idle.ts'
import { serviceWorkerAvailable } from './service-worker-available.ts'

type Waiting = { activate: () => void } | null

let waiting: Waiting = null
const listeners = new Set<() => void>()

export function registerServiceWorker(): void {
  if (!serviceWorkerAvailable() || import.meta.env.DEV) return
  const start = async () => {
    const { Workbox } = await import('workbox-window')
    const workbox = new Workbox('/sw.js', { scope: '/' })
    workbox.addEventListener('waiting', () => {
      waiting = {
        activate: () => {
          workbox.addEventListener('controlling', () => window.location.reload())
          workbox.messageSkipWaiting()
        },
      }
      listeners.forEach((listener) => listener())
    })
    await workbox.register()
    // Look for a new version whenever the app comes back to the foreground.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void workbox.update()
    })
  }
  void afterLoadAndIdle()
    .then(start)
    .catch(() => undefined)
}

export function UpdatePrompt() {
  const { t } = useLingui()
  const [update, setUpdate] = useState<Waiting>(waiting)
  useEffect(() => {
    const listener = () => setUpdate(waiting)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }, [])
  if (!update) return null
  return (
    <Paper
      shadow="md"
      p="sm"
      radius="lg"
      withBorder
      role="alertdialog"
      aria-label={t`A new version is ready`}
      style={{ position: 'fixed', insetInline: 12, bottom: 80, zIndex: 1100 }}
      data-testid="update-prompt"
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{t`A new version of the app is ready.`}</Text>
        <Group gap="xs" wrap="nowrap">
          <Button variant="subtle" size="xs" onClick={() => setUpdate(null)}>
            {t`Later`}
          </Button>
          <Button size="xs" onClick={update.activate}>
            {t`Reload`}
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}
