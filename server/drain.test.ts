// SIGTERM drains the backend (decision 236): it stops taking connections at once, answers the
// request in flight, ends its live streams (the app reconnects elsewhere), and exits 0.
import { spawn, type ChildProcess } from 'node:child_process'
import { connect, type Socket } from 'node:net'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let child: ChildProcess
let port = 0
const logged: Record<string, unknown>[] = []

beforeAll(async () => {
  child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      DATABASE: 'memory',
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: 'no-such-build',
      JWT_SECRET: 'drain-secret',
      SHUTDOWN_DRAIN_MS: '8000',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  port = await new Promise<number>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`exited early (${code})`)))
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const event = (line.startsWith('{') ? JSON.parse(line) : {}) as Record<string, unknown>
      logged.push(event)
      if (event.event === 'http.listening') resolve(event.port as number)
    })
  })
}, 180_000)

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL')
})

const opened = () =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
    socket.on('error', reject)
  })

const everything = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
    socket.on('close', () => resolve(text))
  })

describe('SIGTERM', () => {
  it('finishes what is in flight, ends live streams, refuses new connections and exits 0', async () => {
    // A live stream, signed in with a code as the app does.
    const ask = (body: object) =>
      fetch(`http://127.0.0.1:${port}/graphql/otp/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<unknown>)
    const send = `mutation($o: String) { sendOtp(countryCode: "968", mobile: "91234567", otp: $o) {
      accessToken } }`
    await ask({ query: send })
    const outbox = await fetch(`http://127.0.0.1:${port}/api/v1/__dev/outbox?phone=96891234567`)
    expect(outbox.status).toBe(404) // DEV_OUTBOX is off here: the code is in the log
    const code = logged.find((line) => line.event === 'otp.sent')?.code as string
    const signedIn = (await ask({ query: send, variables: { o: code } })) as {
      data: { sendOtp: { accessToken: string } }
    }
    const stream = await fetch(`http://127.0.0.1:${port}/api/v1/notification/stream/`, {
      headers: { authorization: `Bearer ${signedIn.data.sendOtp.accessToken}` },
    })
    const reader = stream.body!.getReader()
    let streamed = ''
    while (!streamed.includes('event: ready')) {
      streamed += new TextDecoder().decode((await reader.read()).value)
    }
    const streamEnded = (async () => {
      for (;;) if ((await reader.read()).done) return true
    })()

    // A request in flight: its body still arriving.
    const slow = await opened()
    const answer = everything(slow)
    const body = JSON.stringify({ query: '{ channels { slug } }' })
    slow.write(
      `POST /graphql/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    )
    await new Promise((resolve) => setTimeout(resolve, 200))

    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    const started = performance.now()
    child.kill('SIGTERM')
    await expect.poll(() => logged.some((line) => line.event === 'http.draining')).toBe(true)
    // No new connection is taken.
    await expect(opened()).rejects.toThrow(/ECONNREFUSED/)
    expect(await streamEnded).toBe(true)
    slow.write(body.slice(5))
    expect(await answer).toMatch(/^HTTP\/1\.1 200[\s\S]*"channels"/)
    expect(await exited).toBe(0)
    expect(performance.now() - started).toBeLessThan(8_000)
    expect(logged.find((line) => line.event === 'http.drained')).toMatchObject({ clean: true })
  })
})
