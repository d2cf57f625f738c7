// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { IndexHtmlTransformHook } from 'vite'
import { codeAfterBootPicture, loadAfterBootPicture } from './code-after-boot-picture.ts'

const sources = ['/assets/runtime-1.js', '/assets/app-2.js']
const requested = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map(
    (script) => new URL(script.src).pathname,
  )

// A boot frame with a picture that has not arrived yet (jsdom loads no pictures, so `complete`
// says what a browser would while the picture is on its way).
function bootPicture(state: 'coming' | 'arrived' | 'broken' = 'coming'): HTMLImageElement {
  document.body.innerHTML =
    '<div id="boot"><div class="boot-banner"><img src="/b.svg" /></div></div>'
  const picture = document.querySelector('img')!
  Object.defineProperty(picture, 'complete', { value: state !== 'coming' })
  Object.defineProperty(picture, 'naturalWidth', { value: state === 'arrived' ? 1200 : 0 })
  return picture
}

// The Element Timing API, which jsdom lacks: entries are handed to the observers by `paint`.
class FakeElementObserver {
  static supportedEntryTypes = ['element']
  static observers: FakeElementObserver[] = []
  connected = false
  private readonly callback: (list: { getEntries: () => unknown[] }) => void
  constructor(callback: (list: { getEntries: () => unknown[] }) => void) {
    this.callback = callback
  }
  observe() {
    this.connected = true
    FakeElementObserver.observers.push(this)
  }
  disconnect() {
    this.connected = false
  }
  static paint(identifier: string) {
    for (const observer of FakeElementObserver.observers)
      if (observer.connected) observer.callback({ getEntries: () => [{ identifier }] })
  }
}

const realObserver = globalThis.PerformanceObserver
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

beforeEach(() => {
  document.head.innerHTML = ''
  document.body.innerHTML = ''
  FakeElementObserver.observers = []
})
afterEach(() => {
  globalThis.PerformanceObserver = realObserver
})

describe('loadAfterBootPicture', () => {
  it('asks for the code at once, in order, when the page has no boot picture', () => {
    loadAfterBootPicture(sources, 1000, 'boot-picture')
    expect(requested()).toEqual(sources)
    expect(document.head.querySelector('script')!.getAttribute('crossorigin')).toBe('')
  })

  it('asks at once for a picture already there where the browser cannot tell when it painted', () => {
    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver
    bootPicture('arrived')
    loadAfterBootPicture(sources, 1000, 'boot-picture')
    expect(requested()).toEqual(sources)
  })

  it('waits for a picture already arrived to paint where the browser tells', () => {
    globalThis.PerformanceObserver = FakeElementObserver as unknown as typeof PerformanceObserver
    bootPicture('arrived')
    loadAfterBootPicture(sources, 1000, 'boot-picture')
    expect(requested()).toEqual([])
    FakeElementObserver.paint('boot-picture')
    expect(requested()).toEqual(sources)
  })

  it('asks at once when the picture has already failed', () => {
    globalThis.PerformanceObserver = FakeElementObserver as unknown as typeof PerformanceObserver
    bootPicture('broken')
    loadAfterBootPicture(sources, 1000, 'boot-picture')
    expect(requested()).toEqual(sources)
  })

  it('waits for the picture to arrive where the browser cannot tell when it painted', () => {
    globalThis.PerformanceObserver = undefined as unknown as typeof PerformanceObserver
    const picture = bootPicture()
    loadAfterBootPicture(sources, 1000, 'boot-picture')
    expect(requested()).toEqual([])
    picture.dispatchEvent(new Event('load'))
    expect(requested()).toEqual(sources)
  })

  it('waits for the picture to paint, not only to arrive, where the browser tells', () => {
    globalThis.PerformanceObserver = FakeElementObserver as unknown as typeof PerformanceObserver
    const picture = bootPicture()
    loadAfterBootPicture(sources, 1000, 'boot-picture')
    picture.dispatchEvent(new Event('load'))
    FakeElementObserver.paint('another-picture')
    expect(requested()).toEqual([])
    FakeElementObserver.paint('boot-picture')
    expect(requested()).toEqual(sources)
  })

  it('asks at once when the picture fails', () => {
    globalThis.PerformanceObserver = FakeElementObserver as unknown as typeof PerformanceObserver
    const picture = bootPicture()
    loadAfterBootPicture(sources, 1000, 'boot-picture')
    picture.dispatchEvent(new Event('error'))
    expect(requested()).toEqual(sources)
  })

  it('waits no longer than its limit for a picture that never comes, and asks only once', async () => {
    globalThis.PerformanceObserver = FakeElementObserver as unknown as typeof PerformanceObserver
    const picture = bootPicture()
    loadAfterBootPicture(sources, 30, 'boot-picture')
    expect(requested()).toEqual([])
    await wait(80)
    expect(requested()).toEqual(sources)
    FakeElementObserver.paint('boot-picture')
    picture.dispatchEvent(new Event('error'))
    expect(requested()).toEqual(sources)
  })
})

describe('codeAfterBootPicture', () => {
  const transform = (html: string) => {
    const hook = codeAfterBootPicture().transformIndexHtml as { handler: IndexHtmlTransformHook }
    return hook.handler.call(undefined as never, html, {
      path: '/index.html',
      filename: 'index.html',
    })
  }

  it("moves the build's module scripts into the loader at the end of the body", () => {
    const result = transform(
      '<head><script type="module" crossorigin src="/assets/runtime-1.js"></script>\n' +
        '<script type="module" crossorigin src="/assets/app-2.js"></script>\n</head><body></body>',
    ) as { html: string; tags: { children: string; injectTo: string }[] }
    expect(result.html).not.toContain('type="module"')
    expect(result.tags).toHaveLength(1)
    expect(result.tags[0]!.injectTo).toBe('body')
    expect(result.tags[0]!.children).toContain(JSON.stringify(sources))
    // The loader's text runs as it is written into the page.
    document.body.innerHTML = ''
    new Function(result.tags[0]!.children)()
    expect(requested()).toEqual(sources)
  })

  it('refuses a page without a module script (the build changed how it writes them)', () => {
    expect(() => transform('<head></head><body></body>')).toThrow(/no module script/)
  })
})
