// Vite plugin: when the served page carries a picture in its boot frame (the home page's first
// banner, a product's picture: server/static.ts), the app's code is asked for once that picture
// has painted, so on a phone's network the page's largest picture does not share the link with
// 100 KB of code (docs/decisions/213-code-after-the-boot-picture.md). A page without one (any
// other address, the installed app's cached page) asks at once, and a picture that is slow or broken holds the code back for at most PICTURE_WAIT_MS.
import type { Plugin } from 'vite'
import { BOOT_PICTURE_TIMING } from '#shared/protocols/boot-picture.ts'

const PICTURE_WAIT_MS = 1000

// Runs in the page as an inline script, from its text: self-contained. No setTimeout or
// animation frame: tests that freeze the page's clock replace both, and the app must still load.
export function loadAfterBootPicture(sources: string[], waitMs: number, timingName: string): void {
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const source of sources) {
      const script = document.createElement('script')
      script.type = 'module'
      script.crossOrigin = ''
      script.src = source
      document.head.appendChild(script)
    }
  }
  const picture = document.querySelector<HTMLImageElement>('#boot img')
  // A broken picture is complete too, with no size.
  if (!picture || (picture.complete && picture.naturalWidth === 0)) return start()
  // Where the browser reports when the picture was painted, that is the moment (even for one
  // already arrived: arrived is not painted); elsewhere its arrival is the nearest sign of it.
  const paints =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('element')
  if (!paints) {
    if (picture.complete) return start()
    picture.addEventListener('load', start)
  }
  picture.addEventListener('error', start)
  AbortSignal.timeout(waitMs).addEventListener('abort', start)
  if (!paints) return
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ((entry as PerformanceEntry & { identifier?: string }).identifier !== timingName) continue
      observer.disconnect()
      start()
    }
  })
  observer.observe({ type: 'element', buffered: true })
}

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g

export function codeAfterBootPicture(): Plugin {
  return {
    name: 'code-after-boot-picture',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const sources = [...html.matchAll(moduleScript)].map((match) => match[1]!)
        if (sources.length === 0) throw new Error('index.html has no module script to load')
        const call = `(${loadAfterBootPicture.toString()})(${JSON.stringify(sources)}, ${PICTURE_WAIT_MS}, ${JSON.stringify(BOOT_PICTURE_TIMING)})`
        return {
          html: html.replace(moduleScript, ''),
          tags: [{ tag: 'script' as const, children: call, injectTo: 'body' as const }],
        }
      },
    },
  }
}
