import { beforeAll, describe, expect, it } from 'vitest'
import { demoInactiveCenter, demoStaffCenter, demoUsers } from '../../db/seed/demo.ts'
import {
  createAppointment,
  createCenterBill,
  createEmployee,
  createPerson,
} from '../../service-center/test-staff-records.ts'
import { testApp, tokenForPhone, type RestAnswer, type TestApp } from '../../test-support.ts'

type Answer<T = unknown> = RestAnswer<T> & {
  extra?: { total_charge_price: number; total_verified_count: number; total_count: number }
}

describe('service_center: the staff lists', () => {
  let app: TestApp
  let staff: string
  let customer: string
  let inactiveStaff: string
  // Another active center's records, which the demo staff member must never reach.
  let otherCenterId: number
  const tokenOf = (phone: string) => tokenForPhone(app.deps, phone)
  const call = <T>(method: string, path: string, token?: string, json?: unknown) =>
    app.rest<Answer<T>>(method, `service_center/${path}`, { token, json })

  beforeAll(async () => {
    app = await testApp({ seeded: true })
    staff = await tokenOf(demoUsers.staff.phone)
    customer = await tokenOf(demoUsers.customer.phone)
    inactiveStaff = await tokenOf(demoUsers.inactiveStaff.phone)
    const other = await app.deps.db.one<{ id: number }>(
      'select id from service_centers where is_active and id not in ($1, $2) order by id limit 1',
      [demoStaffCenter.id, demoInactiveCenter.id],
    )
    otherCenterId = other!.id
  }, 120_000)

  const everyCall: [string, string][] = [
    ['GET', 'load-bills/'],
    ['GET', 'load-bills/1/'],
    ['DELETE', 'load-bills/1/'],
    ['GET', 'load-categories/'],
    ['GET', 'appointments/'],
    ['GET', 'appointments/1/'],
    ['GET', 'service-center-stock/'],
    ['GET', 'service-center-employees/'],
    ['POST', 'service-center-employees/'],
    ['PATCH', 'service-center-employees/1/'],
    ['GET', 'load-customers/'],
  ]

  it('answers 401 without a login, 403 to customers and to staff of an inactive center', async () => {
    for (const [method, path] of everyCall) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401)
      expect((await call(method, path, customer)).status, `${method} ${path}`).toBe(403)
      const denied = await call(method, path, inactiveStaff)
      expect(denied.status, `${method} ${path}`).toBe(403)
      expect(denied.body.message).toBe('Only active service centers are authorized.')
    }
  })

  it('lists the center’s services with totals of the verified ones, filtered and searched', async () => {
    const person = await createPerson(app.deps.db, { firstName: 'Zuwaina', lastName: 'Al Qasmi' })
    const verified = await createCenterBill(app.deps.db, {
      centerId: demoStaffCenter.id,
      customerId: person.id,
      verified: true,
      items: [
        { nameEn: 'Oil change', nameAr: 'تغيير الزيت', chargePrice: 21_000 },
        { nameEn: 'Foam Wash', nameAr: 'غسيل', quantity: 2, chargePrice: 1_250 },
      ],
    })
    const waiting = await createCenterBill(app.deps.db, {
      centerId: demoStaffCenter.id,
      customerId: person.id,
      verified: false,
    })
    const { status, body } = await call<
      { id: number; is_verified: boolean; customer: { fullname: string; mobile: string } }[]
    >('GET', 'load-bills/?q=zuwaina', staff)
    expect(status).toBe(200)
    expect(body.data.map((bill) => bill.id)).toEqual([waiting, verified])
    expect(body.data[0]!.customer).toEqual({ fullname: 'Zuwaina Al Qasmi', mobile: person.phone })
    expect(body.extra).toEqual({
      total_charge_price: 23.5,
      total_verified_count: 1,
      total_count: 2,
    })
    expect(body.pagination).toMatchObject({ page: 1, pages: 1, count: 2, next: null })

    const unverified = await call<{ id: number }[]>(
      'GET',
      `load-bills/?q=${person.phone.slice(3)}&is_verified=0`,
      staff,
    )
    expect(unverified.body.data.map((bill) => bill.id)).toEqual([waiting])
    expect(unverified.body.extra).toMatchObject({ total_charge_price: 0, total_verified_count: 0 })

    // The whole center: every bill is its own, pages of 20 by default.
    const all = await call<{ id: number }[]>('GET', 'load-bills/', staff)
    const own = await app.deps.db.one<{ n: number }>(
      'select count(*)::int as n from bills where center_id = $1',
      [demoStaffCenter.id],
    )
    expect(all.body.pagination).toMatchObject({ count: own!.n, next: 2 })
    expect(all.body.data).toHaveLength(20)
    expect((await call('GET', 'load-bills/?is_verified=yes', staff)).status).toBe(400)
  })

  it('shows one service with its items, in Arabic too, and never another center’s', async () => {
    const person = await createPerson(app.deps.db)
    const id = await createCenterBill(app.deps.db, {
      centerId: demoStaffCenter.id,
      customerId: person.id,
      verified: true,
      currentKilometer: 61_500,
      items: [{ nameEn: 'Oil change', nameAr: 'تغيير الزيت', chargePrice: 21_000 }],
    })
    const { body } = await call<{
      id: number
      current_kilometer: number
      total_charge_price: number
      items: { product: string; quantity: number; charge_price: number }[]
    }>('GET', `load-bills/${id}/`, staff)
    expect(body.data).toMatchObject({ id, current_kilometer: 61_500, total_charge_price: 21 })
    expect(body.data.items).toEqual([{ product: 'Oil change', quantity: 1, charge_price: 21 }])
    const arabic = await app.app.request(`/api/v1/service_center/load-bills/${id}/`, {
      headers: { authorization: `Bearer ${staff}`, 'accept-language': 'AR' },
    })
    expect(
      ((await arabic.json()) as Answer<{ items: { product: string }[] }>).data.items[0],
    ).toMatchObject({ product: 'تغيير الزيت' })

    const elsewhere = await createCenterBill(app.deps.db, {
      centerId: otherCenterId,
      customerId: person.id,
      verified: false,
    })
    expect((await call('GET', `load-bills/${elsewhere}/`, staff)).status).toBe(404)
    expect((await call('DELETE', `load-bills/${elsewhere}/`, staff)).status).toBe(404)
    expect((await call('GET', 'load-bills/abc/', staff)).status).toBe(404)
  })

  it('deletes a service only while it waits for the customer’s code', async () => {
    const person = await createPerson(app.deps.db)
    const bill = (verified: boolean) =>
      createCenterBill(app.deps.db, {
        centerId: demoStaffCenter.id,
        customerId: person.id,
        verified,
      })
    const verified = await bill(true)
    const refused = await call('DELETE', `load-bills/${verified}/`, staff)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('A verified service cannot be deleted.')

    const waiting = await bill(false)
    const deleted = await call('DELETE', `load-bills/${waiting}/`, staff)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toMatchObject({ success: true, message: 'The service was deleted.' })
    expect((await call('GET', `load-bills/${waiting}/`, staff)).status).toBe(404)

    // The spec's other form names the bill in the body.
    const another = await bill(false)
    expect((await call('DELETE', 'load-bills/', staff, { bill_id: another })).status).toBe(200)
    expect((await call('DELETE', 'load-bills/', staff, {})).status).toBe(400)
  })

  it('lists appointments by date range, category, search and expiry', async () => {
    const day = '2031-03-10'
    const expired = await createAppointment(app.deps.db, {
      centerId: demoStaffCenter.id,
      deliveryDate: day,
      categoryId: 44,
      productEn: 'Yokohama BluEarth 195/65 R15',
      productAr: 'يوكوهاما بلو إيرث',
      customerName: 'Badr Al Mamari',
      expiredAt: new Date('2031-03-11T00:05:00Z'),
    })
    const later = await createAppointment(app.deps.db, {
      centerId: demoStaffCenter.id,
      deliveryDate: '2031-03-11',
      categoryId: 57,
      productEn: 'Yokohama Battery 60Ah',
    })
    const range = 'start=2031-03-10&end=2031-03-11'
    const list = async (query: string) =>
      (
        await call<{ id: number; delivery_date: string; expired_at: string | null }[]>(
          'GET',
          `appointments/?${query}`,
          staff,
        )
      ).body
    expect((await list(range)).data.map((a) => a.id)).toEqual([expired, later])
    expect((await list(`${range}&sort=expired`)).data.map((a) => a.id)).toEqual([expired, later])
    expect((await list(`${range}&category=57`)).data.map((a) => a.id)).toEqual([later])
    expect((await list(`${range}&q=يوكوهاما`)).data.map((a) => a.id)).toEqual([expired])
    expect((await list(`start=${day}&end=${day}`)).data[0]).toMatchObject({
      id: expired,
      delivery_date: day,
      expired_at: '2031-03-11T00:05:00.000Z',
    })
    expect((await call('GET', 'appointments/?start=2031-02-30', staff)).status).toBe(400)
    expect((await call('GET', 'appointments/?start=2031-03-11&end=2031-03-10', staff)).status).toBe(
      400,
    )
    expect((await call('GET', 'appointments/?sort=name', staff)).status).toBe(400)

    const detail = await call<{ fullname: string }>('GET', `appointments/${expired}/`, staff)
    expect(detail.body.data.fullname).toBe('Badr Al Mamari')
    const elsewhere = await createAppointment(app.deps.db, {
      centerId: otherCenterId,
      deliveryDate: day,
    })
    expect((await call('GET', `appointments/${elsewhere}/`, staff)).status).toBe(404)
    expect((await list(`start=${day}&end=${day}`)).data.map((a) => a.id)).not.toContain(elsewhere)
  })

  it('offers the root categories the center has appointments in', async () => {
    const { body } = await call<{ id: number; name: string }[]>('GET', 'load-categories/', staff)
    expect(body.data.map((category) => category.name)).toEqual(
      expect.arrayContaining(['Tire', 'Battery']),
    )
    expect(body.data.map((category) => category.name)).not.toContain('Sales')
  })

  it('pages the stock ten rows at a time, keeping the search in the links', async () => {
    const first = await call<{ product__name: string; delivered: number; remain_stock: number }[]>(
      'GET',
      'service-center-stock/',
      staff,
    )
    expect(first.body).toMatchObject({ code: 200, success: true })
    expect(first.body.data).toHaveLength(10)
    const pagination = first.body.pagination as unknown as {
      pages: number
      next_url: string
      previous_url: string | null
    }
    expect(pagination.pages).toBe(2)
    expect(pagination.previous_url).toBeNull()
    // A path (no PUBLIC_ORIGIN here): never the Host the request named.
    expect(new URL(pagination.next_url, 'http://x').searchParams.get('page')).toBe('2')

    const searched = await call<{ product__name: string }[]>(
      'GET',
      'service-center-stock/?q=shell&page=1',
      staff,
    )
    expect(searched.body.data.map((row) => row.product__name)).toEqual([
      'Shell Helix HX8 5W-30 Fully Synthetic 4 L',
      'Shell Helix HX8 5W-40 Fully Synthetic 4 L',
    ])
    const arabic = await app.app.request('/api/v1/service_center/service-center-stock/?q=شل', {
      headers: { authorization: `Bearer ${staff}`, 'accept-language': 'AR' },
    })
    const arabicBody = (await arabic.json()) as Answer<{ product__name: string }[]>
    expect(arabicBody.data.some((row) => row.product__name.startsWith('شل هيلكس'))).toBe(true)
    const next = await call<unknown[]>('GET', 'service-center-stock/?q=a&page=2', staff)
    const nextPagination = next.body.pagination as unknown as { previous_url: string }
    expect(new URL(nextPagination.previous_url, 'http://x').searchParams.get('q')).toBe('a')
  })

  it('lists employees ten a page with their verified services, and searches them', async () => {
    const first = await call<{ id: number; number_of_bills: number }[]>(
      'GET',
      'service-center-employees/',
      staff,
    )
    expect(first.body.data).toHaveLength(10)
    expect(first.body.pagination?.next).toBe(2)
    const second = await call<{ id: number }[]>('GET', 'service-center-employees/?page=2', staff)
    expect(second.body.pagination?.next).toBeNull()
    expect(first.body.data.some((e) => e.number_of_bills > 0)).toBe(true)

    const searched = await call<{ first_name: string; mobile_number: string }[]>(
      'GET',
      `service-center-employees/?q=${demoUsers.staff.mobile}`,
      staff,
    )
    expect(searched.body.data).toEqual([
      expect.objectContaining({ first_name: 'Salim', mobile_number: demoUsers.staff.phone }),
    ])
  })

  it('adds an employee by phone, once, and switches members on and off', async () => {
    const phone = `+968 7${String(Date.now()).slice(-7)}`
    const created = await call<{ id: number; is_active: boolean; first_name: string }>(
      'POST',
      'service-center-employees/',
      staff,
      { first_name: 'Nasser', last_name: 'Al Wahaibi', phone_number: phone },
    )
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({
      success: true,
      message: 'employee created successfully',
      data: { first_name: 'Nasser', is_active: true },
    })
    const twice = await call('POST', 'service-center-employees/', staff, {
      first_name: 'Nasser',
      last_name: 'Al Wahaibi',
      phone_number: phone,
    })
    expect(twice.status).toBe(409)
    const invalid = await call('POST', 'service-center-employees/', staff, {
      first_name: 'Nasser',
      last_name: '',
      phone_number: '+971501234567',
    })
    expect(invalid.status).toBe(400)

    const off = await call<{ is_active: boolean }>(
      'PATCH',
      `service-center-employees/${created.body.data.id}/`,
      staff,
      { is_active: false },
    )
    expect(off.body).toMatchObject({
      message: 'employee updated successfully',
      data: { is_active: false },
    })
    const own = await app.deps.db.one<{ id: number }>(
      'select e.id from center_employees e join users u on u.id = e.user_id where u.phone = $1',
      [demoUsers.staff.phone],
    )
    expect(
      (await call('PATCH', `service-center-employees/${own!.id}/`, staff, { is_active: false }))
        .status,
    ).toBe(409)
    const elsewhere = await createEmployee(app.deps.db, { centerId: otherCenterId })
    expect(
      (
        await call('PATCH', `service-center-employees/${elsewhere.id}/`, staff, {
          is_active: false,
        })
      ).status,
    ).toBe(404)
    expect(
      (await call('PATCH', `service-center-employees/${created.body.data.id}/`, staff, {})).status,
    ).toBe(400)
  })

  it('lists the people the center served, with their services and last visit', async () => {
    const person = await createPerson(app.deps.db, { firstName: 'Ghaliya', lastName: 'Al Harthy' })
    for (const verified of [true, true, false]) {
      await createCenterBill(app.deps.db, {
        centerId: demoStaffCenter.id,
        customerId: person.id,
        verified,
        createdAt: new Date('2031-01-05T20:30:00Z'),
      })
    }
    const { body } = await call<
      { id: number; full_name: string; number_of_services: number; last_visit: string }[]
    >('GET', 'load-customers/?q=ghaliya', staff)
    expect(body.data).toEqual([
      expect.objectContaining({
        id: person.id,
        full_name: 'Ghaliya Al Harthy',
        number_of_services: 2,
        last_visit: '2031-01-06',
      }),
    ])
    const elsewhere = await createPerson(app.deps.db, { firstName: 'Ghaliya', lastName: 'Other' })
    await createCenterBill(app.deps.db, {
      centerId: otherCenterId,
      customerId: elsewhere.id,
      verified: true,
    })
    const again = await call<{ id: number }[]>('GET', 'load-customers/?q=ghaliya', staff)
    expect(again.body.data.map((row) => row.id)).toEqual([person.id])
  })
})
