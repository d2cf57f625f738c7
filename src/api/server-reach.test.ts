// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { noteServerAnswer, onServerBack } from './server-reach.ts'

describe('server reach', () => {
  it('tells a watcher once when the server answers after failing', () => {
    let heard = 0
    const stop = onServerBack(() => (heard += 1))
    noteServerAnswer('/api/v1/a/', 200)
    expect(heard).toBe(0)
    noteServerAnswer('/api/v1/a/', 503)
    noteServerAnswer('/api/v1/b/', 0)
    noteServerAnswer('/api/v1/b/', 404)
    noteServerAnswer('/api/v1/a/', 200)
    expect(heard).toBe(1)
    stop()
    noteServerAnswer('/api/v1/a/', 502)
    noteServerAnswer('/api/v1/a/', 200)
    expect(heard).toBe(1)
  })

  it('leaves out the calls a watcher ignores', () => {
    let heard = 0
    const stop = onServerBack(
      () => (heard += 1),
      (url) => url.includes('submit'),
    )
    noteServerAnswer('/api/v1/submit/', 503)
    noteServerAnswer('/api/v1/other/', 200)
    expect(heard).toBe(0)
    noteServerAnswer('/api/v1/other/', 503)
    noteServerAnswer('/api/v1/submit/', 200)
    expect(heard).toBe(0)
    noteServerAnswer('/api/v1/other/', 200)
    expect(heard).toBe(1)
    stop()
  })
})
