// Two instances of the backend on one PostgreSQL database, started at the same moment on an
// empty database, as behind a load balancer: both come up (one migrates and seeds, the other
// waits for it), and a person may be served by either for every step. Once connected to
// PostgreSQL itself, once through PgBouncer in transaction mode, their LISTEN (live streams) and
// startup lock over a direct connection (DATABASE_LISTEN_URL), as decision 236 says to run it.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type Db } from './db/database.ts'
import { demoUsers, staffLookups } from './db/seed/demo.ts'

interface Instance {
  url: string
  process: ChildProcess
}

const ADMIN_TOKEN = 'scale-out-admin'

interface Connection {
  url: string
  listenUrl?: string
}

function startInstance(database: Connection): Promise<Instance> {
  const { JWT_SECRET: _, ...env } = process.env
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...env,
      DATABASE_URL: database.url,
      ...(database.listenUrl ? { DATABASE_LISTEN_URL: database.listenUrl } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      DEV_OUTBOX: '1',
      DEV_PAYMENT_GATEWAY: '1',
      STATIC_DIR: 'no-such-build',
      ADMIN_TOKEN,
      LOG_LEVEL: 'info',
      OTP_CLIENT_MAX_PER_WINDOW: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`instance exited (${code}): ${errors}`)))
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const event = (line.startsWith('{') ? JSON.parse(line) : {}) as {
        event?: string
        port?: number
      }
      if (event.event === 'http.listening') {
        resolve({ url: `http://127.0.0.1:${event.port}`, process: child })
      }
    })
  })
}

const pgbouncer = inject('pgbouncer')
const setups: { name: string; connect: (database: string) => Connection; skip?: string }[] = [
  {
    name: 'on one PostgreSQL',
    connect: (database) => ({
      url: inject('postgres')!.urlPattern.replace('{database}', database),
    }),
  },
  {
    name: 'through PgBouncer in transaction mode',
    connect: (database) => ({
      url: 'urlPattern' in pgbouncer ? pgbouncer.urlPattern.replace('{database}', database) : '',
      listenUrl: inject('postgres')!.urlPattern.replace('{database}', database),
    }),
    skip: 'missing' in pgbouncer ? pgbouncer.missing : undefined,
  },
]

for (const setup of setups) {
  if (setup.skip) console.warn(`Two instances ${setup.name}: not run. ${setup.skip}.`)
}

