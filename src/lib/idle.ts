// Resolves once the page has loaded and the browser is idle: for work that should never
// compete with the first paint (the notification dot's database read, the worker helper).
export function afterLoadAndIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if ('requestIdleCallback' in window)
        window.requestIdleCallback(() => resolve(), { timeout: timeoutMs })
      else setTimeout(resolve, 200)
    }
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}
