// Payload validation for the staff routes, answered in the request's language: the schemas keep
// their English messages (they double as keys), and the Arabic is looked up here on the way out.
import type { z } from 'zod'
import { failWith, say, type RestContext } from '../http.ts'

const arabic: Record<string, string> = {
  'Use the YYYY-MM-DD form.': 'استخدم الصيغة YYYY-MM-DD.',
  'This date does not exist.': 'هذا التاريخ غير موجود.',
  'The end date must be on or after the start date.':
    'يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده.',
  'This field is required.': 'هذا الحقل مطلوب.',
  'Enter +968 and the 8-digit mobile number.': 'أدخل ‎+968 ورقم الجوال المكوّن من 8 أرقام.',
  'Enter the country code and the mobile number.': 'أدخل رمز الدولة ورقم الجوال.',
  'The next service must be at or after the current odometer.':
    'يجب أن تكون قراءة العداد للخدمة التالية مساوية للقراءة الحالية أو أكبر منها.',
}

// Zod's own messages (wrong type, out of range) have no Arabic of ours.
const INVALID_AR = 'قيمة غير صالحة.'

export function parsedFor<S extends z.ZodType>(
  c: RestContext,
  schema: S,
  raw: unknown,
): z.output<S> {
  const result = schema.safeParse(raw)
  if (result.success) return result.data
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: say(c, issue.message, arabic[issue.message] ?? INVALID_AR),
  }))
  const first = errors[0]
  return failWith(
    400,
    first ? `${first.message} - ${first.field}` : say(c, 'Invalid request.', 'طلب غير صالح.'),
    { errors },
  )
}

export async function staffBody<S extends z.ZodType>(
  c: RestContext,
  schema: S,
): Promise<z.output<S>> {
  const raw: unknown = await c.req.json().catch(() => ({}))
  return parsedFor(c, schema, raw)
}

export function staffQuery<S extends z.ZodType>(c: RestContext, schema: S): z.output<S> {
  return parsedFor(c, schema, c.req.query())
}
