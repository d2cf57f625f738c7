// The list's place in the address: ?tab= (All when absent) and ?id= of the open notification,
// so a tap on a push, a shared link or the back button lands on the same view.
import * as z from 'zod/mini'
import { lazySearch, searchChoice, searchInteger, type SearchOf } from '../../lib/search-fields.ts'

export type NotificationTab = 'all' | 'unread' | 'read'

export const notificationsSearch = lazySearch(() =>
  z.object({
    tab: searchChoice(['unread', 'read']),
    id: searchInteger(1),
  }),
)

export type NotificationsSearch = SearchOf<typeof notificationsSearch>
