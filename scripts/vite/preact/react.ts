// `react` for the app's build: Preact's compatibility layer (docs/decisions/203-preact.md), with
// the three things in which it differs from React where the app can tell.
import { createElement, options, type ComponentChildren } from 'preact'
import { useEffect, useState } from 'preact/hooks'

// @ts-expect-error preact/compat's types are one `export =` namespace; its module has the names.
export * from 'preact/compat'
export { default } from 'preact/compat'

// Mantine keeps collapsed panels and closed transitions mounted with React 19's <Activity>,
// which Preact lacks. A hidden activity is a `display: none` box and a visible one a
// `display: contents` box, so the tree (and its state) stays the same when it switches.
export function Activity(props: { mode?: 'visible' | 'hidden'; children?: ComponentChildren }) {
  const hidden = props.mode === 'hidden'
  return createElement('div', { style: { display: hidden ? 'none' : 'contents' } }, props.children)
}

// React renders a deferred value in a later pass that yields to the browser; Preact's stand-in
// returns the new value at once, so what a screen defers (the home page's sliders) was built in
// the same long task as the rest of the screen. Here the new value comes in a task of its own.
export function useDeferredValue<T>(...[value, initial]: [value: T, initialValue?: T]): T {
  const [shown, setShown] = useState<T>(() => (initial === undefined ? value : initial))
  useEffect(() => {
    if (Object.is(shown, value)) return
    let current = true
    inNextTask(() => current && setShown(value))
    return () => {
      current = false
    }
  }, [value, shown])
  return shown
}

// Preact runs effects after the next animation frame (or a 35 ms timer). A tab in the
// background gets no frames and slowed timers, so its effects would wait up to a second; React
// runs them from a message-channel task instead, which nothing throttles or fakes. Same here.
const pending: (() => void)[] = []
const channel = new MessageChannel()
channel.port1.onmessage = () => {
  for (const callback of pending.splice(0)) callback()
}
function inNextTask(callback: () => void): void {
  pending.push(callback)
  if (pending.length === 1) channel.port2.postMessage(null)
}
options.requestAnimationFrame = inNextTask

// A controlled field whose handler keeps the state as it was (a letter typed into an amount)
// must show the state again. React puts it back after the event; Preact only re-renders when
// the state changed, so the letter stayed. After every input event, once the re-render it
// caused (a microtask) is done, a field still unlike its last rendered value gets that value.
const rendered = new WeakMap<EventTarget, unknown>()
const diffed = options.diffed
options.diffed = (vnode) => {
  // `__e` is the vnode's DOM node (Preact's stable mangled name for `_dom`).
  const dom = (vnode as unknown as { __e?: EventTarget }).__e
  const props = vnode.props as { value?: unknown }
  if (dom && (vnode.type === 'input' || vnode.type === 'textarea') && 'value' in props)
    rendered.set(dom, props.value)
  diffed?.(vnode)
}
document.addEventListener('input', (event) => {
  const field = event.target as HTMLInputElement | HTMLTextAreaElement
  queueMicrotask(() => {
    const value = rendered.get(field)
    if (value !== undefined && value !== null && field.value !== String(value))
      field.value = String(value)
  })
})
