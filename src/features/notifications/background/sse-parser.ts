// Server-sent events from a streamed response body (EventSource cannot send the
// Authorization header): text in, complete events out, comments and partial lines kept for
// the next chunk.
export interface ServerEvent {
  event: string
  data: string
  id: string | null
}

export function createSseParser(onEvent: (event: ServerEvent) => void) {
  let buffer = ''
  let event = 'message'
  let data: string[] = []
  let id: string | null = null

  function line(text: string) {
    if (text === '') {
      if (data.length > 0) onEvent({ event, data: data.join('\n'), id })
      event = 'message'
      data = []
      return
    }
    if (text.startsWith(':')) return
    const colon = text.indexOf(':')
    const field = colon === -1 ? text : text.slice(0, colon)
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '')
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
    else if (field === 'id') id = value
  }

  return (chunk: string) => {
    buffer += chunk
    const lines = buffer.split(/\r\n|\r|\n/)
    buffer = lines.pop() ?? ''
    lines.forEach(line)
  }
}
