// Toasts at the bottom center: success and error stay 5 s, info and warning 7 s (the spec).
// Errors are announced assertively, the rest politely. One at a time, and only on the screen it
// was shown on: a toast about the next screen is shown once the app has gone there (decision 262).
import { useEffect, useSyncExternalStore, type ReactNode } from 'react'
import type { ToastItems as ToastItemsType } from './toast-items.tsx'
import classes from './toasts.module.css'

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

/** A new screen: what was said about the last one is gone (decision 262). */
export function dismissAllToasts(): void {
  if (toasts.length === 0) return
  toasts = []
  notify()
}

function showToast(kind: ToastKind, message: string): number {
  const id = nextId++
  // One at a time: the newest replaces what was shown, so toasts never pile up over a form
  // (decision 262).
  toasts = [{ id, kind, message }]
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

// A button floating over the bottom of a screen (the employees' add button) lifts the toasts
// above it while it is shown, so an error never covers the way on. One floater at a time.
export function useToastsAbove(floater: number | null): void {
  useEffect(() => {
    if (floater === null) return
    const root = document.documentElement.style
    root.setProperty('--toasts-lift', `${floater}px`)
    return () => {
      root.removeProperty('--toasts-lift')
    }
  }, [floater])
}

// The toasts' look (with Mantine's close button) loads with the first one, or after the first
// screen (src/main.tsx). Until it is there, a toast shows as plain text: never a Suspense
// boundary, whose reveal waits on a timer, and a chunk that cannot load (offline before the
// service worker holds the app) still leaves the message readable.
let ToastItems: typeof ToastItemsType | null = null
let loading: Promise<void> | null = null

export function loadToastItems(): Promise<void> {
  loading ??= import('./toast-items.tsx').then(
    (module) => {
      ToastItems = module.ToastItems
      notify()
    },
    () => {
      loading = null
    },
  )
  return loading
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function ToastBox(props: { toast: Toast; close?: ReactNode }) {
  const { toast: item } = props
  return (
    <div
      className={classes.toast}
      data-kind={item.kind}
      role={item.kind === 'error' ? 'alert' : 'status'}
      data-testid="toast"
    >
      <span className={classes.message}>{item.message}</span>
      {props.close}
    </div>
  )
}

export function Toaster() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
  const Items = useSyncExternalStore(
    subscribe,
    () => ToastItems,
    () => ToastItems,
  )
  const shown = current.length > 0
  useEffect(() => {
    if (shown && !Items) void loadToastItems()
  }, [shown, Items])
  // The live region is there from the start, so screen readers announce what is put in it.
  return (
    <div className={classes.region} aria-live="polite">
      {Items ? (
        <Items toasts={current} />
      ) : (
        current.map((item) => <ToastBox key={item.id} toast={item} />)
      )}
    </div>
  )
}
