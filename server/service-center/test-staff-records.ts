// Test and benchmark support: bills, appointments and employees of one's own at a center, so
// tests that delete, toggle or count never touch the records another test relies on.
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database.ts'
import { freePhone } from './test-customers.ts'

export async function createPerson(
  db: Db,
  names: { firstName?: string; lastName?: string; phone?: string } = {},
): Promise<{ id: number; phone: string }> {
  const phone = names.phone ?? (await freePhone(db))
  const row = await db.one<{ id: number }>(
    'insert into users (phone, first_name, last_name) values ($1, $2, $3) returning id',
    [phone, names.firstName ?? 'Test', names.lastName ?? 'Person'],
  )
  return { id: row!.id, phone }
}

export async function createCenterBill(
  db: Db,
  spec: {
    centerId: number
    customerId: number
    verified: boolean
    employeeUserId?: number | null
    items?: { nameEn: string; nameAr: string; quantity?: number; chargePrice: number }[]
    createdAt?: Date
    currentKilometer?: number
  },
): Promise<number> {
  const bill = await db.one<{ id: number }>(
    `insert into bills (center_id, customer_id, employee_user_id, current_kilometer,
                        next_kilometer, is_verified, verified_at, token, created_at)
     values ($1, $2, $3, $4, $4 + 5000, $5, case when $5 then now() end, $6, $7) returning id`,
    [
      spec.centerId,
      spec.customerId,
      spec.employeeUserId ?? null,
      spec.currentKilometer ?? 42_000,
      spec.verified,
      randomBytes(12).toString('hex'),
      spec.createdAt ?? new Date(),
    ],
  )
  const billId = bill!.id
  for (const item of spec.items ?? [
    { nameEn: 'Foam Wash', nameAr: 'غسيل بالرغوة', chargePrice: 3_500 },
  ]) {
    await db.query(
      `insert into bill_items (bill_id, product_name_en, product_name_ar, quantity, charge_price)
       values ($1, $2, $3, $4, $5)`,
      [billId, item.nameEn, item.nameAr, item.quantity ?? 1, item.chargePrice],
    )
  }
  return billId
}

export async function createAppointment(
  db: Db,
  spec: {
    centerId: number
    deliveryDate: string
    productEn?: string
    productAr?: string
    categoryId?: number | null
    customerName?: string
    customerPhone?: string
    quantity?: number
    expiredAt?: Date | null
  },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `insert into appointments (center_id, category_id, product_name_en, product_name_ar, quantity,
                               customer_name, customer_phone, delivery_date, expired_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9) returning id`,
    [
      spec.centerId,
      spec.categoryId ?? null,
      spec.productEn ?? 'Michelin Primacy 4 205/55 R16',
      spec.productAr ?? 'ميشلان برايمسي 4 ‏205/55 R16',
      spec.quantity ?? 1,
      spec.customerName ?? '',
      spec.customerPhone ?? '96877000000',
      spec.deliveryDate,
      spec.expiredAt ?? null,
    ],
  )
  return row!.id
}

export async function createEmployee(
  db: Db,
  spec: { centerId: number; firstName?: string; lastName?: string; active?: boolean },
): Promise<{ id: number; userId: number; phone: string }> {
  const person = await createPerson(db, spec)
  const row = await db.one<{ id: number }>(
    `insert into center_employees (center_id, user_id, is_active) values ($1, $2, $3) returning id`,
    [spec.centerId, person.id, spec.active ?? true],
  )
  return { id: row!.id, userId: person.id, phone: person.phone }
}
