// One client's many requests wait their turn; another client's request does not wait for them.
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { fairShare } from './fair-share.ts'

function heldApp(perClient: number, queue: number) {
  let running = 0
  let most = 0
  const gates: (() => void)[] = []
  const app = new Hono()
  app.use('*', fairShare({ perClient, queue, clientOf: (c) => c.req.header('x-client') ?? '' }))
  app.get('/slow', async (c) => {
    running += 1
    most = Math.max(most, running)
    await new Promise<void>((resolve) => gates.push(resolve))
    running -= 1
    return c.text('slow')
  })
  app.get('/quick', (c) => c.text('quick'))
  const ask = (path: string, client: string) =>
    app.request(path, { headers: { 'x-client': client, 'accept-language': 'AR' } })
  const openAll = () => gates.splice(0).forEach((open) => open())
  return { ask, openAll, most: () => most, running: () => running }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('fair share', () => {
  it('runs at most perClient requests of a client at once, the rest in order', async () => {
    const app = heldApp(2, 10)
    const slow = Array.from({ length: 6 }, () => app.ask('/slow', 'a'))
    await settle()
    expect(app.running()).toBe(2)
    // Another client is not held behind them.
    expect(await (await app.ask('/quick', 'b')).text()).toBe('quick')
    while (app.running() > 0) {
      app.openAll()
      await settle()
    }
    const answers = await Promise.all(slow)
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    expect(app.most()).toBe(2)
  })

  it('tells a client with too many waiting to slow down (429, in its language)', async () => {
    const app = heldApp(1, 2)
    const held = Array.from({ length: 3 }, () => app.ask('/slow', 'a'))
    await settle()
    const refused = await app.ask('/slow', 'a')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(await refused.text()).toMatch(/[\u0600-\u06ff]/)
    while (app.running() > 0) {
      app.openAll()
      await settle()
    }
    await Promise.all(held)
  })
})
