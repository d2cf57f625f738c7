// Shared by the service_center routes: the staff member asking, the customer phone payload
// field, and business-rule refusals turned into the spec's error answers.
import { z } from 'zod'
import { RuleError } from '../../service-center/rule-error.ts'
import { isFullPhone, normalisePhone } from '../../service-center/phone.ts'
import { failWith, say, type RestContext } from '../http.ts'

export const phoneField = z
  .string()
  .transform(normalisePhone)
  .refine(isFullPhone, 'Enter the country code and the mobile number.')

export const idField = z.coerce.number().int().positive()

export async function byRules<T>(c: RestContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof RuleError) {
      return failWith(error.status, say(c, error.message, error.messageAr), error.extra)
    }
    throw error
  }
}
