import { createFileRoute } from '@tanstack/react-router'
import { NotificationsScreen } from '../features/notifications/notifications-screen.tsx'
import { notificationsSearch } from '../features/notifications/notifications-search.ts'

export const Route = createFileRoute('/notifications')({
  validateSearch: notificationsSearch,
  component: NotificationsRoute,
})

function NotificationsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <NotificationsScreen
      search={search}
      onSearch={(next, options) => void navigate({ search: next, replace: options?.replace })}
    />
  )
}
