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
import { submitCredentialFor } from '../../auth/submit-credential.ts'
import { codeSettingsOf } from '../../otp/codes.ts'
import { notifyCustomer } from '../../push/customer-notices.ts'
import { LATE_SERVICE_SECONDS } from '#shared/domain/late-service.ts'
import {
  createServiceBill,
  resendServiceCode,
  serviceCodeState,
  verifyServiceBill,
  type CodeContext,
} from '../../service-center/service-bills.ts'
import { failWith, ok, requireSession, say, type RestContext } from '../http.ts'
import { restRouter } from '../rest-router.ts'
import { keyedOnce } from './keyed-once.ts'
import { byRules } from './rules.ts'
import { staffOrWorker } from './staff-or-worker.ts'
import { msg } from '../../i18n/message.ts'

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
          return failWith(403, say(c, msg('This credential may record services only.')))
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
            say(c, msg('Service confirmed.')),
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
            // Late (the device's queue held it): the customer may have left, so the code waits
            // for the staff member to send it (decision 254).
            sendCode: (body.recorded_seconds_ago ?? 0) <= LATE_SERVICE_SECONDS,
          },
          codes(c),
        )
        return {
          status: 200,
          body: {
            success: true,
            code: 200,
            message: bill.codeSent
              ? say(c, msg('The code was sent to the customer.'))
              : say(
                  c,
                  msg(
                    'The service was recorded. Send the customer the code when they are at the counter.',
                  ),
                ),
            data: {
              bill_id: bill.billId,
              mobile_number: body.mobile_number,
              messaging_service: bill.messagingService,
              code_sent: bill.codeSent,
            },
          },
        }
      }

      // Every try of one service says another age: the age is not what the key stands for.
      const { recorded_seconds_ago: _age, ...fingerprinted } = body
      return keyedOnce(c, db, { userId: staff.user.id, route: ROUTE, fingerprinted }, submit)
    },
    { guard: staffOrWorker(deps) },
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
      const code = await serviceCodeState(db, { id: sent.billId, phone: body.mobile_number })
      return ok(
        { bill_id: sent.billId, messaging_service: sent.messagingService, code: code ?? undefined },
        say(c, msg('A new code was sent.')),
      )
    }),
  )

  return router
}
