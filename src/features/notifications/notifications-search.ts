// The list's place in the address: ?tab= (All when absent) and ?id= of the open notification,
// so a tap on a push, a shared link or the back button lands on the same view.
export type NotificationTab = 'all' | 'unread' | 'read'

export interface NotificationsSearch {
  tab?: 'unread' | 'read'
  id?: number
}

export function notificationsSearch(search: Record<string, unknown>): NotificationsSearch {
  const id = Number(search.id)
  const tab = search.tab === 'unread' || search.tab === 'read' ? search.tab : undefined
  return {
    ...(tab ? { tab } : {}),
    ...(Number.isInteger(id) && id > 0 ? { id } : {}),
  }
}
