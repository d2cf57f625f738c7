// submit-service/ (a new service, or the customer's code confirming one) and resend-otp/.
// A submission carrying an Idempotency-Key is done once: a repeat gets the first answer.
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.ts'
import {
  fingerprintOf,
  KEY_PATTERN,
  KeyReusedError,
  runOnce,
} from '../../idempotency/idempotency.ts'
import { codeSettingsOf, CODE_LENGTH } from '../../otp/codes.ts'
import {
  createServiceBill,
  resendServiceCode,
  verifyServiceBill,
  type CodeContext,
} from '../../service-center/service-bills.ts'
import { createRouter, failWith, ok, say, type RestContext } from '../http.ts'
import { requireActiveStaff } from '../staff-guard.ts'
import { byRules, idField, phoneField } from './rules.ts'
import { parsedFor } from './validation.ts'

const kilometres = z.coerce.number().int().min(0).max(10_000_000)

const submission = z
  .object({
    mobile_number: phoneField,
    // One line id or several: a bill may use more than one coupon.
    order_line_id: z.preprocess(
      (value) => (Array.isArray(value) ? value : [value]),
      z.array(idField).min(1).max(20),
    ),
    current_kilometer: kilometres,
    next_kilometer: kilometres,
    user_car_id: idField,
    is_coupon: z.boolean().optional(),
    messaging_service: z.string().max(30).nullish(),
  })
  .refine((value) => value.next_kilometer >= value.current_kilometer, {
    message: 'The next service must be at or after the current odometer.',
    path: ['next_kilometer'],
  })

const verification = z.object({
  code: z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`)),
  mobile_number: phoneField,
  bill_id: idField,
})

const resend = z.object({
  mobile_number: phoneField,
  messaging_service: z.string().max(30).nullish(),
  bill_id: idField.nullish(),
})

const ROUTE = 'service_center/submit-service'

export function serviceRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db, config, log } = deps
  const codes = (c: RestContext): CodeContext => ({
    log,
    settings: codeSettingsOf(config),
    language: c.get('language'),
  })

  router.post('/submit-service/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    const raw: unknown = await c.req.json().catch(() => ({}))
    const ref = { userId: staff.user.id, centerId: staff.centerId }

    // One path, two calls (the spec's): a body with a code confirms a submitted service.
    if (raw !== null && typeof raw === 'object' && 'code' in raw) {
      const body = parsedFor(c, verification, raw)
      return byRules(c, async () => {
        await verifyServiceBill(
          db,
          ref,
          { billId: body.bill_id, mobileNumber: body.mobile_number, code: body.code },
          codeSettingsOf(config),
        )
        return ok(
          c,
          { bill_id: body.bill_id, is_verified: true },
          say(c, 'Service Completed Successfully', 'تمت الخدمة بنجاح'),
        )
      })
    }

    const body = parsedFor(c, submission, raw)
    const submit = async (tx: typeof db) => {
      const bill = await createServiceBill(
        tx,
        ref,
        {
          mobileNumber: body.mobile_number,
          orderLineIds: body.order_line_id,
          currentKilometer: body.current_kilometer,
          nextKilometer: body.next_kilometer,
          userCarId: body.user_car_id,
          messagingService: body.messaging_service ?? null,
        },
        codes(c),
      )
      return {
        status: 200,
        body: {
          success: true,
          code: 200,
          message: say(c, 'The code was sent to the customer.', 'تم إرسال الرمز إلى العميل.'),
          data: {
            bill_id: bill.billId,
            mobile_number: body.mobile_number,
            messaging_service: bill.messagingService,
          },
        },
      }
    }

    const key = c.req.header('idempotency-key')?.trim()
    if (key === undefined || key === '') {
      const answer = await byRules(c, () => db.transaction(submit))
      return c.json(answer.body, 200)
    }
    if (!KEY_PATTERN.test(key)) {
      return failWith(400, say(c, 'Invalid Idempotency-Key.', 'مفتاح Idempotency-Key غير صالح.'))
    }
    const answer = await byRules(c, async () => {
      try {
        return await runOnce(
          db,
          { userId: staff.user.id, key, route: ROUTE, fingerprint: fingerprintOf(ROUTE, body) },
          submit,
        )
      } catch (error) {
        if (!(error instanceof KeyReusedError)) throw error
        return failWith(
          422,
          say(
            c,
            'This submission key was already used for another service.',
            'تم استخدام مفتاح الإرسال هذا لخدمة أخرى.',
          ),
        )
      }
    })
    if (answer.replayed) c.header('idempotent-replayed', 'true')
    return c.json(answer.body, answer.status as 200)
  })

  router.post('/resend-otp/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    const raw: unknown = await c.req.json().catch(() => ({}))
    const body = parsedFor(c, resend, raw)
    return byRules(c, async () => {
      const sent = await resendServiceCode(
        db,
        { userId: staff.user.id, centerId: staff.centerId },
        {
          mobileNumber: body.mobile_number,
          billId: body.bill_id ?? null,
          messagingService: body.messaging_service ?? null,
        },
        codes(c),
      )
      return ok(
        c,
        { bill_id: sent.billId, messaging_service: sent.messagingService },
        say(c, 'otp code sent again!', 'تم إرسال رمز التحقق مرة أخرى!'),
      )
    })
  })

  return router
}
