// Loads the date picker's module (with @mantine/dates and dayjs) on demand. Offline, before
// the service worker holds it, the import fails: the page then shows the range as text and
// tries again when asked, instead of failing as a whole.
import { useCallback, useEffect, useState } from 'react'
import type { DateRangeField } from './date-range-field.tsx'

export function useDateRangeField() {
  const [field, setField] = useState<typeof DateRangeField | null>(null)
  const [failed, setFailed] = useState(false)
  const load = useCallback(() => {
    setFailed(false)
    import('./date-range-field.tsx')
      .then((module) => setField(() => module.DateRangeField))
      .catch(() => setFailed(true))
  }, [])
  useEffect(load, [load])
  return { Field: field, failed, retry: load }
}
