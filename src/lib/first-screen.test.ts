import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

type FirstScreen = typeof import('./first-screen.ts')
let module: FirstScreen

beforeEach(async () => {
  vi.resetModules()
  module = await import('./first-screen.ts')
})

const state = (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  return () => done
}
// Past the macrotask in which the module settles (a message, then a timer).
const macrotask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      setTimeout(resolve, 0)
    }
    channel.port2.postMessage(null)
  })

describe('the first screen', () => {
  it('is up at once where nobody watches it (unit tests, other programs)', async () => {
    const up = state(module.firstScreenShown())
    await macrotask()
    expect(up()).toBe(true)
  })

  it('waits for the first route and for every screen that holds it', async () => {
    module.watchFirstScreen()
    const up = state(module.firstScreenShown())
    const product = renderHook(({ waiting }) => module.useFirstScreenHold(waiting), {
      initialProps: { waiting: true },
    })
    module.firstRouteRendered()
    await macrotask()
    expect(up()).toBe(false)
    product.rerender({ waiting: false })
    await macrotask()
    expect(up()).toBe(true)
  })

  it('is not up before the first route has rendered, even with nothing held', async () => {
    module.watchFirstScreen()
    const up = state(module.firstScreenShown())
    await macrotask()
    expect(up()).toBe(false)
    module.firstRouteRendered()
    await macrotask()
    expect(up()).toBe(true)
  })

  it('tells a part of a screen when it may load', async () => {
    module.watchFirstScreen()
    const { result } = renderHook(() => module.useAfterFirstScreen())
    expect(result.current).toBe(false)
    module.firstRouteRendered()
    await act(macrotask)
    expect(result.current).toBe(true)
  })
})
