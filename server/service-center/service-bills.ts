// A service recorded by staff: a bill on the customer's car that uses coupon lines, waiting
// for the customer's one-time code (purpose `service`, ref = the bill id). Verifying it
// spends the coupon uses; until then the uses are only held.
import { serviceRecordedNotice, type Notice } from '../push/customer-notices.ts'
import { randomBytes } from 'node:crypto'
import type { Db } from '../db/database.ts'
import type { Row } from '../db/tables.ts'
import type { Logger } from '../log.ts'
import type { Language } from '../lib/language.ts'
import { issueCode, MAX_WRONG_TRIES, verifyCode, type CodeSettings } from '../otp/codes.ts'
import { RESEND_AFTER_SECONDS } from '#shared/domain/one-time-code.ts'
import { messagingServiceOf } from '../otp/messaging-services.ts'
import { requireCustomerAndCarOwner } from './customers.ts'
import { isExpired, lockCouponLines } from './coupon-orders.ts'
import { RuleError } from './rule-error.ts'
import { msg } from '../i18n/message.ts'

export interface StaffRef {
  userId: number
  centerId: number
}

export interface ServiceSubmission {
  mobileNumber: string
  orderLineIds: number[]
  currentKilometer: number
  nextKilometer: number
  userCarId: number
  messagingService: string | null
  // False for a service that reached the server late (decision 254): the bill waits for the
  // staff member to send the code (resend-otp/) when the customer is at the counter.
  sendCode?: boolean
}

export interface CodeContext {
  log: Logger
  settings: CodeSettings
  language: Language
}

const throttled = () =>
  new RuleError(429, msg('Too many codes were sent to this number. Try again in a few minutes.'))

// Runs inside the caller's transaction: the bill, its items and the code stand or fall together.
export async function createServiceBill(
  tx: Db,
  staff: StaffRef,
  submission: ServiceSubmission,
  codes: CodeContext,
  now: Date = new Date(),
): Promise<{ billId: number; messagingService: string; codeSent: boolean }> {
  const { customer, carOwnerId } = await requireCustomerAndCarOwner(
    tx,
    submission.mobileNumber,
    submission.userCarId,
  )
  if (carOwnerId !== customer.id) {
    throw new RuleError(400, msg('This car is not one of the customer’s cars.'))
  }
  const ids = [...new Set(submission.orderLineIds)]
  const lines = await lockCouponLines(tx, customer.id, ids)
  for (const id of ids) {
    const line = lines.find((candidate) => candidate.id === id)
    if (!line) {
      throw new RuleError(400, msg('A chosen service is not one of the customer’s coupons.'))
    }
    if (isExpired(line, now)) {
      throw new RuleError(
        400,
        msg('The service “{name}” has expired.', { name: { en: line.nameEn, ar: line.nameAr } }),
      )
    }
    if (line.remaining <= 0) {
      throw new RuleError(
        400,
        msg('The service “{name}” has been used up.', {
          name: { en: line.nameEn, ar: line.nameAr },
        }),
      )
    }
  }
  const channel = messagingServiceOf(submission.messagingService).value
  const items = ids.map((id) => {
    const line = lines.find((candidate) => candidate.id === id)!
    return {
      order_line_id: line.id,
      product_name_en: line.nameEn,
      product_name_ar: line.nameAr,
      charge_price: line.unitPrice,
      usage_limit_type: line.usageLimitType === 'day' ? 'day' : 'km',
      usage_limit: Number(line.usageLimit ?? 0) || 0,
    }
  })
  // The bill and its items in one statement.
  const bill = await tx.one<{ id: number }>(
    `with bill as (
       insert into bills (center_id, customer_id, user_car_id, employee_user_id, current_kilometer,
                          next_kilometer, is_coupon, token, messaging_service)
       values ($1, $2, $3, $4, $5, $6, true, $7, $8) returning id),
     items as (
       insert into bill_items (bill_id, order_line_id, product_name_en, product_name_ar,
                               quantity, charge_price, usage_limit_type, usage_limit)
       select bill.id, item.order_line_id, item.product_name_en, item.product_name_ar, 1,
              item.charge_price, item.usage_limit_type, item.usage_limit
         from bill, jsonb_to_recordset($9::jsonb) as item(order_line_id int,
              product_name_en text, product_name_ar text, charge_price int,
              usage_limit_type text, usage_limit int))
     select id from bill`,
    [
      staff.centerId,
      customer.id,
      submission.userCarId,
      staff.userId,
      submission.currentKilometer,
      submission.nextKilometer,
      randomBytes(12).toString('hex'),
      channel,
      items,
    ],
  )
  const billId = bill!.id
  if (submission.sendCode === false) return { billId, messagingService: channel, codeSent: false }
  const sent = await issueCode(tx, codes.log, codes.settings, {
    phone: customer.phone,
    purpose: 'service',
    ref: String(billId),
    messagingService: channel,
    language: codes.language,
  })
  if (!sent.ok) throw throttled()
  return { billId, messagingService: channel, codeSent: true }
}

type BillRow = Pick<Row<'bills'>, 'id' | 'is_verified'> & Pick<Row<'users'>, 'phone'>

async function requireCenterBill(db: Db, staff: StaffRef, billId: number, phone: string) {
  const bill = await db.one<BillRow>(
    `select b.id, b.is_verified, u.phone from bills b join users u on u.id = b.customer_id
      where b.id = $1 and b.center_id = $2`,
    [billId, staff.centerId],
  )
  // Another center's bill, or a phone that does not match, is simply not found.
  if (!bill || bill.phone !== phone) {
    throw new RuleError(404, msg('We could not find this service.'))
  }
  return bill
}

