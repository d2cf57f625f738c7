// submit-service/ (a new service, or the customer's code confirming one) and resend-otp/.
// A submission carrying an Idempotency-Key is done once: a repeat gets the first answer.
import type * as z from 'zod/mini'
import {
  resendServiceCode as resendRoute,
  submitCredential,
  submitService,
  type serviceCode,
} from '#shared/contracts/rest/service-center/services.ts'
import type { AppDeps } from '../../app-deps.ts'
import { submitCredentialFor, submitCredentialUser } from '../../auth/submit-credential.ts'
import {
  fingerprintOf,
  KEY_PATTERN,
  KeyReusedError,
  runOnce,
} from '../../idempotency/idempotency.ts'
import { codeSettingsOf } from '../../otp/codes.ts'
import { notifyCustomer } from '../../push/customer-notices.ts'
import {
  createServiceBill,
  resendServiceCode,
  verifyServiceBill,
  type CodeContext,
} from '../../service-center/service-bills.ts'
import { failWith, ok, reply, requireSession, say, type RestContext } from '../http.ts'
import { restRouter } from '../rest-router.ts'
import { activeStaffOf, requireActiveStaff, type StaffMember } from '../staff-guard.ts'
import { byRules } from './rules.ts'

const ROUTE = 'service_center/submit-service'

type SubmitBody = z.output<NonNullable<typeof submitService.body>>
const isCodeBody = (body: SubmitBody): body is z.output<typeof serviceCode> =>
  typeof body.code === 'string'

export function serviceRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db, config, log } = deps
  const codes = (c: RestContext): CodeContext => ({
    log,
    settings: codeSettingsOf(config),
    language: c.get('language'),
  })

  // Staff with their session, or the service worker with the submit credential (decision 173).
  const staffOrWorker = async (c: RestContext): Promise<StaffMember> => {
    if (c.get('auth').kind !== 'user') {
      const user = await submitCredentialUser(deps, c.req.header('authorization') ?? null)
      if (user) return { ...(await activeStaffOf(c, db, user)), submitOnly: true }
    }
    return requireActiveStaff(c, db)
  }

  on(submitCredential, async (c, { who: staff }) => {
    const issued = submitCredentialFor(staff.user.id, requireSession(c).sessionId, config)
    return ok({ credential: issued.credential, expires_at: issued.expiresAt.toISOString() })
  })

  on(
    submitService,
    async (c, { body: sent, who: staff }) => {
      const ref = { userId: staff.user.id, centerId: staff.centerId }

      // One path, two calls (the spec's): a body with a code confirms a submitted service.
      if (isCodeBody(sent)) {
        if (staff.submitOnly) {
          return failWith(
            403,
            say(
              c,
              'This credential may record services only.',
              'هذا الاعتماد يسمح بتسجيل الخدمات فقط.',
            ),
          )
        }
        const body = sent
        return byRules(c, async () => {
          const verified = await verifyServiceBill(
            db,
            ref,
            { billId: body.bill_id, mobileNumber: body.mobile_number, code: body.code },
            codeSettingsOf(config),
          )
          if (verified.told) {
            await notifyCustomer(deps, verified.told.customerId, verified.told.notice)
          }
          return ok(
            { bill_id: body.bill_id, is_verified: true as const },
            say(c, 'Service confirmed.', 'تم تأكيد الخدمة.'),
          )
        })
      }

      const body = { ...sent, order_line_id: [sent.order_line_id].flat() }
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
        return reply(answer.body)
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
      return reply(answer.body, answer.status)
    },
    { guard: staffOrWorker },
  )

  on(resendRoute, async (c, { body, who: staff }) =>
    byRules(c, async () => {
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
        { bill_id: sent.billId, messaging_service: sent.messagingService },
        say(c, 'A new code was sent.', 'تم إرسال رمز جديد.'),
      )
    }),
  )

  return router
}
