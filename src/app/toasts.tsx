// Toasts at the bottom centre: success and error stay 5 s, info and warning 7 s (the spec).
// Errors are announced assertively, the rest politely.
import { lazy, Suspense, useSyncExternalStore } from 'react'
import classes from './toasts.module.css'

// The toasts themselves (with Mantine's close button) load with the first one; the live region
// is there from the start, so screen readers announce what is put in it.
const ToastItems = lazy(() =>
  import('./toast-items.tsx').then((module) => ({ default: module.ToastItems })),
)

type ToastKind = 'success' | 'error' | 'info' | 'warning'

export interface Toast {
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

export function dismissToast(id: number): void {
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
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
  return (
    <div className={classes.region} aria-live="polite">
      {current.length > 0 && (
        <Suspense fallback={null}>
          <ToastItems toasts={current} />
        </Suspense>
      )}
    </div>
  )
}
