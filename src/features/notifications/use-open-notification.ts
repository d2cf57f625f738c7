// The drawer's notification (?id=): taken from the device's list, or fetched when a link
// names one the device does not have (404 closes silently, other failures say why). Once
// shown it is marked seen; when it expires or disappears, the drawer closes.
import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { isLoggedIn } from '../../api/session-store.ts'
import type { RestError } from '../../api/rest.ts'
import { toast } from '../../ui/toasts/toasts.tsx'
import type { NotificationRecord } from '../../db/index.ts'
import { failureText } from '../../api/failure-text.ts'
import { markSeen } from './mark-seen.ts'
import { fetchNotification } from './api/notifications.ts'
import { storeFromServer } from './store-notifications.ts'

export function useOpenNotification(
  id: number | undefined,
  records: NotificationRecord[] | undefined,
  close: () => void,
): NotificationRecord | null {
  const { t } = useLingui()
  const record = id === undefined ? null : (records?.find((item) => item.id === id) ?? null)
  const fetched = useRef<number | null>(null)
  const shown = useRef<number | null>(null)
  const seenSent = useRef<number | null>(null)

  const failure = (error: unknown) =>
    failureText(error, {
      offline: t`You are offline. Check your connection and try again.`,
      other: t`Something went wrong. Try again.`,
    })

  // Not on the device: ask the server once per id.
  useEffect(() => {
    if (id === undefined || records === undefined || record || fetched.current === id) return
    if (shown.current === id) return // it was here and went away: handled below
    fetched.current = id
    if (!isLoggedIn()) {
      close()
      return
    }
    fetchNotification(id)
      .then(storeFromServer)
      .catch((error: unknown) => {
        if ((error as RestError).status !== 404) toast.error(failure(error))
        close()
      })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, records, record])

  // Shown: mark it seen, once.
  useEffect(() => {
    if (!record) return
    shown.current = record.id
    if (record.seen === 1 || seenSent.current === record.id) return
    seenSent.current = record.id
    markSeen(record.id)
      .then((outcome) => {
        if (outcome === 'gone') close()
      })
      .catch((error: unknown) => toast.error(failure(error)))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record])

  // Expired or removed while open: the drawer closes.
  useEffect(() => {
    if (id !== undefined && records !== undefined && !record && shown.current === id) {
      shown.current = null
      close()
    }
  }, [id, records, record, close])

  return record
}
