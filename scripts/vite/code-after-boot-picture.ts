// Vite plugin: when the served page carries a picture in its boot frame (the home page's first
// banner, a product's picture), the app's code is asked for once that picture has painted, so
// on a phone's network the page's largest picture does not share the link with 100 KB of code
// (docs/decisions/213-code-after-the-boot-picture.md). The built page keeps its module scripts
// as they are: the server, when it writes a picture in, holds them back
// (shared/protocols/boot-picture.ts), and this page's loader asks for them once the picture has
// painted, or has failed, or after PICTURE_WAIT_MS at most. Any other page (other addresses, the
// installed app's cached copy) loads its code as it always did.
import type { Plugin } from 'vite'
import {
  BOOT_PICTURE_TIMING,
  HELD_SCRIPT_TYPE,
  LOADER_MARK,
  MODULE_SCRIPT_TAG,
} from '#shared/protocols/boot-picture.ts'

const PICTURE_WAIT_MS = 1000

// Runs in the page as an inline script, from its text: self-contained. No setTimeout or
// animation frame: tests that freeze the page's clock replace both, and the app must still load.
export function loadAfterBootPicture(heldType: string, waitMs: number, timingName: string): void {
  const held = [...document.querySelectorAll<HTMLScriptElement>('script')].filter(
    (script) => script.type === heldType,
  )
  if (held.length === 0) return
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const source of held) {
      const script = document.createElement('script')
      script.type = 'module'
      script.crossOrigin = ''
      script.src = source.src
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

export function codeAfterBootPicture(): Plugin {
  return {
    name: 'code-after-boot-picture',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        // The server holds back exactly these tags: the build must still write them so.
        if (!html.includes(MODULE_SCRIPT_TAG))
          throw new Error(`index.html has no ${MODULE_SCRIPT_TAG}…> to hold back`)
        const call = `(${loadAfterBootPicture.toString()})(${JSON.stringify(HELD_SCRIPT_TYPE)}, ${PICTURE_WAIT_MS}, ${JSON.stringify(BOOT_PICTURE_TIMING)})`
        return [
          {
            tag: 'script' as const,
            attrs: { [LOADER_MARK]: true },
            children: call,
            injectTo: 'body' as const,
          },
        ]
      },
    },
  }
}
