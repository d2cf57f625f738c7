import { beforeAll, describe, expect, it } from 'vitest'
import { demoUsers } from '../../db/seed/demo.ts'
import { testApp, tokenFor } from '../../test-support.ts'

type App = Awaited<ReturnType<typeof testApp>>
interface Refusal {
  message: string
  errors: { field: string; message: string }[]
}

describe('service_center: validation answers in the request’s language', () => {
  let app: App
  let staff: string
  const send = async (language: 'EN' | 'AR', method: string, path: string, json?: unknown) => {
    const response = await app.app.request(`/api/v1/service_center/${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        authorization: `Bearer ${staff}`,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    })
    return { status: response.status, body: (await response.json()) as Refusal }
  }

  beforeAll(async () => {
    app = await testApp({ seeded: true })
    const row = await app.deps.db.one<{ id: number }>('select id from users where phone = $1', [
      demoUsers.staff.phone,
    ])
    staff = await tokenFor(app.deps, row!.id)
  }, 120_000)

  const badEmployee = { first_name: 'Salim', last_name: 'Hinai', phone_number: '+968 123' }

  it('answers a bad new employee in English', async () => {
    const answer = await send('EN', 'POST', 'service-center-employees/', badEmployee)
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual([
      { field: 'phone_number', message: 'Enter +968 and the 8-digit mobile number.' },
    ])
    expect(answer.body.message).toBe('Enter +968 and the 8-digit mobile number. - phone_number')
  })

  it('answers a bad new employee in Arabic', async () => {
    const answer = await send('AR', 'POST', 'service-center-employees/', badEmployee)
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual([
      { field: 'phone_number', message: 'أدخل ‎+968 ورقم الجوال المكوّن من 8 أرقام.' },
    ])
  })

  it('answers a bad date range of the appointments in Arabic, and a wrong type too', async () => {
    const range = await send('AR', 'GET', 'appointments/?start=2032-05-02&end=2032-05-01')
    expect(range.status).toBe(400)
    expect(range.body.errors[0]).toEqual({
      field: 'end',
      message: 'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.',
    })
    const service = await send('AR', 'POST', 'submit-service/', {
      mobile_number: '96890000001',
      order_line_id: 1,
      current_kilometer: 'far',
      next_kilometer: 10,
      user_car_id: 1,
    })
    expect(service.status).toBe(400)
    expect(service.body.errors).toEqual([{ field: 'current_kilometer', message: 'أدخل رقمًا.' }])
  })
})
