import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { warmPage } from '../../-router-context.ts'
import { AppointmentsScreen } from '../../../features/staff-center/appointments/appointments-screen.tsx'
import {
  appointmentSearch,
  type AppointmentSearch,
} from '../../../features/staff-center/appointments/appointment-search.ts'

// tab, q, sort, category, start, end, is_verified: every filter change is a new history
// entry (back walks through them); typing a search replaces the entry.
export const Route = createFileRoute('/_staff/appointment/')({
  validateSearch: appointmentSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    warmPage(
      () => import('../../../features/staff-center/shared/staff-queries.ts'),
      (m) =>
        m.appointmentTab(deps) === 'SERVICES'
          ? m.servicesList(deps)
          : [m.categoriesRead(), m.appointmentsList(deps)],
    ),
  component: AppointmentsRoute,
})

function AppointmentsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: '/appointment/' })
  return (
    <AppointmentsScreen
      search={search}
      onChange={(next: AppointmentSearch, options) =>
        void navigate({ search: next, replace: options?.replace ?? false })
      }
    />
  )
}
