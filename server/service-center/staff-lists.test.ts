import { beforeAll, describe, expect, it } from 'vitest'
import type { AppDeps } from '../app-deps.ts'
import { demoInactiveCenter, demoStaffCenter } from '../db/seed/demo.ts'
import { testDeps } from '../test-support.ts'
import { listAppointments } from './appointments.ts'
import { centerBillTotals, deleteCenterBill, listCenterBills } from './center-bills.ts'
import { listCenterStock } from './center-stock.ts'
import { addEmployee, listEmployees, setEmployeeActive } from './employees.ts'
import { RuleError } from './rule-error.ts'
import {
  createAppointment,
  createCenterBill,
  createEmployee,
  createPerson,
} from './test-staff-records.ts'

const center = demoStaffCenter.id
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(RuleError)
  return error as RuleError
}

describe('staff lists: the rules', () => {
  let deps: AppDeps
  let otherCenter: number
  beforeAll(async () => {
    deps = await testDeps({ seeded: true })
    otherCenter = (await deps.db.one<{ id: number }>(
      'select id from service_centers where is_active and id not in ($1, $2) order by id limit 1',
      [center, demoInactiveCenter.id],
    ))!.id
  }, 120_000)

  // Hiring at the center under test, by phone; the names matter only where a test says so.
  const hire = (phone: string, firstName = 'A', lastName = 'B') =>
    addEmployee(deps.db, center, { firstName, lastName, phone })

  it('counts only verified services in the totals, and their items’ quantities', async () => {
    const person = await createPerson(deps.db, { firstName: 'Totals', lastName: 'Person' })
    await createCenterBill(deps.db, {
      centerId: center,
      customerId: person.id,
      verified: true,
      items: [{ nameEn: 'Wash', nameAr: 'غسيل', quantity: 3, chargePrice: 1_001 }],
    })
    await createCenterBill(deps.db, { centerId: center, customerId: person.id, verified: false })
    await createCenterBill(deps.db, {
      centerId: otherCenter,
      customerId: person.id,
      verified: true,
    })
    expect(await centerBillTotals(deps.db, center, { isVerified: null, q: 'totals' })).toEqual({
      total_charge_price: 3.003,
      total_verified_count: 1,
      total_count: 2,
    })
  })

  it('deletes a waiting service with its code and releases what it held', async () => {
    const person = await createPerson(deps.db)
    const bill = await createCenterBill(deps.db, {
      centerId: center,
      customerId: person.id,
      verified: false,
    })
    await deps.db.query(
      `insert into otp_codes (phone, purpose, ref, code_hash, expires_at)
       values ($1, 'service', $2, 'x', now() + interval '2 minutes')`,
      [person.phone, String(bill)],
    )
    expect((await refusal(deleteCenterBill(deps.db, otherCenter, bill))).status).toBe(404)
    await deleteCenterBill(deps.db, center, bill)
    expect(await deps.db.query('select 1 from bill_items where bill_id = $1', [bill])).toEqual([])
    expect(
      await deps.db.query(`select 1 from otp_codes where purpose = 'service' and ref = $1`, [
        String(bill),
      ]),
    ).toEqual([])
    expect((await refusal(deleteCenterBill(deps.db, center, bill))).status).toBe(404)
  })

  it('lists services newest first, page after page without repeats', async () => {
    const seen = new Set<number>()
    for (let page = 1; page <= 3; page++) {
      const { data } = await listCenterBills(
        deps.db,
        center,
        { isVerified: null, q: '' },
        { page, limit: 15 },
        'en',
      )
      data.forEach((bill) => seen.add(bill.id))
    }
    const total = await deps.db.one<{ n: number }>(
      'select count(*)::int as n from bills where center_id = $1',
      [center],
    )
    expect(seen.size).toBe(Math.min(45, total!.n))
  })

  it('sorts expired appointments first, the most recently expired on top', async () => {
    const day = '2032-05-01'
    const plain = await createAppointment(deps.db, { centerId: center, deliveryDate: day })
    const older = await createAppointment(deps.db, {
      centerId: center,
      deliveryDate: day,
      expiredAt: new Date('2032-05-01T10:00:00Z'),
    })
    const newer = await createAppointment(deps.db, {
      centerId: center,
      deliveryDate: '2032-05-02',
      expiredAt: new Date('2032-05-02T10:00:00Z'),
    })
    const list = (sort: 'expired' | null) =>
      listAppointments(
        deps.db,
        center,
        { category: null, start: day, end: '2032-05-02', q: '', sort },
        { page: 1, limit: 20 },
        'en',
      )
    expect((await list(null)).data.map((a) => a.id)).toEqual([plain, older, newer])
    expect((await list('expired')).data.map((a) => a.id)).toEqual([newer, older, plain])
  })

  it('names the stock in the person’s language and works out what remains', async () => {
    const { data } = await listCenterStock(deps.db, center, '', { page: 1, limit: 50 }, 'ar')
    expect(data.length).toBeGreaterThan(10)
    for (const row of data) expect(row.remain_stock).toBe(row.delivered - row.services)
    expect(data.some((row) => /[\u0600-\u06ff]/.test(row.product__name))).toBe(true)
  })

  it('adds a new person, or an existing one without renaming them', async () => {
    const added = await hire('96877111001', ' Hilal ', 'Al Siyabi')
    expect(added).toMatchObject({ first_name: 'Hilal', last_name: 'Al Siyabi', is_active: true })

    const named = await createPerson(deps.db, { firstName: 'Muna', lastName: 'Al Abri' })
    const reused = await hire(named.phone, 'Other', 'Name')
    expect(reused).toMatchObject({ first_name: 'Muna', last_name: 'Al Abri' })

    const nameless = await createPerson(deps.db, { firstName: '', lastName: '' })
    const filled = await hire(nameless.phone, 'Sara', 'Al Hosni')
    expect(filled).toMatchObject({ first_name: 'Sara', last_name: 'Al Hosni' })
  })

  it('refuses someone already on the team or at another center, and welcomes back a leaver', async () => {
    const member = await createEmployee(deps.db, { centerId: center })
    expect((await refusal(hire(member.phone))).status).toBe(409)
    const busy = await createEmployee(deps.db, { centerId: otherCenter })
    const refused = await refusal(hire(busy.phone))
    expect(refused.message).toBe('This person works at another service center.')

    const leaver = await createEmployee(deps.db, { centerId: center, active: false })
    const back = await hire(leaver.phone)
    expect(back).toMatchObject({ id: leaver.id, is_active: true })
  })

  it('switches members on and off, never oneself nor the manager off', async () => {
    const manager = await deps.db.one<{ id: number; user_id: number }>(
      'select id, user_id from center_employees where center_id = $1 and is_manager',
      [center],
    )
    const colleague = await createEmployee(deps.db, { centerId: center })
    const staff = { centerId: center, userId: colleague.userId }
    expect((await refusal(setEmployeeActive(deps.db, staff, colleague.id, false))).status).toBe(409)
    expect((await refusal(setEmployeeActive(deps.db, staff, manager!.id, false))).message).toBe(
      'The center’s manager cannot be deactivated.',
    )
    const managerStaff = { centerId: center, userId: manager!.user_id }
    expect(await setEmployeeActive(deps.db, managerStaff, colleague.id, false)).toMatchObject({
      is_active: false,
    })
    expect(await setEmployeeActive(deps.db, managerStaff, colleague.id, true)).toMatchObject({
      is_active: true,
    })
    const stranger = await createEmployee(deps.db, { centerId: otherCenter })
    expect(
      (await refusal(setEmployeeActive(deps.db, managerStaff, stranger.id, true))).status,
    ).toBe(404)
  })

  it('counts an employee’s verified services at this center only', async () => {
    const member = await createEmployee(deps.db, {
      centerId: center,
      firstName: 'Counted',
      lastName: 'Member',
    })
    const person = await createPerson(deps.db)
    for (const [centerId, verified] of [
      [center, true],
      [center, false],
      [otherCenter, true],
    ] as const) {
      await createCenterBill(deps.db, {
        centerId,
        customerId: person.id,
        verified,
        employeeUserId: member.userId,
      })
    }
    const { data } = await listEmployees(deps.db, center, 'counted member', { page: 1, limit: 10 })
    expect(data).toEqual([expect.objectContaining({ id: member.id, number_of_bills: 1 })])
  })
})
