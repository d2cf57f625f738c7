// Two things that follow the stored list wherever the person is in the app: a notification
// that expires is removed at that moment (so the list, an open drawer and the bell's dot
// all drop it), and the installed app's icon shows the unseen count where the platform has
// app badges.
import { liveQuery } from 'dexie'
import { loadDb, type NotificationRecord } from '../../../db/index.ts'
import { nextExpiry } from '../expiry.ts'
import { isLive } from '../notification-records.ts'

const LONGEST_TIMER_MS = 24 * 3600_000

type BadgeNavigator = Navigator & Partial<NavigatorBadge>

function showBadge(count: number) {
  const badge = navigator as BadgeNavigator
  if (!badge.setAppBadge) return
  void (count > 0 ? badge.setAppBadge(count) : badge.clearAppBadge?.())?.catch(() => {})
}

export async function watchExpiryAndBadge(): Promise<() => void> {
  const database = await loadDb()
  let timer: ReturnType<typeof setTimeout> | null = null
  let latest: NotificationRecord[] = []
  let lastCount = -1

  function plan(records: readonly NotificationRecord[]) {
    if (timer) clearTimeout(timer)
    const now = Date.now()
    const next = nextExpiry(
      records.map((record) => record.expiresAt),
      now,
    )
    timer =
      next === null
        ? null
        : setTimeout(() => void removeExpired(), Math.min(next - now, LONGEST_TIMER_MS))
  }

  async function removeExpired() {
    const now = Date.now()
    const expired = (await database.notifications.toArray())
      .filter((record) => !isLive(record, now))
      .map((record) => record.id)
    // The deletion comes back through the live query; a timer that fired a little early
    // deletes nothing and only plans the next one.
    if (expired.length > 0) await database.notifications.bulkDelete(expired)
    else plan(latest)
  }

  function onChange(records: NotificationRecord[]) {
    latest = records
    const now = Date.now()
    if (records.some((record) => !isLive(record, now))) void removeExpired()
    plan(records)
    const count = records.filter((record) => record.seen === 0 && isLive(record, now)).length
    if (count !== lastCount) showBadge(count)
    lastCount = count
  }

  const subscription = liveQuery(() => database.notifications.toArray()).subscribe({
    next: onChange,
    error: () => {},
  })
  return () => {
    subscription.unsubscribe()
    if (timer) clearTimeout(timer)
  }
}
