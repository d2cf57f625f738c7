// Toasts at the bottom centre: success and error stay 5 s, info and warning 7 s (the spec).
// Errors are announced assertively, the rest politely.
import { useSyncExternalStore } from 'react'
import { CloseButton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import classes from './toasts.module.css'

type ToastKind = 'success' | 'error' | 'info' | 'warning'

interface Toast {
  id: number
  kind: ToastKind
  message: string
}

const toastDurations: Record<ToastKind, number> = {
  success: 5000,
  error: 5000,
  info: 7000,
  warning: 7000,
}

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id)
  notify()
}

function showToast(kind: ToastKind, message: string): number {
  const id = nextId++
  // The same message twice in a row is shown once.
  toasts = [...toasts.filter((toast) => toast.message !== message), { id, kind, message }].slice(-4)
  notify()
  setTimeout(() => dismissToast(id), toastDurations[kind])
  return id
}

export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
  warning: (message: string) => showToast('warning', message),
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function Toaster() {
  const { t } = useLingui()
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
  return (
    <div className={classes.region} aria-live="polite">
      {current.map((item) => (
        <div
          key={item.id}
          className={classes.toast}
          data-kind={item.kind}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <span className={classes.message}>{item.message}</span>
          <CloseButton size="sm" aria-label={t`Close`} onClick={() => dismissToast(item.id)} />
        </div>
      ))}
    </div>
  )
}