describe.each(setups)('two instances $name', (setup) => {
  if (setup.skip) return
  let db: Db
  let a: Instance
  let b: Instance

  const graphql = async <T>(
    on: Instance,
    path: string,
    query: string,
    variables: object = {},
    token?: string,
  ) => {
    const response = await fetch(on.url + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    })
    return (await response.json()) as { data: T; errors?: { message: string }[] }
  }
  const sendOtp = `mutation($m: String!, $o: String) { sendOtp(countryCode: "968", mobile: $m, otp: $o) {
    accessToken refreshToken errors { code } } }`
  type SendOtp = {
    sendOtp: { accessToken: string | null; refreshToken: string | null; errors: { code: string }[] }
  }
  const codeFor = async (on: Instance, phone: string) => {
    const response = await fetch(`${on.url}/api/v1/__dev/outbox?phone=${phone}`)
    return ((await response.json()) as { code: string }).code
  }
  const signIn = async (send: Instance, check: Instance, phone: string) => {
    await graphql(send, '/graphql/otp/', sendOtp, { m: phone.slice(3) })
    const answer = await graphql<SendOtp>(check, '/graphql/otp/', sendOtp, {
      m: phone.slice(3),
      o: await codeFor(check, phone),
    })
    return answer.data.sendOtp.accessToken!
  }

  beforeAll(async () => {
    const postgres = inject('postgres')!
    const name = `scale_${randomUUID().replaceAll('-', '').slice(0, 12)}`
    const admin = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 1 })
    await admin.exec(`create database ${name}`)
    await admin.close()
    const connection = setup.connect(name)
    ;[a, b] = await Promise.all([startInstance(connection), startInstance(connection)])
    db = await openDatabase({
      kind: 'postgres',
      url: postgres.urlPattern.replace('{database}', name),
      poolSize: 2,
    })
  }, 180_000)

  afterAll(async () => {
    a?.process.kill()
    b?.process.kill()
    await db?.close()
  })

  it('both come up on a fresh database, which is migrated and seeded once', async () => {
    const products = await db.one<{ n: number }>('select count(*) as n from products')
    expect(products!.n).toBeGreaterThan(0)
    const secrets = await db.query('select name from server_secrets')
    expect(secrets).toHaveLength(1)
    for (const instance of [a, b]) {
      const answer = await graphql<{ channels: unknown[] }>(
        instance,
        '/graphql/',
        '{ channels { slug } }',
      )
      expect(answer.data.channels.length).toBeGreaterThan(0)
    }
  })

  it('signs in with a code asked through one and checked on the other, and the session works on both', async () => {
    const token = await signIn(b, a, demoUsers.customer.phone)
    for (const instance of [a, b]) {
      const me = await graphql<{ me: { firstName: string } }>(
        instance,
        '/graphql/',
        '{ me { firstName } }',
        {},
        token,
      )
      expect(me.data.me.firstName).toBe(demoUsers.customer.firstName)
    }
  })

  it('shares the tries of a code and the limit on codes sent', async () => {
    const phone = demoUsers.inactiveStaff.phone
    const mobile = phone.slice(3)
    await graphql(a, '/graphql/otp/', sendOtp, { m: mobile })
    const code = await codeFor(b, phone)
    const wrong = code === '000000' ? '111111' : '000000'
    for (const instance of [a, b, a]) {
      await graphql(instance, '/graphql/otp/', sendOtp, { m: mobile, o: wrong })
    }
    const late = await graphql<SendOtp>(b, '/graphql/otp/', sendOtp, { m: mobile, o: code })
    expect(late.data.sendOtp.errors[0]?.code).toBe('TOO_MANY_ATTEMPTS')

    // Five codes a window (OTP_MAX_PER_WINDOW), counted over both instances: one sent above.
    const answers: SendOtp[] = []
    for (const instance of [b, a, b, a, b]) {
      answers.push((await graphql<SendOtp>(instance, '/graphql/otp/', sendOtp, { m: mobile })).data)
    }
    expect(answers.map((answer) => answer.sendOtp.errors[0]?.code ?? 'sent')).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
      'THROTTLED',
    ])
  })

  it('makes one bill of one Idempotency-Key sent 20 times at once over both instances', async () => {
    const staff = await signIn(a, b, demoUsers.staff.phone)
    const customer = staffLookups.couponCustomer.phone
    const line = await db.one<{ id: number; car: number }>(
      `select l.id, (select min(c.id) from user_cars c where c.user_id = o.user_id) as car
         from order_lines l join orders o on o.id = l.order_id join users u on u.id = o.user_id
        where u.phone = $1 and l.is_service and l.quantity > l.quantity_used
          and (l.expired_at is null or l.expired_at > now())
        order by l.id limit 1`,
      [customer],
    )
    const before = await db.one<{ n: number }>('select count(*) as n from bills')
    const key = `scale-out-${randomUUID()}`
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await fetch(
          `${(i % 2 ? a : b).url}/api/v1/service_center/submit-service/`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${staff}`,
              'idempotency-key': key,
            },
            body: JSON.stringify({
              mobile_number: customer,
              order_line_id: [line!.id],
              current_kilometer: 1000,
              next_kilometer: 6000,
              user_car_id: line!.car,
            }),
          },
        )
        return { status: response.status, body: (await response.json()) as { data: unknown } }
      }),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    // The same answer to every try (a replay comes back from jsonb, which orders keys its own way).
    for (const answer of answers) expect(answer.body.data).toEqual(answers[0]!.body.data)
    const after = await db.one<{ n: number }>('select count(*) as n from bills')
    expect(after!.n - before!.n).toBe(1)
  })

  it('passes a notification sent through one to a live stream open on the other', async () => {
    const token = await signIn(a, a, demoUsers.customer.phone)
    const stream = await fetch(`${b.url}/api/v1/notification/stream/`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const reader = stream.body!.getReader()
    const decoder = new TextDecoder()
    let received = ''
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read()
        if (done) throw new Error(`stream ended before ${text}`)
        received += decoder.decode(value)
      }
    }
    await readUntil('event: ready')
    const subject = `Across instances ${randomUUID()}`
    const sent = await fetch(`${a.url}/api/v1/notification/send/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      body: JSON.stringify({ phone: demoUsers.customer.phone, subject, message: '<p>Hi</p>' }),
    })
    expect(sent.status).toBe(201)
    await readUntil(subject)
    expect(received).toContain('event: notification')
    await reader.cancel()
  })
})