const refusals = {
  wrong: msg('That code is not right. Check it and try again.'),
  too_many_attempts: msg('Too many wrong codes. Send a new code to the customer.'),
  expired: msg('This code has expired. Send a new code to the customer.'),
  missing: msg('No code is waiting for this service. Send a new code to the customer.'),
} as const

// The customer's code confirms the bill and spends its coupon uses. A bill already verified
// answers as verified again (the first answer may have been lost on the way). A bill verified
// now comes with the notice that tells its customer (decision 265).
export async function verifyServiceBill(
  db: Db,
  staff: StaffRef,
  request: { billId: number; mobileNumber: string; code: string },
  settings: Pick<CodeSettings, 'secret'>,
): Promise<{ alreadyVerified: boolean; told?: { customerId: number; notice: Notice } }> {
  const bill = await requireCenterBill(db, staff, request.billId, request.mobileNumber)
  if (bill.is_verified) return { alreadyVerified: true }
  const check = await db.transaction(async (tx) => {
    const result = await verifyCode(tx, settings, {
      phone: bill.phone,
      purpose: 'service',
      ref: String(bill.id),
      code: request.code,
    })
    if (!result.ok) return result
    await tx.query('update bills set is_verified = true, verified_at = now() where id = $1', [
      bill.id,
    ])
    await tx.query(
      `update order_lines l set quantity_used = l.quantity_used + i.used
         from (select order_line_id, sum(quantity)::int as used from bill_items
                where bill_id = $1 and order_line_id is not null group by order_line_id) i
        where l.id = i.order_line_id`,
      [bill.id],
    )
    return result
  })
  // Refused outside the transaction, so the wrong try stays counted. The app shows the
  // server's count of tries and words an expired code apart (decision 254).
  if (!check.ok) {
    throw new RuleError(400, refusals[check.reason], {
      data: { tries_left: check.triesLeft, reason: check.reason },
    })
  }
  const facts = await db.one<{
    customer_id: number
    token: string
    name_en: string
    name_ar: string
  }>(
    `select b.customer_id, b.token, s.name_en, s.name_ar
       from bills b join service_centers s on s.id = b.center_id where b.id = $1`,
    [bill.id],
  )
  if (!facts) return { alreadyVerified: false }
  const notice = serviceRecordedNotice({
    token: facts.token,
    center: { en: facts.name_en, ar: facts.name_ar || facts.name_en },
  })
  return { alreadyVerified: false, told: { customerId: facts.customer_id, notice } }
}

// A new code for a bill waiting for verification: the named bill, else the customer's latest
// waiting bill at this center. The new code replaces the old one and its count of tries.
export async function resendServiceCode(
  db: Db,
  staff: StaffRef,
  request: { mobileNumber: string; billId: number | null; messagingService: string | null },
  codes: CodeContext,
): Promise<{ billId: number; messagingService: string }> {
  const billId =
    request.billId ??
    (
      await db.one<{ id: number }>(
        `select b.id from bills b join users u on u.id = b.customer_id
          where u.phone = $1 and b.center_id = $2 and not b.is_verified
          order by b.created_at desc, b.id desc limit 1`,
        [request.mobileNumber, staff.centerId],
      )
    )?.id
  if (!billId) {
    throw new RuleError(404, msg('No service of this customer is waiting for a code.'))
  }
  const bill = await requireCenterBill(db, staff, billId, request.mobileNumber)
  if (bill.is_verified) {
    throw new RuleError(409, msg('This service is already verified.'))
  }
  const channel = messagingServiceOf(request.messagingService).value
  const sent = await issueCode(db, codes.log, codes.settings, {
    phone: bill.phone,
    purpose: 'service',
    ref: String(bill.id),
    messagingService: channel,
    language: codes.language,
  })
  if (!sent.ok) throw throttled()
  return { billId: bill.id, messagingService: channel }
}

export interface ServiceCodeState {
  sent_at: string
  // Until a new code may be asked, counted by the server from when it sent this one, so a
  // reload or another device shows the same countdown (decision 254).
  resend_in_seconds: number
  tries_left: number
  expired: boolean
}

// The code waiting for a bill, if one was sent and not used: when it was sent, when a new one
// may be asked, the tries it has left and whether it has expired. Null: none was sent (a
// service that reached the server late, decision 254) or it was spent.
export async function serviceCodeState(
  db: Db,
  bill: { id: number; phone: string },
): Promise<ServiceCodeState | null> {
  const row = await db.one<{
    created_at: Date
    attempts: number
    expired: boolean
    age: number
  }>(
    `select created_at, attempts, expires_at <= now() as expired,
            extract(epoch from now() - created_at)::float8 as age
       from otp_codes where phone = $1 and purpose = 'service' and ref = $2 and consumed_at is null
      order by created_at desc limit 1`,
    [bill.phone, String(bill.id)],
  )
  if (!row) return null
  return {
    sent_at: new Date(row.created_at).toISOString(),
    resend_in_seconds: Math.max(0, Math.ceil(RESEND_AFTER_SECONDS - Number(row.age))),
    tries_left: Math.max(0, MAX_WRONG_TRIES - row.attempts),
    expired: row.expired,
  }
}
