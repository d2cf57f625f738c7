// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createSseParser, type ServerEvent } from './sse-parser.ts'

describe('reading server-sent events', () => {
  it('gives whole events across chunk boundaries, skipping comments', () => {
    const events: ServerEvent[] = []
    const feed = createSseParser((event) => events.push(event))
    feed('event: ready\ndata: {}\nretry: 5000\n\n: ping\n\nevent: notifi')
    feed('cation\nid: 12\ndata: {"id":12,\ndata: "subject":"عرض"}\n')
    expect(events).toHaveLength(1)
    feed('\n')
    expect(events).toEqual([
      { event: 'ready', data: '{}', id: null },
      { event: 'notification', data: '{"id":12,\n"subject":"عرض"}', id: '12' },
    ])
  })

  it('reads CRLF lines and defaults the event name', () => {
    const events: ServerEvent[] = []
    const feed = createSseParser((event) => events.push(event))
    feed('data: one\r\n\r\ndata:two\r\n\r\n')
    expect(events.map((event) => [event.event, event.data])).toEqual([
      ['message', 'one'],
      ['message', 'two'],
    ])
  })
})
