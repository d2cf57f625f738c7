import { searchFields, type SearchField } from '../lib/search-fields.ts'
import { safeRedirect } from '../lib/safe-redirect.ts'

// The page a guard sent the person from (?redirect=), kept only when it is inside the app.
export const searchRedirect: SearchField<string> = (value) => {
  const target = safeRedirect(value)
  return target === '/' ? undefined : target
}

export const redirectSearch = searchFields({ redirect: searchRedirect })
