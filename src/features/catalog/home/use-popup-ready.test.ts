import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The page's settling is the boundary: the test says when it comes.
let settle: () => void = () => {}
vi.mock('../../../lib/idle.ts', () => ({
  afterLoadAndIdle: () => new Promise<void>((resolve) => (settle = resolve)),
}))
const { usePopupReady } = await import('./use-popup-ready.ts')

beforeEach(() => {
  settle = () => {}
})
afterEach(() => vi.restoreAllMocks())

const settled = () => act(async () => settle())

describe('the home page’s popup', () => {
  it('opens once the page has settled', async () => {
    const { result } = renderHook(() => usePopupReady(true))
    expect(result.current).toBe(false)
    await settled()
    expect(result.current).toBe(true)
  })

  it.each(['pointerdown', 'keydown', 'wheel', 'touchmove'])(
    'waits for the next visit when the person has started using the page (%s)',
    async (type) => {
      const { result } = renderHook(() => usePopupReady(true))
      window.dispatchEvent(new Event(type))
      await settled()
      expect(result.current).toBe(false)
    },
  )

  it('is not closed by what the person does once it is open, and stops listening', async () => {
    const removed = vi.spyOn(window, 'removeEventListener')
    const { result } = renderHook(() => usePopupReady(true))
    await settled()
    window.dispatchEvent(new Event('pointerdown'))
    expect(result.current).toBe(true)
    expect(removed.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['pointerdown', 'keydown', 'wheel', 'touchmove']),
    )
  })

  it('never opens without a popup to show', async () => {
    const { result } = renderHook(() => usePopupReady(false))
    await settled()
    expect(result.current).toBe(false)
  })
})
