import { describe, expect, it } from 'vitest'
import { openFromNotification, targetOf } from './notification-click.ts'

const origin = 'https://app.example.om'

interface FakeWindow {
  url: string
  focused: boolean
  visibilityState: DocumentVisibilityState
  log: string[]
  controlled: boolean
}

function fakeWindow(url: string, options: Partial<Omit<FakeWindow, 'url' | 'log'>> = {}) {
  const window: FakeWindow = {
    url,
    focused: false,
    visibilityState: 'hidden',
    controlled: true,
    log: [],
    ...options,
  }
  const client = {
    ...window,
    get url() {
      return window.url
    },
    focus: async () => {
      window.log.push('focus')
      return client
    },
    navigate: async (to: string) => {
      if (!window.controlled) throw new TypeError('not controlled')
      window.log.push(`navigate ${to}`)
      window.url = to
      return client
    },
    postMessage: (message: unknown) => window.log.push(`message ${JSON.stringify(message)}`),
  }
  return { window, client }
}

function fakeClients(windows: ReturnType<typeof fakeWindow>['client'][]) {
  const opened: string[] = []
  const queries: unknown[] = []
  return {
    opened,
    queries,
    clients: {
      matchAll: (async (query: unknown) => {
        queries.push(query)
        return windows
      }) as unknown as Clients['matchAll'],
      openWindow: async (url: string) => {
        opened.push(url)
        return null
      },
    },
  }
}

describe('tapping a notification', () => {
  const data = { url: '/notifications?id=41' }

  it('focuses an open window of the app and navigates it to the notification', async () => {
    const other = fakeWindow('https://elsewhere.example/page', { focused: true })
    const app = fakeWindow(`${origin}/cart/`)
    const { clients, opened, queries } = fakeClients([other.client, app.client])
    await openFromNotification(data, clients, origin)
    expect(queries).toEqual([{ type: 'window', includeUncontrolled: true }])
    expect(app.window.log).toEqual(['focus', `navigate ${origin}/notifications?id=41`])
    expect(other.window.log).toEqual([])
    expect(opened).toEqual([])
  })

  it('prefers the focused window, then a visible one', async () => {
    const hidden = fakeWindow(`${origin}/`)
    const visible = fakeWindow(`${origin}/wallet/`, { visibilityState: 'visible' })
    const { clients } = fakeClients([hidden.client, visible.client])
    await openFromNotification(data, clients, origin)
    expect(visible.window.log[0]).toBe('focus')
    expect(hidden.window.log).toEqual([])
  })

  it('asks a window the worker does not control to route there itself', async () => {
    const app = fakeWindow(`${origin}/`, { controlled: false })
    const { clients, opened } = fakeClients([app.client])
    await openFromNotification(data, clients, origin)
    expect(app.window.log).toEqual([
      'focus',
      'message {"type":"notification:open","url":"/notifications?id=41"}',
    ])
    expect(opened).toEqual([])
  })

  it('opens a new window at the notification when none of the app is open', async () => {
    const { clients, opened } = fakeClients([fakeWindow('https://elsewhere.example/').client])
    await openFromNotification(data, clients, origin)
    expect(opened).toEqual([`${origin}/notifications?id=41`])
  })

  it('only ever opens a path of the app', () => {
    expect(targetOf({ url: '/notifications?id=3' })).toBe('/notifications?id=3')
    expect(targetOf({ url: 'https://evil.example/' })).toBe('/notifications')
    expect(targetOf({ url: '//evil.example/' })).toBe('/notifications')
    expect(targetOf(null)).toBe('/notifications')
  })
})
