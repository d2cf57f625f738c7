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
// The browser under test: with the Element Timing API or without it.
const elementTiming = (supported: boolean) => {
  globalThis.PerformanceObserver = (supported
    ? FakeElementObserver
    : undefined) as unknown as typeof PerformanceObserver
}
const load = (waitMs = 1000) =>
  loadAfterBootPicture('app/after-boot-picture', waitMs, 'boot-picture')
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// The page as the server sends it with a picture: the build's module scripts held back.
function heldScripts(): void {
  document.head.innerHTML = sources
    .map((source) => `<script type="app/after-boot-picture" crossorigin src="${source}"></script>`)
    .join('')
}

beforeEach(() => {
  heldScripts()
  document.body.innerHTML = ''
  FakeElementObserver.observers = []
})
afterEach(() => {
  globalThis.PerformanceObserver = realObserver
})

describe('loadAfterBootPicture', () => {
  it('does nothing on a page whose scripts are not held (no picture: they load as built)', () => {
    document.head.innerHTML = '<script type="module" crossorigin src="/assets/app-2.js"></script>'
    bootPicture()
    load(0)
    expect(requested()).toEqual(['/assets/app-2.js'])
  })

  it('asks for the held code at once, in order, when the page has no boot picture', () => {
    load()
    expect(requested()).toEqual(sources)
    expect(document.head.querySelector('script[type="module"]')!.getAttribute('crossorigin')).toBe(
      '',
    )
  })

  it('asks at once for a picture already there where the browser cannot tell when it painted', () => {
    elementTiming(false)
    bootPicture('arrived')
    load()
    expect(requested()).toEqual(sources)
  })

  it('waits for a picture already arrived to paint where the browser tells', () => {
    elementTiming(true)
    bootPicture('arrived')
    load()
    expect(requested()).toEqual([])
    FakeElementObserver.paint('boot-picture')
    expect(requested()).toEqual(sources)
  })

  it('asks at once when the picture has already failed', () => {
    elementTiming(true)
    bootPicture('broken')
    load()
    expect(requested()).toEqual(sources)
  })

  it('waits for the picture to arrive where the browser cannot tell when it painted', () => {
    elementTiming(false)
    const picture = bootPicture()
    load()
    expect(requested()).toEqual([])
    picture.dispatchEvent(new Event('load'))
    expect(requested()).toEqual(sources)
  })

  it('waits for the picture to paint, not only to arrive, where the browser tells', () => {
    elementTiming(true)
    const picture = bootPicture()
    load()
    picture.dispatchEvent(new Event('load'))
    FakeElementObserver.paint('another-picture')
    expect(requested()).toEqual([])
    FakeElementObserver.paint('boot-picture')
    expect(requested()).toEqual(sources)
  })

  it('asks at once when the picture fails', () => {
    elementTiming(true)
    const picture = bootPicture()
    load()
    picture.dispatchEvent(new Event('error'))
    expect(requested()).toEqual(sources)
  })

  it('waits no longer than its limit for a picture that never comes, and asks only once', async () => {
    elementTiming(true)
    const picture = bootPicture()
    load(30)
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

  it('adds the marked loader at the end of the body, and its text runs as written', () => {
    const tags = transform(
      '<head><script type="module" crossorigin src="/assets/app-2.js"></script></head><body></body>',
    ) as { attrs: Record<string, unknown>; children: string; injectTo: string }[]
    expect(tags).toHaveLength(1)
    expect(tags[0]!.injectTo).toBe('body')
    expect(tags[0]!.attrs).toEqual({ 'data-code-after-boot-picture': true })
    document.body.innerHTML = ''
    new Function(tags[0]!.children)()
    expect(requested()).toEqual(sources)
  })

  it('refuses a page whose module scripts the server could not hold back', () => {
    expect(() => transform('<head><script type="module" src="/a.js"></script></head>')).toThrow(
      /hold back/,
    )
  })
})
