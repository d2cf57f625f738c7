import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { warmPage } from '../-router-context.ts'
import { useLingui } from '@lingui/react/macro'
import { EmployeesScreen } from '../../features/staff-center/employees/employees-screen.tsx'
import { qSearch } from '../../lib/search-fields.ts'

export const Route = createFileRoute('/_staff/employees')({
  validateSearch: qSearch,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ deps }) =>
    warmPage(
      () => import('../../features/staff-center/shared/staff-queries.ts'),
      (m) => m.employeesList(deps.q),
    ),
  component: EmployeesRoute,
})

function EmployeesRoute() {
  const { t } = useLingui()
  const { q = '' } = Route.useSearch()
  const navigate = useNavigate({ from: '/employees' })
  return (
    <EmployeesScreen
      title={t`Employees`}
      q={q}
      onSearch={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })}
    />
  )
}
