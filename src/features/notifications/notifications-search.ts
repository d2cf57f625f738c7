// The list's place in the address: ?tab= (All when absent) and ?id= of the open notification,
// so a tap on a push, a shared link or the back button lands on the same view.
import {
  searchChoice,
  searchFields,
  searchInteger,
  type SearchOf,
} from '../../lib/search-fields.ts'

export type NotificationTab = 'all' | 'unread' | 'read'

export const notificationsSearch = searchFields({
  tab: searchChoice(['unread', 'read']),
  id: searchInteger(1),
})

export type NotificationsSearch = SearchOf<typeof notificationsSearch>
