// The answer shapes of the spec: {success, code, message, data} for most calls, and
// {code, message, data, pagination} for paged lists (the staff lists add `extra`). A refusal
// is {success: false, code, message, data: null}, with `errors: [{field, message}]` when a
// payload was refused field by field.
import * as z from 'zod/mini'

const envelope = {
  success: z.optional(z.boolean()),
  code: z.optional(z.number()),
  message: z.optional(z.string()),
}

export const okAnswer = <T extends z.core.$ZodType>(data: T) => z.object({ ...envelope, data })

export const pagination = z.object({
  page: z.number(),
  pages: z.number(),
  count: z.number(),
  next: z.nullable(z.number()),
  previous: z.nullable(z.number()),
  next_url: z.optional(z.nullable(z.string())),
  previous_url: z.optional(z.nullable(z.string())),
})

export const pagedAnswer = <T extends z.core.$ZodType>(item: T) =>
  z.object({ ...envelope, data: z.array(item), pagination })

export const pagedAnswerWith = <T extends z.core.$ZodType, E extends z.core.$ZodType>(
  item: T,
  extra: E,
) => z.object({ ...envelope, data: z.array(item), pagination, extra })

const fieldError = z.object({ field: z.string(), message: z.string() })

export const refusal = z.looseObject({
  success: z.literal(false),
  code: z.number(),
  message: z.string(),
  data: z.unknown(),
  errors: z.optional(z.array(fieldError)),
  field: z.optional(z.nullable(z.string())),
  error_code: z.optional(z.string()),
})
