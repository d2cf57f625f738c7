import * as z from 'zod/mini'
import { lazySearch } from '../lib/search-fields.ts'
import { safeRedirect } from './router-context.ts'

// The page a guard sent the person from (?redirect=), kept only when it is inside the app.
// Always set when the address has one, even to undefined: the root route passes every raw
// search value down, so an unsafe value left out here would reach the screen anyway.
export const redirectFields = () => ({
  redirect: z.optional(
    z.pipe(
      z.unknown(),
      z.transform((value) => {
        const target = safeRedirect(value)
        return target === '/' ? undefined : target
      }),
    ),
  ),
})

export const redirectSearch = lazySearch(() => z.object(redirectFields()))
