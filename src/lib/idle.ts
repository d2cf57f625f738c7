import { firstScreenShown } from './first-screen.ts'

// Resolves once the page has loaded, its first screen is up (src/lib/first-screen.ts) and the
// browser is idle: for work that should never compete with the first paint (the notification
// dot's database read, the worker helper, the offline catalog).
export function afterLoadAndIdle(timeoutMs = 2000): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
  return Promise.all([loaded, firstScreenShown()]).then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window)
          window.requestIdleCallback(() => resolve(), { timeout: timeoutMs })
        else setTimeout(resolve, 200)
      }),
  )
}
