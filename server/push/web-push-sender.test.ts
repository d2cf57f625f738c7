// The Web Push sender against a push service of our own: what arrives must decrypt (RFC 8291,
// aes128gcm) with the browser's keys to exactly what we sent, carry a VAPID signature that
// verifies with our public key, and a 404/410 must read as "gone".
import {
  createECDH,
  createPublicKey,
  hkdfSync,
  createDecipheriv,
  randomBytes,
  verify,
} from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import webpush from 'web-push'
import { createWebPushSender } from './web-push-sender.ts'

interface Received {
  headers: IncomingMessage['headers']
  body: Buffer
  path: string
}

function decrypt(body: Buffer, browserKeys: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverPublic = body.subarray(21, 21 + idLength)
  const ciphertext = body.subarray(21 + idLength)
  const secret = browserKeys.computeSecret(serverPublic)
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browserKeys.getPublicKey(),
    serverPublic,
  ])
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ])
  // The last record ends with the delimiter 2, then padding zeros.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8')
}

function verifyVapid(header: string, audience: string, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header)
  expect(match, header).not.toBeNull()
  const [, jwt, key] = match as unknown as [string, string, string]
  expect(key).toBe(publicKey)
  const raw = Buffer.from(key, 'base64url')
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  }
  const [head, claims, signature] = jwt.split('.') as [string, string, string]
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  expect(valid).toBe(true)
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string
  }
  expect(payload.aud).toBe(audience)
  return payload
}

describe('the Web Push sender', () => {
  const received: Received[] = []
  let server: Server
  let origin: string
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:test@example.om' }
  const browser = createECDH('prime256v1')
  browser.generateKeys()
  const auth = randomBytes(16)
  const keys = {
    p256dh: browser.getPublicKey().toString('base64url'),
    auth: auth.toString('base64url'),
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks), path: request.url! })
        const status = request.url?.startsWith('/gone')
          ? 410
          : request.url?.startsWith('/missing')
            ? 404
            : request.url?.startsWith('/busy')
              ? 503
              : 201
        response.writeHead(status).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('delivers an encrypted payload the browser can read, signed with our VAPID key', async () => {
    const send = createWebPushSender(vapid)
    const payload = JSON.stringify({ id: 7, subject: 'عرض خاص', message: '<p>Hi</p>' })
    const outcome = await send({
      subscription: { endpoint: `${origin}/push/abc`, keys },
      payload,
      ttlSeconds: 600,
    })
    expect(outcome).toEqual({ result: 'delivered', status: 201 })
    const request = received.at(-1)!
    expect(request.path).toBe('/push/abc')
    expect(request.headers['content-encoding']).toBe('aes128gcm')
    expect(request.headers.ttl).toBe('600')
    expect(request.headers.urgency).toBe('high')
    verifyVapid(String(request.headers.authorization), origin, vapid.publicKey)
    expect(request.body.includes(Buffer.from('عرض'))).toBe(false)
    expect(decrypt(request.body, browser, auth)).toBe(payload)
  })

  it('reads 410 and 404 as a subscription that is gone, and 5xx as a failure to retry later', async () => {
    const send = createWebPushSender(vapid)
    const message = (path: string) => ({
      subscription: { endpoint: `${origin}${path}`, keys },
      payload: '{}',
      ttlSeconds: 60,
    })
    expect(await send(message('/gone/1'))).toEqual({ result: 'gone', status: 410 })
    expect(await send(message('/missing/1'))).toEqual({ result: 'gone', status: 404 })
    expect(await send(message('/busy/1'))).toEqual({ result: 'failed', status: 503 })
  })
})
