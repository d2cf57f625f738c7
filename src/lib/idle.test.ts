import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The browser's resource timing, replaced: the test says when a file or answer arrives.
class FakeObserver {
  static current: FakeObserver | null = null
  pending: PerformanceEntry[] = []
  observing = false
  private readonly callback: PerformanceObserverCallback
  constructor(callback: PerformanceObserverCallback) {
    this.callback = callback
    FakeObserver.current = this
  }
  observe() {
    this.observing = true
  }
  takeRecords() {
    return this.pending.splice(0)
  }
  disconnect() {
    this.observing = false
  }
  arrive() {
    if (!this.observing) return
    // Delivered later, as the browser does: what a check takes first is not delivered again.
    this.pending.push({ entryType: 'resource' } as PerformanceEntry)
    queueMicrotask(() => {
      const entries = this.pending.splice(0)
      if (entries.length > 0)
        this.callback({ getEntries: () => entries } as PerformanceObserverEntryList, this as never)
    })
  }
}

type Idle = typeof import('./idle.ts')
type FirstScreen = typeof import('./first-screen.ts')
let idle: Idle
let firstScreen: FirstScreen

beforeEach(async () => {
  vi.useFakeTimers()
  vi.stubGlobal('PerformanceObserver', FakeObserver)
  vi.resetModules()
  firstScreen = await import('./first-screen.ts')
  idle = await import('./idle.ts')
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  FakeObserver.current = null
})

const state = (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  return () => done
}

// The first screen up, as src/main.tsx and the screens report it.
async function startShown(): Promise<void> {
  firstScreen.watchFirstScreen()
  firstScreen.firstRouteRendered()
  await vi.advanceTimersByTimeAsync(10)
}

describe('background work after the start', () => {
  it('waits for the first screen, then for the network to be quiet', async () => {
    firstScreen.watchFirstScreen()
    const started = state(idle.afterLoadAndIdle())
    await vi.advanceTimersByTimeAsync(5000)
    expect(started()).toBe(false)
    firstScreen.firstRouteRendered()
    await vi.advanceTimersByTimeAsync(idle.NETWORK_QUIET_MS - 100)
    expect(started()).toBe(false)
    await vi.advanceTimersByTimeAsync(400)
    expect(started()).toBe(true)
  })

  it('waits while pictures and answers are still arriving', async () => {
    await startShown()
    const started = state(idle.afterLoadAndIdle())
    await vi.advanceTimersByTimeAsync(idle.NETWORK_QUIET_MS - 500)
    FakeObserver.current!.arrive()
    await vi.advanceTimersByTimeAsync(600)
    expect(started()).toBe(false)
    // One taken by the check itself, before the browser delivered it.
    await vi.advanceTimersByTimeAsync(idle.NETWORK_QUIET_MS - 700)
    FakeObserver.current!.pending.push({ entryType: 'resource' } as PerformanceEntry)
    await vi.advanceTimersByTimeAsync(600)
    expect(started()).toBe(false)
    // The next check finds nothing new; then the browser's next idle moment.
    await vi.advanceTimersByTimeAsync(idle.NETWORK_QUIET_MS + 300)
    expect(started()).toBe(true)
  })

  it('waits no longer than five checks for a page that keeps loading', async () => {
    await startShown()
    const started = state(idle.afterLoadAndIdle())
    const poll = setInterval(() => FakeObserver.current?.arrive(), 500)
    await vi.advanceTimersByTimeAsync(4 * idle.NETWORK_QUIET_MS + 100)
    expect(started()).toBe(false)
    await vi.advanceTimersByTimeAsync(idle.NETWORK_QUIET_MS + 400)
    expect(started()).toBe(true)
    clearInterval(poll)
  })

  it('waits once: work asked for later starts at the next idle moment', async () => {
    await startShown()
    await Promise.all([idle.afterLoadAndIdle(), vi.advanceTimersByTimeAsync(3000)])
    const later = state(idle.afterLoadAndIdle())
    await vi.advanceTimersByTimeAsync(300)
    expect(later()).toBe(true)
    expect(FakeObserver.current!.observing).toBe(false)
  })

  it('does not wait for the network where nobody watches the start (unit tests)', async () => {
    const started = state(idle.afterLoadAndIdle())
    await vi.advanceTimersByTimeAsync(300)
    expect(started()).toBe(true)
    expect(FakeObserver.current).toBe(null)
  })
})
