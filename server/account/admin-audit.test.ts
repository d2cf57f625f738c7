// Administrators are accountable (decision 235): one-tap sign-in links only for customers,
// short-lived and used once; every administrator action is in an audit log (who, for whom,
// when, from where) that administrators alone read, and that nobody can change.
import { beforeAll, describe, expect, it } from 'vitest'
import { demoUsers } from '../db/seed/demo.ts'
import { createUser, testApp, tokenFor, tokenForPhone, type RestAnswer } from '../test-support.ts'

let t: Awaited<ReturnType<typeof testApp>>
let admin: string
let adminId: number
let customerPhone: string
let customerId: number

const ADMIN_TOKEN = 'audit-admin-token'

beforeAll(async () => {
  t = await testApp({ seeded: true, config: { adminToken: ADMIN_TOKEN } })
  adminId = (await t.deps.db.one<{ id: number }>('select id from users where is_admin limit 1'))!.id
  admin = await tokenFor(t.deps, adminId)
  customerPhone = '96890009101'
  customerId = await createUser(t.deps, customerPhone)
}, 120_000)

interface Entry {
  actor: string
  actor_user_id: number | null
  action: string
  subject_user_id: number | null
  subject_phone: string | null
  client_address: string
  user_agent: string
  at: string
  details: Record<string, unknown>
}

const from = { incoming: { socket: { remoteAddress: '10.7.7.7' } } }

async function issueLink(phone: string, headers: Record<string, string>, body: object = {}) {
  const response = await t.app.request(
    '/api/v1/accounts/login-tokens/',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'audit-test', ...headers },
      body: JSON.stringify({ phone_number: `+${phone}`, ...body }),
    },
    from,
  )
  return {
    status: response.status,
    body: (await response.json()) as RestAnswer<{ token: string; expires_at: string }>,
  }
}

async function log(headers: Record<string, string>) {
  const response = await t.app.request('/api/v1/accounts/audit-log/?limit=20', { headers })
  return { status: response.status, body: (await response.json()) as RestAnswer<Entry[]> }
}

describe('one-tap sign-in links', () => {
  it('are issued for a customer, for 15 minutes, and written to the audit log', async () => {
    const before = Date.now()
    const issued = await issueLink(customerPhone, { authorization: `Bearer ${admin}` })
    expect(issued.status).toBe(201)
    const lifetime = Date.parse(issued.body.data.expires_at) - before
    expect(lifetime).toBeGreaterThan(14 * 60_000)
    expect(lifetime).toBeLessThan(16 * 60_000)
    const entries = await log({ authorization: `Bearer ${admin}` })
    expect(entries.status).toBe(200)
    expect(entries.body.data[0]).toMatchObject({
      actor: 'user',
      actor_user_id: adminId,
      action: 'login-link.issued',
      subject_user_id: customerId,
      subject_phone: customerPhone,
      client_address: '10.7.7.7',
      user_agent: 'audit-test',
    })
    expect(JSON.stringify(entries.body.data[0])).not.toContain(issued.body.data.token)
  })

  it('are never issued for staff or administrators, nor for longer than an hour', async () => {
    const count = async () =>
      (await t.deps.db.one<{ n: number }>('select count(*) as n from login_tokens'))!.n
    const tokens = await count()
    for (const phone of [
      demoUsers.staff.phone,
      demoUsers.inactiveStaff.phone,
      demoUsers.admin.phone,
    ]) {
      const refused = await issueLink(phone, {
        'x-admin-token': ADMIN_TOKEN,
        'accept-language': 'AR',
      })
      expect(refused.status, phone).toBe(403)
      expect(refused.body.message).toMatch(/[\u0600-\u06ff]/)
    }
    const long = await issueLink(
      customerPhone,
      { 'x-admin-token': ADMIN_TOKEN },
      {
        lifetime_seconds: 7 * 24 * 3600,
      },
    )
    expect(long.status).toBe(400)
    expect(await count()).toBe(tokens)
  })

  it('sign in once, and not someone who became staff since', async () => {
    const issued = await issueLink(customerPhone, { 'x-admin-token': ADMIN_TOKEN })
    const use = () =>
      t.app.request('/api/v1/accounts/token-login/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: issued.body.data.token }),
      })
    expect((await use()).status).toBe(200)
    expect((await use()).status).toBe(400)
    const later = await createUser(t.deps, '96890009102')
    const link = await issueLink('96890009102', { 'x-admin-token': ADMIN_TOKEN })
    await t.deps.db.query(
      `insert into center_employees (center_id, user_id) select id, $1 from service_centers limit 1`,
      [later],
    )
    const late = await t.app.request('/api/v1/accounts/token-login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: link.body.data.token }),
    })
    expect(late.status).toBe(400)
  })
})

describe('the audit log', () => {
  it('records a notification an administrator sends, by token', async () => {
    const sent = await t.app.request(
      '/api/v1/notification/send/',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
        body: JSON.stringify({ user_id: customerId, subject: 'Audited', message: '<p>Hi</p>' }),
      },
      from,
    )
    expect(sent.status).toBe(201)
    const entries = await log({ 'x-admin-token': ADMIN_TOKEN })
    expect(entries.body.data[0]).toMatchObject({
      actor: 'admin-token',
      actor_user_id: null,
      action: 'notification.sent',
      subject_user_id: customerId,
      client_address: '10.7.7.7',
      details: { subject: 'Audited' },
    })
  })

  it('is read by administrators only', async () => {
    const customer = await tokenForPhone(t.deps, customerPhone)
    expect((await log({ authorization: `Bearer ${customer}` })).status).toBe(403)
    expect((await log({})).status).toBe(401)
  })

  it('cannot be changed or emptied', async () => {
    await expect(t.deps.db.query('update admin_audit_log set actor = $1', ['x'])).rejects.toThrow()
    await expect(t.deps.db.query('delete from admin_audit_log')).rejects.toThrow()
    const entries = await t.deps.db.one<{ n: number }>('select count(*) as n from admin_audit_log')
    expect(entries!.n).toBeGreaterThan(0)
  })
})
