import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { warmPage } from '../-router-context.ts'
import { useLingui } from '@lingui/react/macro'
import { EmployeesScreen } from '../../features/staff-center/employees/employees-screen.tsx'
import { qSearch } from '../../lib/search-fields.ts'

// The spec's "my staff" page (its back leads to the profile, -natural-parents.ts): the
// center's employees, the same list as /employees.
export const Route = createFileRoute('/_staff/staffs')({
  validateSearch: qSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ deps }) =>
    warmPage(
      () => import('../../features/staff-center/shared/staff-queries.ts'),
      (m) => m.employeesList(deps.q),
    ),
  component: StaffsRoute,
})

function StaffsRoute() {
  const { t } = useLingui()
  const { q = '' } = Route.useSearch()
  const navigate = useNavigate({ from: '/staffs' })
  return (
    <EmployeesScreen
      title={t`My staff`}
      q={q}
      onSearch={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })}
    />
  )
}
