// The list's place in the address: ?tab= (All when absent) and ?id= of the open notification,
// so a tap on a push, a shared link or the back button lands on the same view.
import { present, searchChoice, searchInteger } from '../../lib/search-fields.ts'

export type NotificationTab = 'all' | 'unread' | 'read'

export interface NotificationsSearch {
  tab?: 'unread' | 'read'
  id?: number
}

export function notificationsSearch(search: Record<string, unknown>): NotificationsSearch {
  return present({
    tab: searchChoice(search.tab, ['unread', 'read'] as const),
    id: searchInteger(search.id, 1),
  })
}
